import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantHouseContract } from '../src/domain/agent/contract-store.ts';
import { type Period, periodOf } from '../src/domain/agent/periods.ts';
import { settlePeriod } from '../src/domain/agent/settlement.ts';
import { memberByUsername } from '../src/domain/members.ts';
import { freshName, MoneyClient } from './money/http.ts';
import { backends } from './support/backends.ts';
import { type Harness, startHarness } from './support/harness.ts';

const dayMs = 86_400_000;

/**
 * Agent payouts are keyed by the span they cover (item 2 of the concurrency review): after the
 * operator changes the dividend period, a week inside an already paid half-month is not paid
 * again, a week that straddles its end pays only the days after it, and a half-month and a week
 * settled at the same moment pay one of them.
 */
describe.each(backends)('dividend payouts never overlap (%s)', (backend) => {
  let harness: Harness;
  let client: MoneyClient;
  let agentId: number;
  let memberId: number;

  async function round(stake: number, win: number, at: number) {
    await harness.db.query(
      `INSERT INTO game_rounds (round_id, merchant_code, member_id, mode, wallet, kind, node_id, game_code, vassalage,
         game_type, stake, win, status, placed_at, settles_at, settled_at)
       VALUES ($1, 'demo', $2, 'real', $3, 'slot', 'n1', 'g1', 'SFORGE', 'RNG', $4, $5, 'settled', $6, $6, $6)`,
      [`d-${crypto.randomUUID()}`, memberId, `member:${memberId}:0`, stake, win, at],
    );
  }
  const paidSpans = async () =>
    (
      await harness.db.query<{ period_start: bigint; period_end: bigint; amount: bigint }>(
        `SELECT period_start, period_end, amount FROM agent_payouts WHERE member_id = $1 AND kind = 'dividend'
         ORDER BY period_start`,
        [agentId],
      )
    ).map((row) => [Number(row.period_start), Number(row.period_end), Number(row.amount)]);
  const settleAfter = (period: Period) =>
    settlePeriod({ ...harness.ctx, clock: { now: () => period.end + 120_000 } }, 'demo', 'dividend', period);

  /** A half-month after now, a Monday-to-Sunday week inside it and the week over its end. */
  function spans(offsetDays: number) {
    const half = periodOf('dividend', harness.clock.now() + offsetDays * dayMs, 'halfMonth');
    const inside =
      Array.from({ length: 15 }, (_, day) => periodOf('dividend', half.start + day * dayMs, 'week')).find(
        (week) => week.start >= half.start && week.end <= half.end,
      ) ?? expect.fail('no week inside');
    const straddling = periodOf('dividend', half.end, 'week');
    return { half, inside, straddling };
  }

  beforeAll(async () => {
    harness = await startHarness(backend);
    client = new MoneyClient(harness);
    const agent = await client.login('demoagent41');
    agentId = (await memberByUsername(harness.db, 'demo', 'demoagent41'))?.id ?? 0;
    const made = await client.ok('agentRegister', agent, {
      username: freshName('div'),
      password: 'secret123',
      confirmPassword: 'secret123',
      accountType: 'member',
    });
    memberId = Number(made.memberId);
    await grantHouseContract(harness.db, 'demo', agentId, 'dividend', [{ rate: 1_000 }], harness.clock.now());
  }, 60_000);
  afterAll(() => harness?.close());

  it('pays a week inside a paid half-month nothing, and a straddling week only its days after it', async () => {
    const { half, inside, straddling } = spans(40);
    await round(100_000, 0, inside.start + 1_000);
    await round(50_000, 0, straddling.end - 1_000);
    expect((await settleAfter(half)).amount).toBe(10_000n);
    // The operator switches to weekly dividends: the week inside is already paid.
    expect((await settleAfter(inside)).amount).toBe(0n);
    expect((await settleAfter(straddling)).amount).toBe(5_000n);
    expect((await settleAfter(straddling)).amount).toBe(0n);
    const paid = (await paidSpans()).filter(([start]) => (start ?? 0) >= half.start);
    expect(paid).toEqual([
      [half.start, half.end, 10_000],
      [half.end, straddling.end, 5_000],
    ]);
  });

  it('pays one of a half-month and a week inside it settled at the same moment', async () => {
    const { half, inside } = spans(80);
    await round(200_000, 0, inside.start + 1_000);
    const results = await Promise.all([settleAfter(half), settleAfter(inside), settleAfter(half)]);
    expect(results.reduce((sum, one) => sum + one.amount, 0n)).toBe(20_000n);
    const paid = (await paidSpans()).filter(([start]) => (start ?? 0) >= half.start);
    expect(paid).toHaveLength(1);
  });
});
