import type { VipStatus } from '@playsite/api';
import { Button, Meter } from '@playsite/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshBalance } from '../../../common/account/member.ts';
import { platform } from '../../../common/api/platform.ts';
import { errorText } from '../../../common/panel/errorText.ts';
import { formatMoney } from '../../../common/panel/Money.tsx';
import * as panel from '../../../common/panel/panel.css.ts';

type Member = NonNullable<VipStatus['member']>;

/** Money toward a level's requirement, as a meter with both figures. */
function Progress({ label, done, required }: { label: string; done: number; required: number }) {
  return (
    <Meter
      label={label}
      value={done}
      maxValue={required}
      valueLabel={`${formatMoney(Math.min(done, required))} / ${formatMoney(required)}`}
    />
  );
}

/** The member's level, totals and progress toward the next level, and the bonuses to collect. */
export function MyLevel({
  status,
  onChanged,
}: {
  status: VipStatus & { member: Member };
  onChanged: () => void;
}) {
  const { t } = useTranslation('engagement');
  const { member, levels } = status;
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const held = levels.find((level) => level.level === member.level);
  const next = levels.find((level) => level.level === member.reachedLevel + 1);
  const collect = async () => {
    setPending(true);
    setOutcome(null);
    try {
      const paid = await platform.call('vipCollect', {});
      setOutcome({ ok: true, text: t('vip.collected', { amount: formatMoney(paid.paid) }) });
      void refreshBalance();
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error) });
    } finally {
      setPending(false);
      onChanged();
    }
  };
  return (
    <section className={panel.card} aria-labelledby="vip-mine" data-testid="vip-mine">
      <h2 id="vip-mine" className={panel.sectionTitle}>
        {t('vip.myLevel', { name: held?.name ?? member.level })}
      </h2>
      <p className={panel.muted}>
        {t('vip.totals', { deposits: formatMoney(member.deposits), bets: formatMoney(member.validBet) })}
      </p>
      {next ? (
        <div className={panel.stack}>
          <p>{t('vip.toNext', { name: next.name })}</p>
          <Progress label={t('vip.deposits')} done={member.deposits} required={next.requiredDeposit} />
          <Progress label={t('vip.turnover')} done={member.validBet} required={next.requiredBet} />
        </div>
      ) : (
        <p>{t('vip.top')}</p>
      )}
      {member.reachedLevel > member.level || member.claimable > 0 ? (
        <div className={panel.row}>
          <Button isPending={pending} pendingLabel={t('promotions.pending')} onPress={collect}>
            {member.claimable > 0
              ? t('vip.collect', { amount: formatMoney(member.claimable) })
              : t('vip.upgrade')}
          </Button>
        </div>
      ) : (
        <p className={panel.muted}>{member.monthlyPaid ? t('vip.monthlyPaid') : t('vip.nothingDue')}</p>
      )}
      <p role="status" className={outcome?.ok === false ? panel.negative : panel.positive}>
        {outcome?.text ?? ''}
      </p>
    </section>
  );
}
