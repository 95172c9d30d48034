import { describe, expect, it } from 'vitest';
import type { TransferRequest } from '../../src/domain/ledger.ts';
import { createShoe, dealBaccarat, needsNewShoe, settleBaccaratBet } from '../../src/games/baccarat.ts';
import { seededRng } from '../../src/games/rng.ts';
import {
  gameHouseAccounts,
  planBet,
  planInstantRound,
  planRefund,
  planWin,
  type RoundBet,
  type RoundRecord,
  recoveryAction,
  roundIdOf,
  roundRecord,
} from '../../src/games/settlement.ts';
import { spinSlot } from '../../src/games/slot.ts';

/** The rules of the real ledger's postTransfer, in memory: balanced, idempotent, no overdraft. */
function memoryLedger(opening: Record<string, bigint>) {
  const balances = new Map(Object.entries(opening));
  const seen = new Map<string, string>();
  return {
    balances,
    balance: (account: string) => balances.get(account) ?? 0n,
    post(request: TransferRequest): { replayed: boolean; after: Map<string, bigint> } {
      const total = request.postings.reduce((sum, p) => sum + p.amount, 0n);
      if (total !== 0n || request.postings.length < 2) throw new Error('Unbalanced transfer');
      const hash = JSON.stringify([request.kind, request.postings.map((p) => [p.account, String(p.amount)])]);
      const previous = seen.get(request.idempotencyKey);
      if (previous !== undefined) {
        if (previous !== hash) throw new Error('idempotencyConflict');
        return { replayed: true, after: new Map() };
      }
      const next = new Map(balances);
      for (const posting of request.postings) {
        const value = (next.get(posting.account) ?? 0n) + posting.amount;
        if (!posting.account.startsWith('system:') && value < 0n) throw new Error('insufficientBalance');
        next.set(posting.account, value);
      }
      for (const [account, value] of next) balances.set(account, value);
      seen.set(request.idempotencyKey, hash);
      return { replayed: false, after: next };
    },
  };
}

const wallet = 'member:7:0';
const slotGame = {
  nodeId: '103121',
  gameCode: 'LUCKY_LANTERNS',
  vassalage: 'GLANTERN',
  gameType: 'RNG' as const,
};
const tableGame = {
  nodeId: '100041',
  gameCode: 'LUMLIVE_BAC_DEMO',
  vassalage: 'LUMLIVE',
  gameType: 'LIVE' as const,
};
const bet = (
  roundId: string,
  stake: bigint,
  game: RoundBet['game'] = slotGame,
  mode: RoundBet['mode'] = 'real',
): RoundBet => ({
  roundId,
  merchant: 'demo',
  memberId: 7,
  wallet,
  mode,
  game,
  stake,
  placedAt: Date.UTC(2026, 0, 1),
});

