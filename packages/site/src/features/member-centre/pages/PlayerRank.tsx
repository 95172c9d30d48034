import { DataTable } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { Money } from '../../../common/panel/Money.tsx';
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
          <ul className={styles.cards} aria-label={t('rank.summary')}>
            <li className={styles.card}>
              <span className={styles.cardLabel}>{t('rank.current')}</span>
              <span className={styles.cardValue}>{value.labelName}</span>
              <span className={styles.muted}>{t(value.isVip ? 'rank.vip' : 'rank.notVip')}</span>
            </li>
            <li className={styles.card}>
              <span className={styles.cardLabel}>{t('rank.validBet')}</span>
              <span className={styles.cardValue}>
                <Money minor={value.validBet} />
              </span>
            </li>
            <li className={styles.card}>
              <span className={styles.cardLabel}>{t('rank.support')}</span>
              <span className={styles.cardValue}>{t(`rank.channel.${value.supportChannel}`)}</span>
            </li>
          </ul>
          {value.nextLevel ? (
            <div className={styles.stack}>
              <p>{t('rank.next', { label: value.nextLevel.labelName })}</p>
              <progress
                max={value.nextLevel.requiredBet}
                value={Math.min(value.validBet, value.nextLevel.requiredBet)}
                aria-label={t('rank.next', { label: value.nextLevel.labelName })}
              />
            </div>
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
