import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { grantBonus, turnoverProgress } from '../src/domain/engagement/bonuses.ts';
import { postTransfer, walletCode } from '../src/domain/ledger.ts';
import { memberByUsername } from '../src/domain/members.ts';
import { gameHouseAccounts } from '../src/games/settlement.ts';
import { MoneyClient } from './money/http.ts';
import { backends } from './support/backends.ts';
import { useHarness } from './support/wire-harness.ts';

/**
 * Bonus turnover is additive (item 3 of the concurrency review): valid bets are allocated to the
 * bonuses in order, each bet counted once, and hedged baccarat (Banker and Player on one table
 * round) counts only the difference of its two sides.
 */
describe.each(backends)('bonus turnover allocated in order (%s)', (backend) => {
  const app = useHarness(backend, (harness) => new MoneyClient(harness));

  async function member(credit: number) {
    const { username } = await app.client.newMember(credit);
    return (await memberByUsername(app.harness.db, 'demo', username)) ?? expect.fail('no member');
  }
  const grant = (memberId: number, ref: string, amount: bigint, turnoverMultiple: number) =>
    app.harness.db.transaction((tx) =>
      grantBonus(app.harness.ctx, tx, {
        merchant: 'demo',
        memberId,
        source: 'race',
        sourceRef: `${ref}-${memberId}`,
        title: ref,
        amount,
        turnoverMultiple,
      }),
    );
  /** A real-wallet bet as the games post it: a round row and its stake transfer `<roundId>:bet`. */
  async function bet(memberId: number, stake: number, baccarat?: { table: string; betType: string }) {
    const roundId = `race-${randomUUID()}`;
    await app.harness.db.query(
      `INSERT INTO game_rounds (round_id, merchant_code, member_id, mode, wallet, kind, node_id, game_code, vassalage,
         game_type, scope, bet, stake, win, status, placed_at, settles_at, settled_at)
       VALUES ($1, 'demo', $2, 'real', $3, $4, 'n1', 'g1', 'SFORGE', $5, $6, $7, $8, 0, 'settled', $9, $9, $9)`,
      [
        roundId,
        memberId,
        walletCode(memberId),
        baccarat ? 'baccarat' : 'slot',
        baccarat ? 'LIVE' : 'RNG',
        baccarat?.table ?? '',
        JSON.stringify(baccarat ? { betType: baccarat.betType } : {}),
        stake,
        app.harness.clock.now(),
      ],
    );
    await postTransfer(app.harness.ctx, {
      merchant: 'demo',
      idempotencyKey: `${roundId}:bet`,
      kind: 'game.bet',
      postings: [
        { account: walletCode(memberId), amount: -BigInt(stake) },
        { account: gameHouseAccounts.real, amount: BigInt(stake) },
      ],
    });
  }

  it('releases two bonuses needing 3,700 each one after the other, with 5,000 of parallel bets', async () => {
    const { id } = await member(20_000);
    await grant(id, 'first', 1_850n, 2);
    await grant(id, 'second', 1_850n, 2);
    await Promise.all(Array.from({ length: 10 }, () => bet(id, 500)));
    const progress = await turnoverProgress(app.harness.db, id);
    expect(progress.list.map((one) => [one.title, one.turnoverDone, one.status])).toEqual([
      ['second', 1_300, 'locked'],
      ['first', 3_700, 'released'],
    ]);
    expect(progress).toMatchObject({ lockedAmount: 1_850, turnoverRequired: 3_700, turnoverDone: 1_300 });
  });

  it('counts bets placed before a bonus only for bonuses granted before them', async () => {
    const { id } = await member(20_000);
    await grant(id, 'early', 1_000n, 1);
    await bet(id, 1_500);
    await grant(id, 'late', 1_000n, 1);
    await bet(id, 400);
    const progress = await turnoverProgress(app.harness.db, id);
    expect(progress.list.map((one) => [one.title, one.turnoverDone])).toEqual([
      ['late', 400],
      ['early', 1_000],
    ]);
  });

  it('counts hedged baccarat (Banker, Player and Tie on one round) only for its unhedged part', async () => {
    const { id } = await member(20_000);
    await grant(id, 'hedge', 3_000n, 1);
    const table = `table-${randomUUID()}`;
    await Promise.all([
      bet(id, 1_000, { table, betType: 'PLAYER' }),
      bet(id, 1_200, { table, betType: 'BANKER' }),
      bet(id, 100, { table, betType: 'TIE' }),
    ]);
    // |1,200 − 1,000| + 100.
    expect((await turnoverProgress(app.harness.db, id)).turnoverDone).toBe(300);
    // One side alone on another round counts in full.
    await bet(id, 700, { table: `table-${randomUUID()}`, betType: 'BANKER' });
    expect((await turnoverProgress(app.harness.db, id)).turnoverDone).toBe(1_000);
  });
});
