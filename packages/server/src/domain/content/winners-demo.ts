import type { Context } from '../../context.ts';
import type { CatalogueGame, GameType } from '../../games/catalogue.ts';

import { hashPassword } from '../../security/password.ts';
import { newToken } from '../../security/tokens.ts';
import { sharedGames } from '../games/catalogue.ts';
import { playInstantRound } from '../games/instant-play.ts';
import { walletCode } from '../games/wallets.ts';
import { creditWallet, openWallet } from '../ledger.ts';
import { insertMember } from '../members.ts';

/**
 * The demo brand's betting history, so a fresh start's winner lists are never empty: a few
 * players (who can not log in: their passwords are random and thrown away) credited through the
 * ledger and playing real-money rounds in each category, settled like any instant round (stake
 * and win posted in one transfer). Their wins feed GCSGAME_getRankList as any player's do.
 */
const players = ['lucky8star', 'goldfin22', 'acehigh77', 'tigerwin9', 'moonriver5', 'jadefox31'] as const;
const categories: readonly GameType[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'ELOTT', 'LOTT', 'SPORTS', 'ESPORTS'];
/** Per category: stakes (minor units) and win multipliers (×10 = one-tenth steps), one round each. */
const rounds = [
  { stake: 2_000n, times: 185n },
  { stake: 5_000n, times: 42n },
  { stake: 1_000n, times: 960n },
  { stake: 10_000n, times: 27n },
] as const;
const minute = 60_000;

export async function seedDemoWinners(ctx: Context, merchant: string): Promise<void> {
  const ids: number[] = [];
  for (const username of players) {
    const id = await insertMember(ctx.db, {
      merchant,
      username,
      passwordHash: await hashPassword(newToken(), ctx.config.passwordCost),
      customerType: 3,
      now: ctx.clock.now(),
      ip: '127.0.0.1',
    });
    await openWallet(ctx.db, merchant, id);
    await creditWallet(ctx, merchant, id, 1_000_000n, `seed:history:${username}`, 'demo seed');
    ids.push(id);
  }
  const { catalogue } = sharedGames();
  const base = ctx.clock.now();
  let n = 0;
  for (const category of categories) {
    const games = catalogue.games.filter((game) => game.gameType === category).slice(0, rounds.length);
    for (const [index, game] of games.entries()) {
      const round = rounds[index % rounds.length];
      const memberId = ids[n % ids.length];
      if (!round || memberId === undefined) continue;
      n += 1;
      // Spread over the last two days, newest first.
      const at = base - n * 37 * minute;
      await playHistoryRound({ ...ctx, clock: { now: () => at } }, merchant, memberId, game, round, n);
    }
  }
}

function playHistoryRound(
  ctx: Context,
  merchant: string,
  memberId: number,
  game: CatalogueGame,
  round: { stake: bigint; times: bigint },
  n: number,
) {
  const player = {
    ticket: { merchant, memberId, customerType: 3, nodeId: game.nodeId, mode: 'real' as const },
    game: { ...game, demo: game.demo ?? 'slot' },
    wallet: walletCode(memberId, 'real'),
  };
  return playInstantRound(
    ctx,
    player,
    { requestId: `seed-history-${n}`, stake: round.stake, detail: { history: true } },
    () => ({ win: (round.stake * round.times) / 10n, outcome: { history: true } }),
  );
}
