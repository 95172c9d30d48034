import type { ResponsibleStatus } from '@playsite/api';
import { FormSelect, FormShell } from '@playsite/forms';
import { useTranslation } from 'react-i18next';
import { platform } from '../../common/api/platform.ts';
import { refusal } from '../../common/panel/formRules.ts';
import * as styles from '../../common/panel/panel.css.ts';

const intervals = ['15', '30', '45', '60', '90', '120'];

/** How often a reminder of time played and net position covers the game (off: never). */
export function RealityCheckForm({
  status,
  onSaved,
}: {
  status: ResponsibleStatus;
  onSaved: (next: ResponsibleStatus) => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <FormShell<{ minutes?: string }>
      label={t('responsible.realityTitle')}
      className={styles.card}
      initialValues={{
        minutes: status.realityCheckMinutes === null ? 'off' : String(status.realityCheckMinutes),
      }}
      isSubmitFullWidth={false}
      submitLabel={t('responsible.save')}
      onSubmit={async (values) => {
        try {
          const minutes = !values.minutes || values.minutes === 'off' ? null : Number(values.minutes);
          onSaved(await platform.call('responsibleRealityCheck', { minutes }));
        } catch (caught) {
          return refusal(caught);
        }
      }}
    >
      <div className={styles.stack}>
        <p className={styles.muted}>{t('responsible.realityHelp')}</p>
        <FormSelect
          name="minutes"
          label={t('responsible.realityInterval')}
          options={[
            { value: 'off', label: t('responsible.realityOff') },
            ...intervals.map((value) => ({
              value,
              label: t('responsible.minutes', { count: Number(value) }),
            })),
          ]}
        />
      </div>
    </FormShell>
  );
}
