import type { TransferRequest } from '../domain/ledger.ts';
import type { CatalogueGame } from './catalogue.ts';

/**
 * Round settlement as plans for the double-entry ledger (`postTransfer`). Nothing here touches a
 * database: the route computes the outcome, stores the round, then posts these transfers.
 * See README.md in this folder for the order of operations and the idempotency rules.
 */

/** The house side of game transfers (system accounts, may go negative). Free play uses its own. */
export const gameHouseAccounts = {
  real: 'system:games-house',
  demo: 'system:games-demo',
} as const;

export type PlayMode = keyof typeof gameHouseAccounts;

export interface RoundBet {
  /** Unique per bet; every transfer key of the round derives from it. See `roundIdOf`. */
  roundId: string;
  merchant: string;
  memberId: number;
  /** Ledger code of the wallet that pays the stake, e.g. member:12:0. */
  wallet: string;
  mode: PlayMode;
  game: Pick<CatalogueGame, 'nodeId' | 'gameCode' | 'vassalage' | 'gameType'>;
  /** Minor units, positive. */
  stake: bigint;
  /** Epoch ms. */
  placedAt: number;
}

/**
 * Round id from the player's request id (a UUID the client sends once per bet and repeats on a
 * retry). Server-run rounds (baccarat, lottery) put their table round or draw numero in `scope`.
 */
export function roundIdOf(memberId: number, nodeId: string, requestId: string, scope = ''): string {
  if (!/^[\w-]{8,64}$/.test(requestId))
    throw new RangeError('Request id must be 8–64 letters, digits, - or _');
  return ['game', memberId, nodeId, scope, requestId].filter((part) => part !== '').join(':');
}

function checkBet(bet: RoundBet) {
  if (bet.stake <= 0n) throw new RangeError('Stake must be positive');
}

const memo = (bet: RoundBet, what: string) =>
  `${what} ${bet.game.vassalage}/${bet.game.gameCode} round ${bet.roundId}`;

/** Stake leaves the wallet for the house when a bet is placed on a round settled later. */
export function planBet(bet: RoundBet): TransferRequest {
  checkBet(bet);
  return {
    merchant: bet.merchant,
    idempotencyKey: `${bet.roundId}:bet`,
    kind: 'game.bet',
    memo: memo(bet, 'bet'),
    postings: [
      { account: bet.wallet, amount: -bet.stake },
      { account: gameHouseAccounts[bet.mode], amount: bet.stake },
    ],
  };
}

/** The win (gross, stake included) goes from the house to the wallet; nothing to post for 0. */
export function planWin(bet: RoundBet, win: bigint): TransferRequest | null {
  checkBet(bet);
  if (win < 0n) throw new RangeError('Win cannot be negative');
  if (win === 0n) return null;
  return {
    merchant: bet.merchant,
    idempotencyKey: `${bet.roundId}:win`,
    kind: 'game.win',
    memo: memo(bet, 'win'),
    postings: [
      { account: gameHouseAccounts[bet.mode], amount: -win },
      { account: bet.wallet, amount: win },
    ],
  };
}

/** Returns the stake of a round that can no longer be settled. */
export function planRefund(bet: RoundBet): TransferRequest {
  checkBet(bet);
  return {
    merchant: bet.merchant,
    idempotencyKey: `${bet.roundId}:refund`,
    kind: 'game.refund',
    memo: memo(bet, 'refund'),
    postings: [
      { account: gameHouseAccounts[bet.mode], amount: -bet.stake },
      { account: bet.wallet, amount: bet.stake },
    ],
  };
}

/**
 * An instant round (the slot): stake and win in one atomic transfer, so a crash can never leave a
 * debited stake without its win. Postings are applied in order: the stake first, so a wallet
 * that cannot cover the stake fails the whole transfer.
 */
export function planInstantRound(bet: RoundBet, win: bigint): TransferRequest {
  checkBet(bet);
  if (win < 0n) throw new RangeError('Win cannot be negative');
  const house = gameHouseAccounts[bet.mode];
  const postings = [
    { account: bet.wallet, amount: -bet.stake },
    { account: house, amount: bet.stake },
  ];
  if (win > 0n) postings.push({ account: house, amount: -win }, { account: bet.wallet, amount: win });
  return {
    merchant: bet.merchant,
    idempotencyKey: bet.roundId,
    kind: 'game.round',
    memo: memo(bet, 'round'),
    postings,
  };
}

export type RoundStatus = 'open' | 'settled' | 'refunded';

/** What the bet records (personalHistoryCopy) list, and what a retried request is answered from. */
export interface RoundRecord {
  roundId: string;
  merchant: string;
  memberId: number;
  mode: PlayMode;
  nodeId: string;
  gameCode: string;
  vassalage: string;
  gameType: string;
  stake: bigint;
  win: bigint;
  /** Wallet balance before the stake and after the win, from the ledger entries (caller). */
  balanceBefore: bigint;
  balanceAfter: bigint;
  /** JSON-serialisable outcome: spin window, baccarat hand, draw numero and pick … */
  outcome: unknown;
  status: RoundStatus;
  placedAt: number;
  settledAt: number | null;
}

export function roundRecord(
  bet: RoundBet,
  result: {
    win: bigint;
    outcome: unknown;
    balanceBefore: bigint;
    balanceAfter: bigint;
    status: RoundStatus;
    settledAt: number | null;
  },
): RoundRecord {
  checkBet(bet);
  if (result.win < 0n) throw new RangeError('Win cannot be negative');
  if (result.status === 'refunded' && result.win !== 0n)
    throw new RangeError('A refunded round wins nothing');
  return {
    roundId: bet.roundId,
    merchant: bet.merchant,
    memberId: bet.memberId,
    mode: bet.mode,
    nodeId: bet.game.nodeId,
    gameCode: bet.game.gameCode,
    vassalage: bet.game.vassalage,
    gameType: bet.game.gameType,
    stake: bet.stake,
    ...result,
    placedAt: bet.placedAt,
  };
}

/**
 * What to do with a round found open (after a crash or a lost connection): settle it when its
 * outcome is known (stored before any money moved, or the draw/deal has happened), refund it once
 * it has been open longer than `maxOpenMs` without an outcome, otherwise wait.
 */
export function recoveryAction(
  round: Pick<RoundRecord, 'status' | 'placedAt'>,
  context: { outcomeKnown: boolean; now: number; maxOpenMs: number },
): 'none' | 'settle' | 'refund' | 'wait' {
  if (round.status !== 'open') return 'none';
  if (context.outcomeKnown) return 'settle';
  return context.now - round.placedAt > context.maxOpenMs ? 'refund' : 'wait';
}
