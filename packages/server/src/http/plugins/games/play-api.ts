import { type Endpoint, endpoints } from '@playsite/api/contract';
import type { FastifyInstance } from 'fastify';
import { validate } from 'superstruct';
import type { Context } from '../../../context.ts';
import { freeSpinsLeft, playFreeSpin } from '../../../domain/engagement/free-spins.ts';
import { dealDueRounds, placeBaccaratBet, storedHands } from '../../../domain/games/baccarat-play.ts';
import { type GameIndex, sharedGames } from '../../../domain/games/catalogue.ts';
import { fishStakes } from '../../../domain/games/fish-play.ts';
import {
  latestDraws,
  lotteryOf,
  placeLotteryBet,
  storeDueDraws,
} from '../../../domain/games/lottery-play.ts';
import { type Player, playerOf } from '../../../domain/games/play.ts';
import { seatOf } from '../../../domain/games/pvp-play.ts';
import { type Round, recentRoundsOf, toPlayRound } from '../../../domain/games/rounds.ts';
import { playSlot, slotStakes } from '../../../domain/games/slot-play.ts';
import { accountBalance, merchantCurrency } from '../../../domain/games/wallets.ts';
import { baccaratRoundAt, baccaratTiming } from '../../../games/baccarat.ts';
import {
  type ElottBetTypeCode,
  elottBetTypes,
  elottBetTypeView,
  elottRtp,
  elottStyleOf,
} from '../../../games/elott.ts';
import { fishMath } from '../../../games/fish.ts';
import {
  isOpenForBets,
  type LotteryStyle,
  lotteryBetRtp,
  lotteryBetTypes,
  nextDraw,
} from '../../../games/lottery.ts';
import { pvpRules, roomStakes } from '../../../games/pvp.ts';
import { slotMath, slotPaylines, slotPaytable } from '../../../games/slot.ts';
import { okBody } from '../../envelope.ts';
import type { DomainPlugin } from '../../plugin.ts';
import { parseInput } from '../../route.ts';

/** Like `serve`, for the game pages: the ticket (not the Merchant header) names brand and player. */
export function servePlay<Req, Res>(
  app: FastifyInstance,
  ctx: Context,
  endpoint: Endpoint<Req, Res>,
  handler: (input: Req) => Promise<Res>,
) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      const raw = endpoint.method === 'GET' ? request.query : request.body;
      const input = parseInput(endpoint.request, raw, endpoint.method === 'GET' || raw != null);
      const value = await handler(input);
      if (!ctx.config.production) {
        const [error] = validate(value, endpoint.response);
        if (error) throw new Error(`Response of ${endpoint.path} breaks the contract: ${error.message}`);
      }
      return reply.header('Cache-Control', 'no-store').send(okBody(value));
    },
  });
}

const tableStakes = [100n, 500n, 1_000n, 5_000n, 10_000n, 50_000n];

export async function balanceOf(ctx: Context, player: Player) {
  return Number(await accountBalance(ctx.db, player.ticket.merchant, player.wallet));
}

export async function roundsOf(ctx: Context, player: Player) {
  const rounds = await recentRoundsOf(ctx.db, player.ticket.memberId, player.game.nodeId, player.ticket.mode);
  return rounds.map(toPlayRound);
}

export async function betAnswer(ctx: Context, player: Player, round: Round) {
  return { round: toPlayRound(round), balance: await balanceOf(ctx, player) };
}

/** Computed once: the exact RTP enumerates every line combination. */
let slotRtp: number | undefined;

function stakesOf(kind: Player['game']['demo']) {
  if (kind === 'slot') return slotStakes;
  return kind === 'fish' ? fishStakes : tableStakes;
}

function rulesOf(player: Player) {
  if (player.game.demo === 'pvp') return pvpRules();
  if (player.game.demo === 'fish') return fishMath();
  if (player.game.demo === 'slot') {
    slotRtp ??= slotMath().rtp;
    return { lines: slotPaylines.length, paytable: slotPaytable, rtp: slotRtp };
  }
  if (player.game.demo === 'baccarat') {
    return {
      ...baccaratTiming,
      payouts: { PLAYER: '1:1', BANKER: '0.95:1', TIE: '8:1', PLAYER_PAIR: '11:1', BANKER_PAIR: '11:1' },
    };
  }
  const game = lotteryOf(player.game.gameCode);
  return { style: game.style, intervalSeconds: game.intervalSeconds };
}

/** The bet types a lottery's page offers: digits to pick (VN, SEA), or choices with their odds (e-lottery). */
export function lotteryBetTypesOf(style: LotteryStyle) {
  const numbers = Object.entries(lotteryBetTypes)
    .filter(([, type]) => type.style === style)
    .map(([code, type]) => ({
      code,
      digits: type.digits,
      rtp: lotteryBetRtp(code as keyof typeof lotteryBetTypes),
    }));
  const elott = (Object.keys(elottBetTypes) as ElottBetTypeCode[])
    .filter((code) => elottStyleOf(code) === style)
    .map((code) => ({ code, digits: 0, rtp: elottRtp(code), ...elottBetTypeView(code) }));
  return [...numbers, ...elott];
}

