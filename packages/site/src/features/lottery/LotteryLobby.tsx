import {
  isPlatformError,
  type LottoGame,
  type LottoMenu,
  type Product,
  type LottoDraw as WireLottoDraw,
} from '@playsite/api';
import { Button, EmptyState, Skeleton } from '@playsite/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { platform } from '../../common/api/platform.ts';
import { currentLanguage, platformLanguage } from '../../common/i18n/index.ts';
import * as styles from '../../common/layout/sections.css.ts';
import { errorText } from '../../common/panel/errorText.ts';
import { formatTime } from '../../common/panel/Money.tsx';
import { callQuery, useSiteQuery } from '../../common/query/query.ts';
import { requireRealAccount } from '../../common/router/guards.ts';
import { openModal } from '../../common/stores/modals.ts';
import { session } from '../../common/stores/session.ts';
import { GameFrameView, type LaunchedFrom, useBalanceOnReturn } from '../games/index.ts';

/** A draw as the client reads it (product words). */
type LottoDraw = Product<WireLottoDraw>;

/** Which lotteries a page shows: all (/lottery), the Vietnamese (/vnlottery) or the SEA ones (/seaLottery). */
export type LotteryKind = 'all' | 'VN' | 'SEA';

const isSea = (game: LottoGame) => (game.lottoArea ?? 'SEA') !== 'VN';

/** The SEA menus without their VN games, menus left empty dropped. */
function seaOnly(menus: LottoMenu): LottoMenu {
  return menus
    .map((menu) => ({ ...menu, games: menu.games.filter(isSea) }))
    .filter((menu) => menu.games.length > 0);
}

/** Every lottery once: the platform's menus, then the VN menus' games not already listed. */
function merged(all: LottoMenu, vn: LottoMenu): LottoMenu {
  const seen = new Set(all.flatMap((m) => m.games.map((g) => g.gameCode)));
  return [...all, ...vn.map((m) => ({ ...m, games: m.games.filter((g) => !seen.has(g.gameCode)) }))].filter(
    (m) => m.games.length > 0,
  );
}

/**
 * The page's menus and latest draws through the query layer: /lottery shows both menus (the VN
 * one may fail alone), /seaLottery the SEA games, /vnlottery the VN menu. Draws of the SEA
 * lotteries are a member's; guests see none.
 */
function useLotteryData(kind: LotteryKind) {
  const { token } = useSnapshot(session);
  const all = useSiteQuery({ ...callQuery('gameMenus'), enabled: kind !== 'VN' });
  const vn = useSiteQuery({ ...callQuery('vnGameMenu'), enabled: kind !== 'SEA' });
  const draws = useSiteQuery<LottoDraw[]>(
    kind === 'VN'
      ? callQuery('vnOpenedNumeros', { count: 100 })
      : { ...callQuery('openedNumero', { count: 100 }), enabled: Boolean(token) },
  );
  const menus =
    kind === 'VN'
      ? (vn.data ?? null)
      : kind === 'SEA'
        ? all.data && seaOnly(all.data)
        : all.data && (vn.data || vn.isError) && merged(all.data, vn.data ?? []);
  const failed = kind === 'VN' ? vn.isError : all.isError;
  const retry = () => void (kind === 'VN' ? vn.refetch() : all.refetch());
  return { menus: menus || null, draws: draws.data ?? [], failed, retry };
}

/** The launched lottery (LOTT launch mode), shown in the page. */
function LotteryPlay({ game, area }: { game: { gameCode: string; gameName: string }; area: string }) {
  const { t } = useTranslation('games');
  const { token, isTrial } = useSnapshot(session);
  const [url, setUrl] = useState<string | null>(null);
  /** The launch's failure: the server's refusal says why (a game under maintenance is no network fault). */
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useBalanceOnReturn();

  useEffect(() => {
    setUrl(null);
    setFailure(null);
    if (!token || isTrial) return;
    let current = true;
    platform
      .call('launchGame', {
        lottoArea: area,
        launchMode: 'LOTT',
        lottoGameCode: game.gameCode,
        lottoView: 'betting',
        device: 'web',
        backUrl: window.location.href,
        language: platformLanguage(currentLanguage()),
      })
      .then(
        (value) => current && setUrl(value.content.game_url),
        // The page says why, with a retry: no warning dialog repeating it on top.
        (error: unknown) => current && setFailure({ error }),
      );
    return () => {
      current = false;
    };
  }, [token, isTrial, game.gameCode, area, attempt]);

  if (!token) {
    return (
      <EmptyState
        title={t('lottery.loginTitle')}
        text={t('lottery.loginText')}
        action={<Button onPress={() => openModal('loginPopupModal')}>{t('lobby.login')}</Button>}
      />
    );
  }
  if (isTrial) {
    return (
      <EmptyState
        title={t('lottery.realAccountTitle')}
        text={t('lottery.realAccountText')}
        action={<Button onPress={() => requireRealAccount()}>{t('lottery.why')}</Button>}
      />
    );
  }
  if (failure) {
    return (
      <EmptyState
        title={t('lottery.openFailedTitle')}
        text={isPlatformError(failure.error) ? errorText(failure.error) : t('lobby.errorText')}
        action={<Button onPress={() => setAttempt((n) => n + 1)}>{t('lobby.retry')}</Button>}
      />
    );
  }
  if (!url) return <Skeleton shape="rect" height="24rem" />;
  return (
    <GameFrameView
      url={url}
      title={game.gameName}
      loadingLabel={t('frame.loading', { title: game.gameName })}
    />
  );
}

