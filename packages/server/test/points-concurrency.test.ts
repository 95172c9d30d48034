import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideRedemption, pointBalance, reserveRedemption } from '../src/domain/engagement/points.ts';
import { openWallet } from '../src/domain/ledger.ts';
import { insertMember } from '../src/domain/members.ts';
import type { ApiError } from '../src/errors.ts';
import { backends } from './support/backends.ts';
import { type Harness, startHarness } from './support/harness.ts';

const parallel = 30;
const tally = (outcomes: string[]) =>
  outcomes.reduce<Record<string, number>>((counts, outcome) => {
    counts[outcome] = (counts[outcome] ?? 0) + 1;
    return counts;
  }, {});
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: ApiError) => error.errorName ?? String(error),
  );

const onPostgres = backends.includes('postgres');
if (!onPostgres)
  console.warn('[points concurrency] PostgreSQL not reachable: the parallel redeem test is skipped.');

/** Parallel redeems on real PostgreSQL (row locks, separate connections): no oversold stock, no overspent points. */
describe.skipIf(!onPostgres)('points redeem under parallel requests (postgres)', () => {
  let h: Harness;
  let serial = 0;
  beforeAll(async () => {
    h = await startHarness('postgres');
  }, 60_000);
  afterAll(() => h?.close());

  async function memberWithPoints(points: number) {
    const id = await insertMember(h.db, {
      merchant: 'demo',
      username: `pc${Date.now().toString(36)}${serial++}`,
      passwordHash: 'x',
      customerType: 0,
      now: h.clock.now(),
      ip: '127.0.0.1',
    });
    await openWallet(h.db, 'demo', id);
    await h.db.query('INSERT INTO points_accounts (member_id, balance) VALUES ($1, $2)', [id, points]);
    return id;
  }

  async function reward(stock: number, points = 100, bonus = 0) {
    const rows = await h.db.query<{ id: number }>(
      `INSERT INTO point_rewards (merchant_code, kind, name, points, stock, bonus_amount)
       VALUES ('demo', $1, 'race', $2, $3, $4) RETURNING id`,
      [bonus > 0 ? 'bonus' : 'goods', points, stock, bonus],
    );
    return String(rows[0]?.id);
  }

  const stockOf = async (rewardId: string) =>
    (await h.db.query<{ stock: number }>('SELECT stock FROM point_rewards WHERE id = $1', [rewardId]))[0]
      ?.stock;

  it(`never sells more than the stock to ${parallel} members at once`, async () => {
    const rewardId = await reward(7);
    const members = await Promise.all(Array.from({ length: parallel }, () => memberWithPoints(100)));
    const outcomes = await Promise.all(
      members.map((id, index) =>
        outcome(reserveRedemption(h.ctx, 'demo', id, { rewardId, quantity: 1, idempotencyKey: `s${index}` })),
      ),
    );
    expect(tally(outcomes)).toEqual({ ok: 7, rewardSoldOut: parallel - 7 });
    expect(await stockOf(rewardId)).toBe(0);
    const balances = await Promise.all(members.map((id) => pointBalance(h.db, id)));
    expect(balances.filter((balance) => balance === 0n)).toHaveLength(7);
    expect(balances.filter((balance) => balance === 100n)).toHaveLength(parallel - 7);
    const sold = await h.db.query<{ count: bigint }>(
      'SELECT count(*)::bigint AS count FROM point_redemptions WHERE reward_id = $1',
      [rewardId],
    );
    expect(sold[0]?.count).toBe(7n);
  });

  it(`never spends more points than one member has over ${parallel} parallel redeems`, async () => {
    const rewardId = await reward(1_000);
    const id = await memberWithPoints(1_000);
    const outcomes = await Promise.all(
      Array.from({ length: parallel }, (_, index) =>
        outcome(reserveRedemption(h.ctx, 'demo', id, { rewardId, quantity: 1, idempotencyKey: `p${index}` })),
      ),
    );
    expect(tally(outcomes)).toEqual({ ok: 10, insufficientPoints: parallel - 10 });
    expect(await pointBalance(h.db, id)).toBe(0n);
    expect(await stockOf(rewardId)).toBe(990);
    const entries = await h.db.query<{ total: bigint }>(
      'SELECT sum(changed)::bigint AS total FROM points_entries WHERE member_id = $1',
      [id],
    );
    expect(entries[0]?.total).toBe(-1_000n);
  });

  it('decides a redemption once when approvals and rejections race, paying the bonus once', async () => {
    const rewardId = await reward(5, 100, 2_500);
    const id = await memberWithPoints(100);
    await reserveRedemption(h.ctx, 'demo', id, { rewardId, quantity: 1, idempotencyKey: 'd1' });
    const [row] = await h.db.query<{ id: number }>('SELECT id FROM point_redemptions WHERE member_id = $1', [
      id,
    ]);
    const redemptionId = row?.id ?? 0;
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        outcome(decideRedemption(h.ctx, 'demo', redemptionId, index % 2 === 0)),
      ),
    );
    expect(tally(outcomes)).toEqual({ ok: 1, redeemState: 9 });
    const [decided] = await h.db.query<{ status: string }>(
      'SELECT status FROM point_redemptions WHERE id = $1',
      [redemptionId],
    );
    const wallet = await h.db.query<{ balance: bigint }>(
      'SELECT balance FROM ledger_accounts WHERE member_id = $1 AND account_type_id = 0',
      [id],
    );
    const points = await pointBalance(h.db, id);
    if (decided?.status === 'approved') {
      expect(wallet[0]?.balance).toBe(2_500n);
      expect(points).toBe(0n);
    } else {
      expect(decided?.status).toBe('rejected');
      expect(wallet[0]?.balance).toBe(0n);
      expect(points).toBe(100n);
    }
  });
});
