import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawAmount, grabEnvelope, scheduleEnvelopes } from '../src/domain/engagement/envelopes.ts';
import { openWallet } from '../src/domain/ledger.ts';
import { insertMember } from '../src/domain/members.ts';
import type { ApiError } from '../src/errors.ts';
import { MoneyClient } from './money/http.ts';
import { backends } from './support/backends.ts';
import { type Harness, startHarness } from './support/harness.ts';
import { useHarness } from './support/wire-harness.ts';

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

describe('envelope draw', () => {
  it('keeps every amount within min/max and leaves the later envelopes their minimum', () => {
    for (let run = 0; run < 200; run++) {
      let left = { min_amount: 100n, max_amount: 900n, remaining_pool: 3_000n, remaining_envelopes: 10 };
      let total = 0n;
      while (left.remaining_envelopes > 0) {
        const amount = drawAmount(left);
        expect(amount >= 100n && amount <= 900n).toBe(true);
        total += amount;
        left = {
          ...left,
          remaining_pool: left.remaining_pool - amount,
          remaining_envelopes: left.remaining_envelopes - 1,
        };
        expect(left.remaining_pool >= 100n * BigInt(left.remaining_envelopes)).toBe(true);
      }
      expect(total <= 3_000n).toBe(true);
    }
  });
});

describe.each(backends)('red envelopes over HTTP (%s)', (backend) => {
  const app = useHarness(backend, (harness) => new MoneyClient(harness));

  it('an operator schedules an event; a member grabs once, credited with turnover; ranks are checked', async () => {
    const { token } = await app.client.newMember();
    expect(await app.client.ok('envelopeEvent', token)).toEqual({ event: null });
    const now = app.harness.clock.now();
    const { id } = await app.client.operator<{ id: number }>('/__operator/engagement/envelope-schedule', {
      title: 'Lucky rain',
      pool: 10_000,
      envelopes: 5,
      minAmount: 500,
      maxAmount: 4_000,
      startAt: now - 1_000,
      endAt: now + 60_000,
      turnoverMultiple: 2,
    });
    const event = (await app.client.ok('envelopeEvent', token)).event;
    expect(event).toMatchObject({ id, title: 'Lucky rain', remaining: 5, eligible: true, grabbed: null });
    const grabbed = await app.client.ok('envelopeGrab', token, { eventId: id });
    expect(grabbed.amount).toBeGreaterThanOrEqual(500);
    expect(grabbed.amount).toBeLessThanOrEqual(4_000);
    expect(grabbed.turnoverRequired).toBe(grabbed.amount * 2);
    expect(await app.client.main(token)).toBe(grabbed.amount);
    expect(await app.client.refused('envelopeGrab', token, { eventId: id })).toBe('envelope.already.grabbed');
    expect((await app.client.ok('envelopeEvent', token)).event).toMatchObject({
      grabbed: grabbed.amount,
      remaining: 4,
    });
    const turnover = await app.client.ok('bonusTurnover', token);
    expect(turnover.list[0]).toMatchObject({ source: 'envelope', status: 'locked' });

    const vipOnly = await app.client.operator<{ id: number }>('/__operator/engagement/envelope-schedule', {
      title: 'VIP rain',
      pool: 1_000,
      envelopes: 1,
      minAmount: 1_000,
      maxAmount: 1_000,
      startAt: now - 1_000,
      endAt: now + 30_000,
      ranks: [5, 6, 7],
    });
    expect(await app.client.refused('envelopeGrab', token, { eventId: vipOnly.id })).toBe(
      'envelope.rank.ineligible',
    );
    app.harness.clock.advance(120_000);
    expect(await app.client.refused('envelopeGrab', token, { eventId: id })).toBe('envelope.unavailable');
    const listed = await app.client.operator<{ id: number; grabs: number; granted: number }[]>(
      '/__operator/engagement/envelopes',
    );
    expect(listed.find((row) => row.id === id)).toMatchObject({ grabs: 1, granted: grabbed.amount });
  });

  it('shows a member the running event they may still grab, before one for other ranks or already grabbed', async () => {
    const { token } = await app.client.newMember();
    const now = app.harness.clock.now();
    const schedule = (title: string, endIn: number, ranks: number[]) =>
      app.client.operator<{ id: number }>('/__operator/engagement/envelope-schedule', {
        title,
        pool: 5_000,
        envelopes: 5,
        minAmount: 100,
        maxAmount: 1_000,
        startAt: now - 1_000,
        endAt: now + endIn,
        ranks,
      });
    // Ends first, but only for ranks this member does not hold.
    await schedule('Other ranks', 20_000, [5]);
    const first = await schedule('Everyone A', 40_000, []);
    const second = await schedule('Everyone B', 50_000, []);
    expect((await app.client.ok('envelopeEvent', token)).event).toMatchObject({
      id: first.id,
      eligible: true,
    });
    await app.client.ok('envelopeGrab', token, { eventId: first.id });
    expect((await app.client.ok('envelopeEvent', token)).event).toMatchObject({
      id: second.id,
      eligible: true,
      grabbed: null,
    });
    await app.client.ok('envelopeGrab', token, { eventId: second.id });
    // Nothing left to grab: the event ending first, as it is.
    expect((await app.client.ok('envelopeEvent', token)).event).toMatchObject({
      title: 'Other ranks',
      eligible: false,
    });
    app.harness.clock.advance(60_000);
    expect(await app.client.ok('envelopeEvent', token)).toEqual({ event: null });
  });
});

