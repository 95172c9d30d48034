import { FormShell, FormTextArea, FormTextField, validateRules } from '@playsite/forms';
import { SUPPORT_MESSAGE_MAX, supportGuestValidators } from '@playsite/rules';
import { Button } from '@playsite/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../../common/api/platform.ts';
import { refusal } from '../../common/panel/formRules.ts';
import { openModal } from '../../common/stores/modals.ts';
import * as styles from './support.css.ts';

interface Raw {
  name?: string;
  email?: string;
  content?: string;
}
type Values = Required<Raw>;

const validate = validateRules(supportGuestValidators());
const toValues = (raw: Raw): Values => ({
  name: (raw.name ?? '').trim(),
  email: (raw.email ?? '').trim(),
  content: (raw.content ?? '').trim(),
});

/**
 * For a guest (or a trial account): log in to chat live, or leave a message with an e-mail
 * address the answer goes to.
 */
export function GuestPanel({ trial }: { trial: boolean }) {
  const { t } = useTranslation('content');
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  return (
    <div className={styles.panel}>
      <p className={styles.text}>{t(trial ? 'support.trialIntro' : 'support.guestIntro')}</p>
      {trial ? null : (
        <div>
          <Button onPress={() => openModal('loginPopupModal', { onSignedIn: () => openModal('chatRoom') })}>
            {t('support.login')}
          </Button>
        </div>
      )}
      {sentTo ? (
        <p role="status" className={styles.text}>
          {t('support.left', { email: sentTo })}
        </p>
      ) : (
        <FormShell<Raw, Values>
          labelledBy="support-leave"
          validate={validate}
          toValues={toValues}
          onSubmit={async (values) => {
            try {
              await platform.call('supportGuest', values);
            } catch (caught) {
              return refusal(caught);
            }
            setSentTo(values.email);
          }}
          submitLabel={t('support.leaveSend')}
        >
          <h3 id="support-leave">{t('support.leaveTitle')}</h3>
          <FormTextField
            name="name"
            label={t('support.name')}
            maxLength={64}
            autoComplete="name"
            isRequired
          />
          <FormTextField
            name="email"
            type="email"
            label={t('support.email')}
            description={t('support.emailHint')}
            maxLength={254}
            autoComplete="email"
            isRequired
          />
          <FormTextArea
            name="content"
            label={t('support.message')}
            rows={4}
            maxLength={SUPPORT_MESSAGE_MAX}
            isRequired
          />
        </FormShell>
      )}
    </div>
  );
}
