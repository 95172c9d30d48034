import type { ResponsibleLimit, ResponsibleStatus } from '@playsite/api';
import { FormShell, FormTextField } from '@playsite/forms';
import { useTranslation } from 'react-i18next';
import { platform } from '../../common/api/platform.ts';
import { refusal } from '../../common/panel/formRules.ts';
import { formatMoney, formatTime } from '../../common/panel/Money.tsx';
import * as styles from '../../common/panel/panel.css.ts';
import { majorOf, minorOf } from './amount.ts';

type Kind = ResponsibleLimit['kind'];
type Period = ResponsibleLimit['period'];
type Values = Partial<Record<Period, string>>;

const periodsOf = (kind: Kind): Period[] => (kind === 'session' ? ['session'] : ['day', 'week', 'month']);

/** What a field holds: an amount of money, or minutes for the session limit. */
const parse = (kind: Kind, text: string) =>
  kind === 'session'
    ? /^\d{1,3}$/.test(text.trim()) && Number(text) > 0
      ? Number(text)
      : undefined
    : minorOf(text);
const show = (kind: Kind, amount: number) => (kind === 'session' ? String(amount) : majorOf(amount));

/** One kind of limit (deposit, loss, wager: per day, week, month; session: minutes), with what is in force and pending. */
export function LimitForm({
  kind,
  status,
  onSaved,
}: {
  kind: Kind;
  status: ResponsibleStatus;
  onSaved: (next: ResponsibleStatus) => void;
}) {
  const { t } = useTranslation('wallet');
  const limitOf = (period: Period) => status.limits.find((one) => one.kind === kind && one.period === period);
  const periods = periodsOf(kind);
  const initialValues: Values = Object.fromEntries(
    periods.map((period) => {
      const amount = limitOf(period)?.amount;
      return [period, amount === null || amount === undefined ? '' : show(kind, amount)];
    }),
  );
  const validate = (values: Values) => {
    const errors: Values = {};
    for (const period of periods) {
      const text = values[period] ?? '';
      if (text.trim() !== '' && parse(kind, text) === undefined)
        errors[period] =
          kind === 'session' ? 'wallet:responsible.minutesInvalid' : 'wallet:responsible.amountInvalid';
    }
    return errors;
  };
  const describe = (period: Period) => {
    const limit = limitOf(period);
    const unit = (amount: number) =>
      kind === 'session' ? t('responsible.minutes', { count: amount }) : formatMoney(amount);
    const parts = [
      limit?.amount ? t('responsible.inForce', { value: unit(limit.amount) }) : t('responsible.none'),
    ];
    if (limit?.pending)
      parts.push(
        limit.pending.amount === null
          ? t('responsible.pendingRemoval', { time: formatTime(limit.pending.effectiveAt) })
          : t('responsible.pendingIncrease', {
              value: unit(limit.pending.amount),
              time: formatTime(limit.pending.effectiveAt),
            }),
      );
    return parts.join(' · ');
  };
  return (
    <FormShell<Values>
      label={t(`responsible.kind.${kind}`)}
      className={styles.card}
      initialValues={initialValues}
      validate={validate}
      isSubmitFullWidth={false}
      submitLabel={t('responsible.save')}
      onSubmit={async (values) => {
        try {
          let next = status;
          for (const period of periods) {
            const text = (values[period] ?? '').trim();
            const amount = text === '' ? null : (parse(kind, text) ?? null);
            const current = limitOf(period);
            const wanted = current?.pending ? current.pending.amount : (current?.amount ?? null);
            if (amount === wanted) continue;
            next = await platform.call('responsibleSetLimit', { kind, period, amount });
          }
          onSaved(next);
        } catch (caught) {
          return refusal(caught);
        }
      }}
    >
      <div className={styles.stack}>
        <p className={styles.muted}>{t(`responsible.kindHelp.${kind}`, { hours: status.coolingHours })}</p>
        {periods.map((period) => (
          <FormTextField
            key={period}
            name={period}
            inputMode={kind === 'session' ? 'numeric' : 'decimal'}
            label={t(`responsible.period.${period}`)}
            description={describe(period)}
          />
        ))}
      </div>
    </FormShell>
  );
}
