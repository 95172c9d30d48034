import { isDeepStrictEqual } from 'node:util';
import type { Context } from '../../context.ts';
import { fail } from '../../errors.ts';
import type { CatalogueGame } from '../../games/catalogue.ts';
import { roundIdOf } from '../../games/settlement.ts';
import type { GameIndex } from './catalogue.ts';
import { findRound, type Round } from './rounds.ts';
import { type Ticket, useTicket } from './tickets.ts';
import { walletCode } from './wallets.ts';

/** A game page's player: the ticket's grant and its game. */
export interface Player {
  ticket: Ticket;
  game: CatalogueGame;
  wallet: string;
}

export async function playerOf(ctx: Context, games: GameIndex, ticket: string, kind: CatalogueGame['demo']) {
  const grant = await useTicket(ctx, ticket);
  const game = games.byNode.get(grant.nodeId);
  if (!game?.demo || (kind && game.demo !== kind)) return fail('gameTicketInvalid');
  return { ticket: grant, game, wallet: walletCode(grant.memberId, grant.mode) } satisfies Player;
}

/** Stake limits of the demo games, minor units. */
export const stakeLimits = { min: 100n, max: 1_000_000n } as const;

export function checkStake(stake: bigint, unit = 1n) {
  if (stake < stakeLimits.min || stake > stakeLimits.max || stake % unit !== 0n) fail('gameStakeInvalid');
}

/** A new round of a player's bet, not yet stored. */
export function newRound(
  ctx: Context,
  player: Player,
  bet: {
    requestId: string;
    scope?: string;
    stake: bigint;
    detail: Record<string, unknown>;
    settlesAt?: number;
  },
): Round {
  const now = ctx.clock.now();
  const { game, ticket } = player;
  return {
    roundId:
      roundIdOf(ticket.memberId, game.nodeId, bet.requestId, bet.scope ?? '') +
      (ticket.mode === 'demo' ? ':demo' : ''),
    merchant: ticket.merchant,
    memberId: ticket.memberId,
    mode: ticket.mode,
    wallet: player.wallet,
    kind: game.demo ?? 'slot',
    nodeId: game.nodeId,
    gameCode: game.gameCode,
    vassalage: game.vassalage,
    gameType: game.gameType,
    scope: bet.scope ?? '',
    bet: bet.detail,
    stake: bet.stake,
    win: 0n,
    balanceBefore: null,
    balanceAfter: null,
    outcome: null,
    status: 'open',
    placedAt: now,
    settlesAt: bet.settlesAt ?? now,
    settledAt: null,
  };
}

/**
 * The stored round of a retried request, or undefined for a new one. The same request id with
 * another stake or bet is refused: a retry never places a different bet.
 */
export async function retriedRound(ctx: Context, round: Round): Promise<Round | undefined> {
  const stored = await findRound(ctx.db, round.roundId);
  if (!stored) return undefined;
  // Compared as values: the database's JSON keeps no key order, so a text comparison refused retries.
  if (stored.stake !== round.stake || !isDeepStrictEqual(stored.bet, round.bet)) fail('idempotencyConflict');
  return stored;
}