const onPostgres = backends.includes('postgres');
if (!onPostgres)
  console.warn('[envelopes concurrency] PostgreSQL not reachable: the 200 parallel grabs test is skipped.');

/** 200 members grabbing at once on real PostgreSQL: the pool is never overdrawn, nobody is paid twice. */
describe.skipIf(!onPostgres)('red envelopes under 200 parallel grabs (postgres)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('postgres');
  }, 60_000);
  afterAll(() => h?.close());

  it('grants exactly the envelopes there are, within the pool, once per member, ledger balanced', async () => {
    const members = await Promise.all(
      Array.from({ length: 150 }, async (_, index) => {
        const id = await insertMember(h.db, {
          merchant: 'demo',
          username: `env${Date.now().toString(36)}${index}`,
          passwordHash: 'x',
          customerType: 0,
          now: h.clock.now(),
          ip: '127.0.0.1',
        });
        await openWallet(h.db, 'demo', id);
        return id;
      }),
    );
    const now = h.clock.now();
    const { id } = await scheduleEnvelopes(h.ctx, 'demo', {
      title: 'Race',
      pool: 12_000n,
      envelopes: 100,
      minAmount: 100n,
      maxAmount: 300n,
      startAt: now - 1_000,
      endAt: now + 600_000,
      ranks: [],
      turnoverMultiple: 1,
    });
    const promotionsBefore = await h.db.query<{ balance: bigint }>(
      "SELECT balance FROM ledger_accounts WHERE merchant_code = 'demo' AND code = 'system:promotions'",
    );
    // 200 grabs: 150 members, 50 of them twice.
    const grabbers = [...members, ...members.slice(0, 50)];
    const outcomes = await Promise.all(
      grabbers.map((member) => outcome(grabEnvelope(h.ctx, 'demo', member, id))),
    );
    const counts = tally(outcomes);
    expect(counts.ok).toBe(100);
    expect((counts.envelopeEmpty ?? 0) + (counts.envelopeGrabbed ?? 0)).toBe(100);

    const grabs = await h.db.query<{ member_id: number; amount: bigint }>(
      'SELECT member_id, amount FROM envelope_grabs WHERE event_id = $1',
      [id],
    );
    expect(grabs).toHaveLength(100);
    expect(new Set(grabs.map((row) => row.member_id)).size).toBe(100);
    const total = grabs.reduce((sum, row) => sum + row.amount, 0n);
    expect(total <= 12_000n).toBe(true);
    expect(grabs.every((row) => row.amount >= 100n && row.amount <= 300n)).toBe(true);
    const [event] = await h.db.query<{ remaining_pool: bigint; remaining_envelopes: number }>(
      'SELECT remaining_pool, remaining_envelopes FROM envelope_events WHERE id = $1',
      [id],
    );
    expect(event).toEqual({ remaining_pool: 12_000n - total, remaining_envelopes: 0 });

    // Ledger: each grabber's wallet holds exactly their grab, the promotions account paid the sum,
    // one bonus grant per grab, and every transfer balances.
    const wallets = await h.db.query<{ member_id: number; balance: bigint }>(
      'SELECT member_id, balance FROM ledger_accounts WHERE member_id = ANY($1::int[]) AND account_type_id = 0',
      [members],
    );
    const paid = new Map(grabs.map((row) => [row.member_id, row.amount]));
    for (const wallet of wallets) expect(wallet.balance).toBe(paid.get(wallet.member_id) ?? 0n);
    const promotionsAfter = await h.db.query<{ balance: bigint }>(
      "SELECT balance FROM ledger_accounts WHERE merchant_code = 'demo' AND code = 'system:promotions'",
    );
    expect((promotionsBefore[0]?.balance ?? 0n) - (promotionsAfter[0]?.balance ?? 0n)).toBe(total);
    const grants = await h.db.query<{ count: bigint }>(
      "SELECT count(*)::bigint AS count FROM bonus_grants WHERE source = 'envelope' AND source_ref LIKE $1",
      [`${id}:%`],
    );
    expect(grants[0]?.count).toBe(100n);
    const unbalanced = await h.db.query(
      'SELECT transfer_id FROM ledger_entries GROUP BY transfer_id HAVING sum(amount) <> 0',
    );
    expect(unbalanced).toHaveLength(0);
  }, 120_000);
});
