import { DataTable, Meter, Stat, StatGroup } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { formatMoney, Money } from '../../../common/panel/Money.tsx';
import * as styles from '../../../common/panel/panel.css.ts';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';

/** My VIP rank: the label, VIP status (rank above 4), progress to the next level and every level. */
export default function PlayerRank() {
  const { t } = useTranslation('wallet');
  const rank = useCallQuery('playerRank');
  return (
    <Loaded state={rank}>
      {(value) => (
        <div className={styles.stack}>
          <StatGroup label={t('rank.summary')}>
            <Stat
              label={t('rank.current')}
              value={value.labelName}
              note={t(value.isVip ? 'rank.vip' : 'rank.notVip')}
            />
            <Stat label={t('rank.validBet')} value={<Money minor={value.validBet} />} />
            <Stat label={t('rank.support')} value={t(`rank.channel.${value.supportChannel}`)} />
          </StatGroup>
          {value.nextLevel ? (
            <Meter
              label={t('rank.next', { label: value.nextLevel.labelName })}
              value={value.validBet}
              maxValue={value.nextLevel.requiredBet}
              valueLabel={`${formatMoney(Math.min(value.validBet, value.nextLevel.requiredBet))} / ${formatMoney(value.nextLevel.requiredBet)}`}
            />
          ) : (
            <p className={styles.muted}>{t('rank.top')}</p>
          )}
          <DataTable
            caption={t('rank.levels')}
            showCaption
            rows={value.levels}
            rowKey={(row) => String(row.rankLevel)}
            columns={[
              { id: 'level', header: t('rank.level'), align: 'end', cell: (row) => row.rankLevel },
              {
                id: 'label',
                header: t('rank.label'),
                cell: (row) =>
                  row.rankLevel === value.rankLevel ? <strong>{row.labelName}</strong> : row.labelName,
              },
              {
                id: 'required',
                header: t('rank.required'),
                align: 'end',
                cell: (row) => <Money minor={row.requiredBet} />,
              },
              { id: 'benefits', header: t('rank.benefits'), cell: (row) => row.benefits.join(', ') },
            ]}
          />
        </div>
      )}
    </Loaded>
  );
}
