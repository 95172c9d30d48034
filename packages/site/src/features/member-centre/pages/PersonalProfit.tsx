import { BarChart, Stat, StatGroup } from '@playsite/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateRange, type RangeDays } from '../../../common/panel/dates.ts';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { formatMoney, Money } from '../../../common/panel/Money.tsx';
import { MoneyChange } from '../../../common/panel/MoneyChange.tsx';
import * as styles from '../../../common/panel/panel.css.ts';
import { RangeSelect } from '../../../common/panel/RangeSelect.tsx';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';

const figures = ['profit', 'bet', 'payout', 'bonus', 'rebate', 'deposit', 'withdrawal'] as const;

/** Personal profit and loss: totals for the range and the daily profit as a bar chart. */
export default function PersonalProfit() {
  const { t } = useTranslation('wallet');
  const [days, setDays] = useState<RangeDays>(7);
  const profit = useCallQuery('personalProfit', dateRange(days));

  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <RangeSelect value={days} onChange={setDays} />
      </div>
      <Loaded state={profit}>
        {(value) => (
          <>
            <StatGroup label={t('profit.totals')}>
              {figures.map((figure) => (
                <Stat
                  key={figure}
                  label={t(`profit.${figure}`)}
                  value={
                    figure === 'profit' ? (
                      <MoneyChange minor={value.totals.profit} />
                    ) : (
                      <Money minor={value.totals[figure]} />
                    )
                  }
                />
              ))}
            </StatGroup>
            <BarChart
              label={t('profit.chart')}
              labelHeader={t('profit.day')}
              valueHeader={t('profit.profit')}
              formatValue={formatMoney}
              data={value.days.map((day) => ({ label: day.date.slice(5), value: day.profit }))}
            />
            <p className={styles.muted}>{t('profit.formula')}</p>
          </>
        )}
      </Loaded>
    </div>
  );
}
