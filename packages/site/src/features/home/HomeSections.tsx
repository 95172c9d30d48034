import type { LottoGame, RankList } from '@playsite/api';
import { Button, GameGrid, type GameGridItem, Link } from '@playsite/ui';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../../shared/api/platform.ts';
import * as styles from '../../shared/layout/sections.css.ts';
import { formatMoney } from '../../shared/panel/Money.tsx';
import { useLaunch } from '../games/index.ts';
import { gameKey, hotGames, type LobbyGame, targetOf, tileLabels, tileOf } from '../lobby/index.ts';

const hotCount = 12;
const noVendors = new Map();

/** Resolves a silent call to its value, or to `fallback` when it fails (the section then hides). */
function useLoad<T>(load: () => Promise<T>, fallback: T): { value: T; loading: boolean } {
  const [state, setState] = useState({ value: fallback, loading: true });
  useEffect(() => {
    let current = true;
    // In a transition: a section arriving renders in slices that yield to the browser.
    const settle = (value: T) => current && startTransition(() => setState({ value, loading: false }));
    load().then(settle, () => settle(fallback));
    return () => {
      current = false;
    };
  }, []);
  return state;
}

function HotGames() {
  const { t } = useTranslation('games');
  const { launch } = useLaunch();
  const { value, loading } = useLoad<LobbyGame[]>(hotGames, []);
  const games = value.slice(0, hotCount);
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
  const { value } = useLoad<RankList>(() => platform.call('rankList', { count: 10 }), { list: [] });
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
    </section>
  );
}

function PopularLottery() {
  const { t } = useTranslation('games');
  const { launch } = useLaunch();
  const { value } = useLoad<LottoGame[]>(() => platform.call('popularLottery', { count: 20 }), []);
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
                  vassalage: '',
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
