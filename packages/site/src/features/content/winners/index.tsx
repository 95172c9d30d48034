import { gameTypes } from '@playsite/api';
import { FilterChips, Stack } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '../../../common/page/index.ts';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { formatMoney } from '../../../common/panel/Money.tsx';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';
import * as styles from './winners.css.ts';

/** Categories the board can be filtered by: every game category of the catalogue. */
const categories = gameTypes.filter((type) => type !== 'COCKFIGHT');
const boardSize = 20;

/**
 * /winners (docs/product.md § Help, download and join-us): the biggest real-money wins of settled
 * rounds (GCSGAME_getRankList), names masked, for all games or one category (`?category=`).
 */
export function Component() {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  const [params, setParams] = useSearchParams();
  const category = (categories as readonly string[]).includes(params.get('category') ?? '')
    ? (params.get('category') as (typeof categories)[number])
    : undefined;
  const board = useCallQuery('rankList', { count: boardSize, ...(category ? { gameType: category } : {}) });
  return (
    <PageShell page="winners">
      <Stack gap="5">
        <p className={styles.intro}>{t('winners.intro')}</p>
        <FilterChips
          label={t('winners.category')}
          chips={[
            { id: 'all', label: t('winners.all') },
            ...categories.map((id) => ({ id, label: tc(`nav.${id}`) })),
          ]}
          selectedId={category ?? 'all'}
          onChange={(id) => setParams(id === 'all' ? {} : { category: id }, { replace: true })}
        />
        <Loaded
          state={board}
          isEmpty={(value) => value.list.length === 0}
          emptyTitle={t('winners.empty')}
          emptyText={t('winners.emptyText')}
        >
          {(value) => (
            <ol className={styles.board} aria-label={t('winners.board')}>
              {value.list.map((winner, index) => (
                <li key={`${winner.customerName}-${winner.nodeId ?? index}-${index}`} className={styles.row}>
                  <span className={styles.rank} aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className={styles.who}>
                    <strong>{winner.customerName}</strong>
                    <span className={styles.game}>
                      {winner.gameName}
                      {winner.gameType
                        ? ` · ${tc(`nav.${winner.gameType}`, { defaultValue: winner.gameType })}`
                        : ''}
                    </span>
                  </span>
                  <span className={styles.amount}>{formatMoney(winner.winAmount)}</span>
                </li>
              ))}
            </ol>
          )}
        </Loaded>
      </Stack>
    </PageShell>
  );
}
