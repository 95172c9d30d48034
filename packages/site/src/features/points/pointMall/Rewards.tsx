import type { PointReward } from '@playsite/api';
import { FormShell, FormTextField, validateRules } from '@playsite/forms';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../common/api/platform.ts';
import { required } from '../../../common/panel/formRules.ts';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { formatMoney } from '../../../common/panel/Money.tsx';
import * as panel from '../../../common/panel/panel.css.ts';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';
import { Outcome } from './Outcome.tsx';
import * as styles from './pointMall.css.ts';
import { usePointAction } from './usePointAction.ts';

type Values = Record<string, string | undefined>;

const quantityRule = (value: unknown) =>
  /^[1-9]\d{0,2}$/.test(String(value ?? '')) ? undefined : 'engagement:points.quantityInvalid';
const validate = validateRules({ quantity: quantityRule, paymentPassword: required });

/** The points mall's rewards: cost, stock and the member's limit, each with its redeem form. */
export function Rewards({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('engagement');
  const rewards = useCallQuery('pointRewards', { pageSize: 50 });
  return (
    <Loaded state={rewards} isEmpty={(value) => value.list.length === 0} emptyTitle={t('points.noRewards')}>
      {(value) => (
        <ul className={panel.cards}>
          {value.list.map((reward) => (
            <RewardCard
              key={String(reward.rewardId)}
              reward={reward}
              onChanged={() => {
                rewards.reload();
                onChanged();
              }}
            />
          ))}
        </ul>
      )}
    </Loaded>
  );
}

function RewardCard({ reward, onChanged }: { reward: PointReward; onChanged: () => void }) {
  const { t } = useTranslation('engagement');
  const action = usePointAction((input: { quantity: number; paymentPassword: string }, idempotencyKey) =>
    platform.call('redeemPointReward', { rewardId: String(reward.rewardId), ...input, idempotencyKey }),
  );
  const soldOut = reward.availableQuantity <= 0;
  const limitReached =
    reward.memberLimit !== null &&
    reward.memberLimit !== undefined &&
    (reward.memberRedeemed ?? 0) >= reward.memberLimit;
  const titleId = `reward-${reward.rewardId}`;
  return (
    <li className={panel.card} aria-labelledby={titleId}>
      {reward.image ? (
        <img className={styles.image} src={reward.image} alt="" width={300} height={100} />
      ) : null}
      <h2 id={titleId} className={panel.sectionTitle}>
        {reward.name}
      </h2>
      <p className={panel.cardValue}>{t('points.cost', { points: reward.points })}</p>
      {reward.kind === 'bonus' && reward.bonusAmount ? (
        <p className={panel.muted}>{t('points.bonus', { amount: formatMoney(reward.bonusAmount) })}</p>
      ) : null}
      <p className={panel.muted}>
        {t('points.stock', { count: reward.availableQuantity })}
        {reward.memberLimit
          ? ` · ${t('points.limit', { used: reward.memberRedeemed ?? 0, limit: reward.memberLimit })}`
          : ''}
      </p>
      {soldOut || limitReached ? (
        <p className={panel.muted}>{soldOut ? t('points.soldOut') : t('points.limitReached')}</p>
      ) : (
        <FormShell<Values>
          label={t('points.redeemLabel', { name: reward.name })}
          className={panel.stack}
          validate={validate}
          errorTiming="submitted"
          isSubmitFullWidth={false}
          submitLabel={t('points.redeem')}
          initialValues={{ quantity: '1' }}
          footer={<Outcome state={action.state} />}
          onSubmit={async (values, form) => {
            const done = await action.run(
              { quantity: Number(values.quantity), paymentPassword: values.paymentPassword ?? '' },
              t('points.redeemed'),
            );
            onChanged();
            if (done) form.change('paymentPassword', undefined);
          }}
        >
          <FormTextField name="quantity" label={t('points.quantity')} inputMode="numeric" isRequired />
          <FormTextField
            name="paymentPassword"
            type="password"
            label={t('points.paymentPassword')}
            inputMode="numeric"
            autoComplete="off"
            isRequired
          />
        </FormShell>
      )}
    </li>
  );
}