describe('round settlement plans', () => {
  it('debits the stake and credits the win with balanced postings and per-step keys', () => {
    const placed = bet('game:7:103121:abcdefgh', 1_000n);
    expect(planBet(placed)).toMatchObject({
      idempotencyKey: 'game:7:103121:abcdefgh:bet',
      postings: [
        { account: wallet, amount: -1_000n },
        { account: gameHouseAccounts.real, amount: 1_000n },
      ],
    });
    expect(planWin(placed, 1_950n)?.postings).toEqual([
      { account: gameHouseAccounts.real, amount: -1_950n },
      { account: wallet, amount: 1_950n },
    ]);
    expect(planWin(placed, 0n)).toBeNull();
    expect(planRefund(placed).idempotencyKey).toBe('game:7:103121:abcdefgh:refund');
    expect(planInstantRound(placed, 0n).postings).toHaveLength(2);
    expect(planInstantRound(bet('r', 10n, slotGame, 'demo'), 50n).postings.map((p) => p.account)).toEqual([
      wallet,
      gameHouseAccounts.demo,
      gameHouseAccounts.demo,
      wallet,
    ]);
    expect(() => planBet(bet('r', 0n))).toThrow(RangeError);
    expect(() => planWin(placed, -1n)).toThrow(RangeError);
  });

  it('derives round ids from a bounded client request id', () => {
    expect(roundIdOf(7, '103121', 'req-12345678')).toBe('game:7:103121:req-12345678');
    expect(roundIdOf(7, '100041', 'req-12345678', 'LUMLIVE_BAC_DEMO-70000')).toBe(
      'game:7:100041:LUMLIVE_BAC_DEMO-70000:req-12345678',
    );
    expect(() => roundIdOf(7, '1', 'short')).toThrow(RangeError);
    expect(() => roundIdOf(7, '1', 'has:colon:inside')).toThrow(RangeError);
  });

  it('records rounds and decides how to recover open ones', () => {
    const placed = bet('x-round', 100n);
    const record = roundRecord(placed, {
      win: 250n,
      outcome: { stops: [1, 2, 3, 4, 5] },
      balanceBefore: 1_000n,
      balanceAfter: 1_150n,
      status: 'settled',
      settledAt: 5,
    });
    expect(record).toMatchObject({
      memberId: 7,
      nodeId: '103121',
      stake: 100n,
      win: 250n,
      balanceAfter: 1_150n,
      status: 'settled',
    });
    expect(() =>
      roundRecord(placed, {
        win: 5n,
        outcome: null,
        balanceBefore: 0n,
        balanceAfter: 0n,
        status: 'refunded',
        settledAt: 1,
      }),
    ).toThrow(RangeError);
    const open = { status: 'open' as const, placedAt: 1_000 };
    expect(recoveryAction(open, { outcomeKnown: true, now: 2_000, maxOpenMs: 60_000 })).toBe('settle');
    expect(recoveryAction(open, { outcomeKnown: false, now: 2_000, maxOpenMs: 60_000 })).toBe('wait');
    expect(recoveryAction(open, { outcomeKnown: false, now: 70_000, maxOpenMs: 60_000 })).toBe('refund');
    expect(recoveryAction({ ...open, status: 'settled' }, { outcomeKnown: true, now: 0, maxOpenMs: 0 })).toBe(
      'none',
    );
  });

  it('keeps the ledger balanced over thousands of rounds with retries, refunds and replays', () => {
    const opening = 1_000_000n;
    const ledger = memoryLedger({ [wallet]: opening, [gameHouseAccounts.real]: -opening });
    const rng = seededRng('ledger-simulation');
    const records: RoundRecord[] = [];
    let shoe = createShoe(rng);

    for (let i = 0; i < 3_000; i++) {
      const placed = bet(`slot-${i}`, 100n);
      const spin = spinSlot({ stake: placed.stake, rng });
      const plan = planInstantRound(placed, spin.win);
      const before = ledger.balance(wallet);
      const { after } = ledger.post(plan);
      // A retried request replays the same stored outcome: nothing moves twice.
      expect(ledger.post(plan).replayed).toBe(true);
      const balanceAfter = after.get(wallet) ?? 0n;
      records.push(
        roundRecord(placed, {
          win: spin.win,
          outcome: spin.stops,
          balanceBefore: before,
          balanceAfter,
          status: 'settled',
          settledAt: i,
        }),
      );
    }
    // A different outcome under a used key is refused rather than paid.
    expect(() => ledger.post(planInstantRound(bet('slot-0', 100n), 999_900n))).toThrow('idempotencyConflict');

    for (let i = 0; i < 1_000; i++) {
      const placed = bet(`bac-${i}`, 500n, tableGame);
      const before = ledger.balance(wallet);
      ledger.post(planBet(placed));
      if (i % 50 === 49) {
        // Interrupted round: the table never dealt it, so the stake comes back once.
        expect(
          recoveryAction(
            { status: 'open', placedAt: 0 },
            { outcomeKnown: false, now: 120_000, maxOpenMs: 60_000 },
          ),
        ).toBe('refund');
        ledger.post(planRefund(placed));
        ledger.post(planRefund(placed));
        records.push(
          roundRecord(placed, {
            win: 0n,
            outcome: null,
            balanceBefore: before,
            balanceAfter: ledger.balance(wallet),
            status: 'refunded',
            settledAt: i,
          }),
        );
        continue;
      }
      if (needsNewShoe(shoe)) shoe = createShoe(rng);
      const dealt = dealBaccarat(shoe);
      shoe = dealt.shoe;
      const win = settleBaccaratBet(
        { type: i % 3 === 0 ? 'BANKER' : i % 3 === 1 ? 'PLAYER' : 'TIE', stake: placed.stake },
        dealt.hand,
      );
      const winPlan = planWin(placed, win);
      if (winPlan) {
        ledger.post(winPlan);
        ledger.post(winPlan);
      }
      records.push(
        roundRecord(placed, {
          win,
          outcome: dealt.hand,
          balanceBefore: before,
          balanceAfter: ledger.balance(wallet),
          status: 'settled',
          settledAt: i,
        }),
      );
    }

    const sum = [...ledger.balances.values()].reduce((total, value) => total + value, 0n);
    expect(sum).toBe(0n);
    const net = records.reduce((total, r) => total + (r.status === 'refunded' ? 0n : r.win - r.stake), 0n);
    expect(ledger.balance(wallet)).toBe(opening + net);
    for (const record of records) {
      const expected = record.status === 'refunded' ? 0n : record.win - record.stake;
      expect(record.balanceAfter - record.balanceBefore).toBe(expected);
    }
    expect(ledger.balance(gameHouseAccounts.real)).toBe(-opening - net);
  });
});
