import { DataTable, EmptyState } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { Money } from '../../../common/panel/Money.tsx';
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
          <ul className={styles.cards} aria-label={t('mission.missions')}>
            {value.missions.map((mission) => (
              <li key={String(mission.id)} className={styles.card}>
                <span className={styles.sectionTitle}>{mission.title}</span>
                <progress
                  max={mission.target}
                  value={Math.min(mission.progress, mission.target)}
                  aria-label={t('mission.progress', { title: mission.title })}
                />
                <span className={styles.muted}>
                  {`${mission.progress} / ${mission.target} · ${t(`mission.status.${mission.status}`, {
                    defaultValue: mission.status,
                  })}`}
                </span>
                {mission.reward !== undefined ? (
                  <span className={styles.cardLabel}>
                    {t('mission.reward')} <Money minor={mission.reward} />
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
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
