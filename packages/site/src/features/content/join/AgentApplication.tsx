import type { AgentApplication as Application } from '@playsite/api';
import { FormSelect, FormShell, FormTextArea, FormTextField, validateRules } from '@playsite/forms';
import { Badge, Button, EmptyState, Stack } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { platform } from '../../../common/api/platform.ts';
import { refusal } from '../../../common/panel/formRules.ts';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';
import { invalidateCall } from '../../../common/query/query.ts';
import { requireLogin } from '../../../common/router/guards.ts';
import { session } from '../../../common/stores/session.ts';
import * as styles from '../help/help.css.ts';

const channels = ['social', 'community', 'website', 'offline', 'other'] as const;

interface Raw {
  contact?: string;
  channel?: string;
  message?: string;
}

const required = (value: unknown) => (String(value ?? '').trim() ? undefined : 'validation.required');
const validate = validateRules({ contact: required, channel: required });

function ApplyForm() {
  const { t } = useTranslation('content');
  return (
    <FormShell<Raw, Required<Raw>>
      labelledBy="apply-title"
      validate={validate}
      toValues={(raw) => ({
        contact: (raw.contact ?? '').trim(),
        channel: raw.channel ?? '',
        message: (raw.message ?? '').trim(),
      })}
      onSubmit={async (values) => {
        try {
          await platform.call('agentApply', values);
        } catch (caught) {
          return refusal(caught);
        }
        await invalidateCall('agentApplication');
      }}
      submitLabel={t('join.submit')}
    >
      <h3 id="apply-title">{t('join.formTitle')}</h3>
      <FormTextField
        name="contact"
        label={t('join.contact')}
        description={t('join.contactHint')}
        maxLength={64}
        isRequired
      />
      <FormSelect
        name="channel"
        label={t('join.channel')}
        placeholder={t('join.channelPlaceholder')}
        options={channels.map((id) => ({ value: id, label: t(`join.channels.${id}`) }))}
        isRequired
      />
      <FormTextArea name="message" label={t('join.message')} rows={4} maxLength={500} />
    </FormShell>
  );
}

function Decision({ application }: { application: Application }) {
  const { t } = useTranslation('content');
  return (
    <div className={styles.card} data-testid="agent-application">
      <Stack gap="2" align="start">
        <Badge
          tone={
            application.status === 'approved'
              ? 'brand'
              : application.status === 'rejected'
                ? 'critical'
                : 'neutral'
          }
        >
          {t(`join.status.${application.status}`)}
        </Badge>
        <p>{t(`join.statusText.${application.status}`)}</p>
        {application.remark ? (
          <p>
            <strong>{t('join.remark')}</strong> {application.remark}
          </p>
        ) : null}
      </Stack>
    </div>
  );
}

function MyApplication() {
  const state = useCallQuery('agentApplication');
  const { isAgent } = useSnapshot(session);
  return (
    <Loaded state={state}>
      {({ application }) => (
        <Stack gap="4">
          {application ? <Decision application={application} /> : null}
          {!isAgent && application?.status !== 'pending' ? <ApplyForm /> : null}
        </Stack>
      )}
    </Loaded>
  );
}

/** The "apply to become an agent" part of /join: the form, or the application's decision. */
export function AgentApplication() {
  const { t } = useTranslation('content');
  const { token } = useSnapshot(session);
  return (
    <section aria-labelledby="join-apply">
      <Stack gap="4">
        <h2 id="join-apply">{t('join.applyTitle')}</h2>
        {token ? (
          <MyApplication />
        ) : (
          <EmptyState
            title={t('join.loginNeeded')}
            action={<Button onPress={() => requireLogin()}>{t('feedback.login')}</Button>}
            size="sm"
          />
        )}
      </Stack>
    </section>
  );
}
