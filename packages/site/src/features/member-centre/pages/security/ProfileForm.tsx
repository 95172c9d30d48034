import { contactMaxLength, nicknameMaxLength, type Profile, realNameMaxLength } from '@playsite/api';
import { FormShell, FormTextField } from '@playsite/forms';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../../common/api/platform.ts';
import { refusal } from '../../../../common/panel/formRules.ts';
import * as styles from '../../../../common/panel/panel.css.ts';

const contacts = ['whatsapp', 'telegram', 'line'] as const;

interface Values {
  nickname?: string;
  realName?: string;
  whatsapp?: string;
  telegram?: string;
  line?: string;
}

/** Nickname and contacts, changed freely; the real name, set once (the server refuses a change). */
export function ProfileForm({ profile, onDone }: { profile: Profile; onDone: (profile: Profile) => void }) {
  const { t } = useTranslation('wallet');
  return (
    <FormShell<Values>
      label={t('security.editProfile')}
      className={styles.card}
      initialValues={{
        nickname: profile.nickname ?? '',
        realName: profile.realName ?? '',
        whatsapp: profile.whatsapp ?? '',
        telegram: profile.telegram ?? '',
        line: profile.line ?? '',
      }}
      isSubmitFullWidth={false}
      submitLabel={t('security.saveProfile')}
      onSubmit={async (values) => {
        const realName = values.realName ?? '';
        try {
          onDone(
            await platform.call('updateMemberProfile', {
              nickname: values.nickname ?? '',
              ...(profile.realNameLocked || !realName.trim() ? {} : { realName }),
              whatsapp: values.whatsapp ?? '',
              telegram: values.telegram ?? '',
              line: values.line ?? '',
            }),
          );
        } catch (caught) {
          return refusal(caught);
        }
      }}
    >
      <div className={styles.stack}>
        <FormTextField
          name="nickname"
          label={t('security.nickname')}
          maxLength={nicknameMaxLength}
          autoComplete="nickname"
          description={t('security.nicknameHint')}
        />
        <FormTextField
          name="realName"
          label={t('security.realName')}
          maxLength={realNameMaxLength}
          autoComplete="name"
          isReadOnly={profile.realNameLocked}
          description={t(profile.realNameLocked ? 'security.realNameLocked' : 'security.realNameOnce')}
        />
        {contacts.map((field) => (
          <FormTextField
            key={field}
            name={field}
            label={t(`security.${field}`)}
            maxLength={contactMaxLength}
          />
        ))}
      </div>
    </FormShell>
  );
}
