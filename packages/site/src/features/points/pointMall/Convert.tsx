import { FormShell, FormTextField, validateRules } from '@playsite/forms';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../common/api/platform.ts';
import { required } from '../../../common/panel/formRules.ts';
import { formatMoney } from '../../../common/panel/Money.tsx';
import * as panel from '../../../common/panel/panel.css.ts';
import { setBalance } from '../../../common/stores/wallet.ts';
import { Outcome } from './Outcome.tsx';
import { usePointAction } from './usePointAction.ts';

type Values = Record<string, string | undefined>;

const pointsRule = (value: unknown) =>
  /^[1-9]\d{0,14}$/.test(String(value ?? '')) ? undefined : 'engagement:points.pointsInvalid';
const validate = validateRules({ points: pointsRule, paymentPassword: required });

/** Points to wallet money at the brand's ratio (points per one currency unit). */
export function Convert({
  ratio,
  minConvert,
  onChanged,
}: {
  ratio: number;
  minConvert: number;
  onChanged: () => void;
}) {
  const { t } = useTranslation('engagement');
  const action = usePointAction(
    async (input: { points: number; paymentPassword: string }, idempotencyKey) => {
      const changed = await platform.call('convertPoint', { ...input, idempotencyKey });
      if (changed.sumBalance !== undefined) setBalance(changed.sumBalance);
    },
  );
  return (
    <FormShell<Values>
      label={t('points.convertTitle')}
      className={panel.stack}
      validate={validate}
      errorTiming="submitted"
      isSubmitFullWidth={false}
      submitLabel={t('points.convert')}
      footer={<Outcome state={action.state} />}
      onSubmit={async (values, form) => {
        const points = Number(values.points);
        const done = await action.run(
          { points, paymentPassword: values.paymentPassword ?? '' },
          t('points.converted', { amount: formatMoney(Math.floor((points * 100) / ratio)) }),
        );
        onChanged();
        if (done) {
          form.change('points', undefined);
          form.change('paymentPassword', undefined);
        }
      }}
    >
      <p className={panel.muted}>{t('points.ratio', { ratio, min: minConvert })}</p>
      <FormTextField name="points" label={t('points.pointsToConvert')} inputMode="numeric" isRequired />
      <FormTextField
        name="paymentPassword"
        type="password"
        label={t('points.paymentPassword')}
        inputMode="numeric"
        autoComplete="off"
        isRequired
      />
    </FormShell>
  );
}
