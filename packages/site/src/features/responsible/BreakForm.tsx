import { exclusionSpans, type ResponsibleStatus, timeoutSpans } from '@playsite/api';
import { FormCheckbox, FormSelect, FormShell } from '@playsite/forms';
import { useTranslation } from 'react-i18next';
import { platform } from '../../common/api/platform.ts';
import { refusal } from '../../common/panel/formRules.ts';
import { formatTime } from '../../common/panel/Money.tsx';
import * as styles from '../../common/panel/panel.css.ts';

interface Values {
  span?: string;
  confirmed?: boolean;
}

const choices = [
  ...timeoutSpans.map((span) => ({ kind: 'timeout' as const, span })),
  ...exclusionSpans.map((span) => ({ kind: 'exclusion' as const, span })),
];

const validate = (values: Values) => ({
  ...(values.span ? {} : { span: 'wallet:form.required' }),
  ...(values.confirmed ? {} : { confirmed: 'wallet:responsible.confirmRequired' }),
});

/** A time-out or a self-exclusion, with a confirm step: nothing lifts it early. */
export function BreakForm({
  status,
  onSaved,
}: {
  status: ResponsibleStatus;
  onSaved: (next: ResponsibleStatus) => void;
}) {
  const { t } = useTranslation('wallet');
  const active = status.activeBreak;
  return (
    <FormShell<Values>
      label={t('responsible.breakTitle')}
      className={styles.card}
      validate={validate}
      isSubmitFullWidth={false}
      submitVariant="outline"
      submitLabel={t('responsible.takeBreak')}
      onSubmit={async (values) => {
        const choice = choices.find((one) => `${one.kind}:${one.span}` === values.span);
        if (!choice) return;
        try {
          onSaved(await platform.call('responsibleTakeBreak', choice));
        } catch (caught) {
          return refusal(caught);
        }
      }}
    >
      <div className={styles.stack}>
        {active ? (
          <p role="status" className={styles.message}>
            {active.endsAt === null
              ? t('responsible.activePermanent')
              : t('responsible.activeUntil', { time: formatTime(active.endsAt) })}
          </p>
        ) : null}
        <p className={styles.muted}>{t('responsible.breakHelp')}</p>
        <FormSelect
          name="span"
          label={t('responsible.breakLength')}
          isRequired
          options={choices.map((one) => ({
            value: `${one.kind}:${one.span}`,
            label: t(`responsible.span.${one.kind}.${one.span}`),
          }))}
        />
        <FormCheckbox name="confirmed">{t('responsible.confirm')}</FormCheckbox>
      </div>
    </FormShell>
  );
}