/** JSON calls of the demo game pages: session, slot spin, baccarat and lottery state and bets. */
export const playApiPlugin: DomainPlugin = async (app, { ctx }) => {
  const games: GameIndex = sharedGames();

  servePlay(app, ctx, endpoints.playSession, async ({ ticket }) => {
    const player = await playerOf(ctx, games, ticket, undefined);
    const { currency, currency_symbol } = await merchantCurrency(ctx.db, player.ticket.merchant);
    const { game } = player;
    return {
      kind: game.demo ?? 'slot',
      accountType: player.ticket.mode === 'real' ? 1 : 0,
      game: {
        nodeId: game.nodeId,
        gameCode: game.gameCode,
        gameName: game.gameName,
        vassalage: game.vassalage,
      },
      balance: await balanceOf(ctx, player),
      currency,
      currencySymbol: currency_symbol,
      stakes:
        game.demo === 'pvp' ? roomStakes(await seatOf(ctx, games, ticket)) : stakesOf(game.demo).map(Number),
      rounds: await roundsOf(ctx, player),
      rules: rulesOf(player),
      ...(game.demo === 'slot' && player.ticket.mode === 'real'
        ? { freeSpins: await freeSpinsLeft(ctx.db, player.ticket.merchant, player.ticket.memberId) }
        : {}),
    };
  });

  servePlay(app, ctx, endpoints.playSlotSpin, async (input) => {
    const player = await playerOf(ctx, games, input.ticket, 'slot');
    const round = await playSlot(ctx, player, { stake: BigInt(input.stake), requestId: input.requestId });
    return betAnswer(ctx, player, round);
  });

  servePlay(app, ctx, endpoints.playSlotFreeSpin, async (input) => {
    const player = await playerOf(ctx, games, input.ticket, 'slot');
    const { round, freeSpins } = await playFreeSpin(ctx, player, { requestId: input.requestId });
    return { round, balance: await balanceOf(ctx, player), freeSpins };
  });

  servePlay(app, ctx, endpoints.playBaccaratState, async ({ ticket }) => {
    const player = await playerOf(ctx, games, ticket, 'baccarat');
    const table = player.game.gameCode;
    await dealDueRounds(ctx, table);
    const now = ctx.clock.now();
    const round = baccaratRoundAt(table, now);
    const hands = await storedHands(ctx.db, table, 12);
    return {
      now,
      round: {
        tableRoundId: round.roundId,
        phase: round.phase,
        bettingClosesAt: round.bettingClosesAt,
        settlesAt: round.settlesAt,
      },
      // The running round's cards show only once it settles.
      results: hands
        .filter((stored) => stored.tableRoundId !== round.roundId)
        .slice(0, 10)
        .map(({ tableRoundId, hand }) => ({
          tableRoundId,
          player: hand.player,
          banker: hand.banker,
          playerTotal: hand.playerTotal,
          bankerTotal: hand.bankerTotal,
          winner: hand.winner,
        })),
      balance: await balanceOf(ctx, player),
      rounds: await roundsOf(ctx, player),
    };
  });

  servePlay(app, ctx, endpoints.playBaccaratBet, async (input) => {
    const player = await playerOf(ctx, games, input.ticket, 'baccarat');
    const round = await placeBaccaratBet(ctx, player, { ...input, stake: BigInt(input.stake) });
    return betAnswer(ctx, player, round);
  });

  servePlay(app, ctx, endpoints.playLotteryState, async ({ ticket }) => {
    const player = await playerOf(ctx, games, ticket, 'lottery');
    const game = lotteryOf(player.game.gameCode);
    await storeDueDraws(ctx);
    const now = ctx.clock.now();
    const next = nextDraw(game, now);
    const draws = await latestDraws(ctx.db, { gameCode: game.gameCode }, 10);
    return {
      now,
      style: game.style,
      next: { ...next, open: isOpenForBets(game, next.numero, now) },
      betTypes: lotteryBetTypesOf(game.style),
      draws: draws.map(({ numero, drawTime, prizes }) => ({ numero, drawTime, prizes })),
      balance: await balanceOf(ctx, player),
      rounds: await roundsOf(ctx, player),
    };
  });

  servePlay(app, ctx, endpoints.playLotteryBet, async (input) => {
    const player = await playerOf(ctx, games, input.ticket, 'lottery');
    const round = await placeLotteryBet(ctx, player, { ...input, stake: BigInt(input.stake) });
    return betAnswer(ctx, player, round);
  });
};
