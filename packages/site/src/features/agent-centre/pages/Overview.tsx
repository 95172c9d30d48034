import { BarChart, Stat, StatGroup } from '@playsite/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateRange, type RangeDays } from '../../../common/panel/dates.ts';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { formatCount, formatMoney, Money } from '../../../common/panel/Money.tsx';
import * as styles from '../../../common/panel/panel.css.ts';
import { RangeSelect } from '../../../common/panel/RangeSelect.tsx';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';

const moneyFigures = ['deposits', 'withdrawals', 'validBet', 'profitLoss'] as const;
const countFigures = ['teamSize', 'directMembers', 'newMembers', 'activeMembers'] as const;
const incomeFigures = ['today', 'week', 'month'] as const;

/** The team at a glance over a range, the agent's income, and the daily valid bet as a chart. */
export default function Overview() {
  const { t } = useTranslation('agent');
  const [days, setDays] = useState<RangeDays>(7);
  const overview = useCallQuery('agentOverview', dateRange(days));
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <RangeSelect value={days} onChange={setDays} />
      </div>
      <Loaded state={overview}>
        {(value) => (
          <>
            <StatGroup label={t('overview.team')}>
              {countFigures.map((figure) => (
                <Stat key={figure} label={t(`overview.${figure}`)} value={formatCount(value[figure])} />
              ))}
              {moneyFigures.map((figure) => (
                <Stat
                  key={figure}
                  label={t(`overview.${figure}`)}
                  value={<Money minor={value[figure]} signed={figure === 'profitLoss'} />}
                />
              ))}
            </StatGroup>
            <StatGroup label={t('overview.income')}>
              {incomeFigures.map((figure) => (
                <Stat
                  key={figure}
                  label={t(`overview.income_${figure}`)}
                  value={<Money minor={value.income[figure]} />}
                />
              ))}
            </StatGroup>
            <BarChart
              label={t('overview.chart')}
              labelHeader={t('table.day')}
              valueHeader={t('overview.validBet')}
              formatValue={formatMoney}
              data={value.days.map((day) => ({ label: day.date.slice(5), value: day.validBet }))}
            />
          </>
        )}
      </Loaded>
    </div>
  );
}
