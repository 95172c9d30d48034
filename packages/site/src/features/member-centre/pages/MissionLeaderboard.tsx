import { DataTable, EmptyState, Meter, Stat, StatGroup } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { formatCount, formatMoney, Money } from '../../../common/panel/Money.tsx';
import * as styles from '../../../common/panel/panel.css.ts';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';

/** Mission activity: the member's missions with progress, and the leaderboard. */
export default function MissionLeaderboard() {
  const { t } = useTranslation('wallet');
  const summary = useCallQuery('missionSummary');
  const board = useCallQuery('missionLeaderboard');
  return (
    <div className={styles.stack}>
      <Loaded
        state={summary}
        isEmpty={(value) => value.missions.length === 0}
        emptyTitle={t('mission.emptyTitle')}
        emptyText={t('mission.emptyText')}
      >
        {(value) => (
          <StatGroup label={t('mission.missions')}>
            {value.missions.map((mission) => {
              const figure = (amount: number) =>
                mission.unit === 'money' ? formatMoney(amount) : formatCount(amount);
              const figures = `${figure(mission.progress)} / ${figure(mission.target)}`;
              return (
                <Stat
                  key={String(mission.id)}
                  label={mission.title}
                  value={figures}
                  note={t(`mission.status.${mission.status}`, { defaultValue: mission.status })}
                >
                  <Meter
                    label={t('mission.progress', { title: mission.title })}
                    value={mission.progress}
                    maxValue={mission.target}
                    valueLabel={figures}
                    isLabelHidden
                  />
                  {mission.reward !== undefined ? (
                    <span>
                      {t('mission.reward')} <Money minor={mission.reward} />
                    </span>
                  ) : null}
                </Stat>
              );
            })}
          </StatGroup>
        )}
      </Loaded>
      <Loaded state={board}>
        {(value) => (
          <DataTable
            caption={t('mission.leaderboard')}
            showCaption
            rows={value.list}
            rowKey={(row) => `${row.rank}-${row.customerName}`}
            empty={
              <EmptyState title={t('mission.boardEmptyTitle')} text={t('mission.boardEmptyText')} size="sm" />
            }
            columns={[
              { id: 'rank', header: t('mission.rank'), align: 'end', cell: (row) => row.rank },
              { id: 'name', header: t('mission.player'), cell: (row) => row.customerName },
              { id: 'score', header: t('mission.score'), align: 'end', cell: (row) => row.score },
            ]}
          />
        )}
      </Loaded>
    </div>
  );
}
