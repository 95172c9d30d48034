import type { SportId } from '../feed/types.ts';
import type { Grade } from '../markets/grade.ts';
import type { Launch } from '../ports.ts';

/** One selection of a placed bet, with what settlement and the page need to show it. */
export interface BetLeg {
  eventId: string;
  marketId: string;
  selectionId: string;
  /** Decimal odds × 100 taken. */
  odds100: number;
  inPlay: boolean;
  sport: SportId;
  leagueId: string;
  /** "Home v Away" or the league's name (outrights), as placed. */
  eventName: string;
  /** The selection's name where it is not a key (a team of an outright). */
  selectionName?: string;
  startsAt: number;
}

/**
 * placing (written before the stake is taken) → open, or → refused (the wallet said no; a debit
 * of unknown outcome is rolled back). open → settling → settled (the return, 0 included, being
 * paid, then paid), or open → cashing-out → cashed-out. A settled bet may be resettled after a
 * corrected result (more payments, or a clawback recorded).
 */
export type BetState = 'placing' | 'refused' | 'open' | 'settling' | 'settled' | 'cashing-out' | 'cashed-out';

/** One credit of the bet through the money port: written before the call, marked done after. */
export interface Payment {
  txId: string;
  amount: number;
  kind: 'settle' | 'resettle' | 'cashout';
  at: number;
  done: boolean;
}

export interface BetRecord {
  id: string;
  user: string;
  currency: string;
  mode: string;
  brand?: string;
  /** The launch the stake was taken under; its wins and rollbacks name it too. Never sent to the page. */
  launch?: Launch;
  requestId?: string;
  kind: 'single' | 'multi' | 'system';
  system?: string;
  legs: BetLeg[];
  /** Each line is a list of leg indices (a single: [[0]]; a multi: [[0, 1, 2]]). */
  lines: number[][];
  /** Stake per line; stake = unitStake × lines. */
  unitStake: number;
  stake: number;
  /** Return if every leg wins. */
  potentialPayout: number;
  placedAt: number;
  state: BetState;
  /** What the latest settlement says the bet returns, and from which result versions. */
  settledReturn?: number;
  resultKey?: string;
  grades?: Grade[];
  settledAt?: number;
  payments: Payment[];
  /** Sum of the payments made. */
  paid: number;
  /** Owed back to the book after a correction lowered a paid return (not taken from the wallet). */
  clawback: number;
  cashout?: { amount: number; at: number };
  /** Why a placing bet was refused (an i18n key). */
  refusal?: string;
}

/** Where bets live. `put` resolves once the bet is durable. */
export interface BetStore {
  put(bet: BetRecord): Promise<void>;
  get(id: string): BetRecord | undefined;
  byUser(user: string): BetRecord[];
  all(): BetRecord[];
}

/** Bets the book may still pay (risk and limits count them). */
export const isOpen = (bet: BetRecord) =>
  bet.state === 'placing' || bet.state === 'open' || bet.state === 'settling' || bet.state === 'cashing-out';