function DrawList({ draws, names }: { draws: LottoDraw[]; names: Map<string, string> }) {
  const { t } = useTranslation('games');
  const latest = [...draws].sort((a, b) => b.openTime - a.openTime).slice(0, 12);
  if (latest.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="lottery-results">
      <h2 id="lottery-results" className={styles.sectionHeading}>
        {t('lottery.results')}
      </h2>
      <ul className={styles.list}>
        {latest.map((draw) => (
          <li key={`${draw.gameCode}-${draw.drawNumber}`} className={styles.card}>
            <h3 className={styles.cardTitle}>{names.get(draw.gameCode) ?? draw.gameCode}</h3>
            <p className={styles.muted}>
              {t('lottery.draw', { drawNumber: draw.drawNumber })} · {formatTime(draw.openTime)}
            </p>
            <p className={`${styles.cardTitle} ${styles.numbers}`}>{draw.winningNumbers}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function GameCard({ game, onOpen }: { game: LottoGame; onOpen: () => void }) {
  const { t } = useTranslation('games');
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>{game.gameName}</h3>
      {game.interval ? (
        <p className={styles.muted}>
          {game.interval >= 86_400
            ? t('lottery.daily')
            : game.interval >= 60
              ? t('lottery.everyMinutes', { count: Math.round(game.interval / 60) })
              : t('lottery.everySeconds', { count: game.interval })}
        </p>
      ) : null}
      <Button size="sm" onPress={onOpen} aria-label={t('lottery.open', { name: game.gameName })}>
        {t('lottery.play')}
      </Button>
    </li>
  );
}

/**
 * A lottery page: with ?gameCode= the lottery itself (launched in LOTT mode, in the page);
 * otherwise its game menus and the latest results.
 */
export function LotteryLobby({ kind }: { kind: LotteryKind }) {
  const { t } = useTranslation('games');
  const [params, setParams] = useSearchParams();
  const gameCode = params.get('gameCode');
  const navigate = useNavigate();
  const state: Partial<LaunchedFrom> | null = useLocation().state;
  const launchedFrom =
    state?.title && state.returnTo?.startsWith('/') && !state.returnTo.startsWith('/lottery')
      ? { title: state.title, returnTo: state.returnTo }
      : null;
  const { menus, draws, failed, retry } = useLotteryData(kind);
  const games = (menus ?? []).flatMap((menu) => menu.games);
  const names = new Map(games.map((g) => [g.gameCode, g.gameName] as const));

  if (gameCode) {
    const game = games.find((g) => g.gameCode === gameCode);
    const area = game?.lottoArea ?? (kind === 'VN' || gameCode.startsWith('VN_') ? 'VN' : 'SEA');
    // A game opened from another lobby (an e-lottery game from /elott) has its name and way back.
    const from = launchedFrom;
    return (
      <div className={styles.lobby}>
        <div>
          <Button
            variant="outline"
            size="sm"
            onPress={() => (from ? navigate(from.returnTo) : setParams({}))}
          >
            {from ? t('frame.back') : t('lottery.allGames')}
          </Button>
        </div>
        <LotteryPlay game={{ gameCode, gameName: game?.gameName ?? from?.title ?? gameCode }} area={area} />
      </div>
    );
  }

  const open = (game: LottoGame) => setParams({ gameCode: game.gameCode });
  return (
    <div className={styles.lobby}>
      {failed ? (
        <EmptyState
          title={t('lottery.failedTitle')}
          text={t('lobby.errorText')}
          action={<Button onPress={retry}>{t('lobby.retry')}</Button>}
        />
      ) : menus === null ? (
        <div role="status" aria-label={t('lobby.loading')}>
          <Skeleton lines={6} />
        </div>
      ) : menus.length === 0 ? (
        <EmptyState title={t('lottery.emptyTitle')} text={t('lottery.emptyText')} />
      ) : (
        menus.map((menu) => (
          <section key={menu.menuCode} className={styles.section} aria-labelledby={`menu-${menu.menuCode}`}>
            <h2 id={`menu-${menu.menuCode}`} className={styles.sectionHeading}>
              {menu.menuName}
            </h2>
            <ul className={styles.list}>
              {menu.games.map((game) => (
                <GameCard key={game.gameCode} game={game} onOpen={() => open(game)} />
              ))}
            </ul>
          </section>
        ))
      )}
      <DrawList draws={draws} names={names} />
    </div>
  );
}
