import { Button, GameGrid, type GameGridItem, Link } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import * as styles from '../../common/layout/sections.css.ts';
import { formatMoney } from '../../common/panel/Money.tsx';
import { callQuery, useSiteQuery } from '../../common/query/query.ts';
import { useLaunch } from '../games/index.ts';
import { gameKey, hotGamesQuery, targetOf, tileLabels, tileOf } from '../lobby/index.ts';

const hotCount = 12;
const noVendors = new Map();

// Each section's call is silent: while it loads or when it fails the section shows nothing.

function HotGames() {
  const { t } = useTranslation('games');
  const { launch } = useLaunch();
  const { data = [], isPending: loading } = useSiteQuery(hotGamesQuery());
  const games = data.slice(0, hotCount);
  const byId = new Map(games.map((g) => [gameKey(g), g] as const));
  const play = (tile: GameGridItem, freePlay: boolean) => {
    const game = byId.get(tile.id);
    if (game) launch(targetOf(game, undefined, freePlay));
  };
  if (!loading && games.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-hot">
      <h2 id="home-hot" className={styles.sectionHeading}>
        {t('home.hotGames')}
      </h2>
      <GameGrid
        label={t('home.hotGames')}
        games={games.map((g) => tileOf(g, noVendors, false))}
        isLoading={loading}
        skeletonCount={6}
        isVirtualized={false}
        onPlay={(tile) => play(tile, false)}
        onFreeTrial={(tile) => play(tile, true)}
        tileLabels={tileLabels(t)}
        labels={{ loading: t('lobby.loading') }}
      />
    </section>
  );
}

function Winners() {
  const { t } = useTranslation('games');
  const { data: value = { list: [] } } = useSiteQuery(callQuery('rankList', { count: 10 }));
  if (value.list.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-winners">
      <h2 id="home-winners" className={styles.sectionHeading}>
        {t('home.winners')}
      </h2>
      <ol className={styles.list}>
        {value.list.map((winner, index) => (
          <li key={index} className={styles.card}>
            <p className={styles.cardTitle}>{formatMoney(winner.winAmount)}</p>
            <p className={styles.muted}>
              {t('home.winner', { name: winner.customerName, game: winner.gameName })}
            </p>
          </li>
        ))}
      </ol>
      <p>
        <Link href="/winners">{t('home.allWinners')}</Link>
      </p>
    </section>
  );
}

function PopularLottery() {
  const { t } = useTranslation('games');
  const { launch } = useLaunch();
  const { data: value = [] } = useSiteQuery(callQuery('popularLottery', { count: 20 }));
  if (value.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-lottery">
      <h2 id="home-lottery" className={styles.sectionHeading}>
        {t('home.popularLottery')}
      </h2>
      <ul className={styles.list}>
        {value.map((game) => (
          <li key={game.gameCode} className={styles.card}>
            <p className={styles.cardTitle}>{game.gameName}</p>
            <Button
              size="sm"
              variant="outline"
              aria-label={t('lottery.open', { name: game.gameName })}
              onPress={() =>
                launch({
                  code: game.gameCode,
                  title: game.gameName,
                  gameType: 'LOTT',
                  isGame: true,
                  vendor: '',
                })
              }
            >
              {t('lottery.play')}
            </Button>
          </li>
        ))}
      </ul>
      <p>
        <Link href="/lottery">{t('home.allLottery')}</Link>
      </p>
    </section>
  );
}

/** Home page sections below the banners: hot games, winner board and popular lottery. */
export default function HomeSections() {
  return (
    <>
      <HotGames />
      <Winners />
      <PopularLottery />
    </>
  );
}
