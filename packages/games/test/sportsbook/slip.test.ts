import { describe, expect, it } from 'vitest';
import { goals } from './fakes.ts';
import { leg, member, setup, slip, winner } from './setup.ts';

const keys = (result: { ok: boolean; problems?: { key: string }[] }) =>
  result.ok ? [] : (result.problems ?? []).map((p) => p.key);

describe('prices', () => {
  it('applies the brand margin proportionally', () => {
    const { book } = setup({ margin: 0.05, brandMargins: { b1: 0.1 } });
    const odds = (brand?: string) => book.markets('e1', brand)[0]?.selections.map((s) => s.odds100);
    // 1 / (0.5 × 1.05) = 1.904…, 1 / (0.25 × 1.05) = 3.809…; the b1 brand: 1 / 0.55, 1 / 0.275.
    expect(odds()).toEqual([190, 380, 380]);
    expect(odds('b1')).toEqual([181, 363, 363]);
  });
});

describe('odds changes', () => {
  it('refuses a slip at stale odds under "none" and takes no money', async () => {
    const { book, feed, wallet } = setup();
    feed.price('e1', winner, { home: 0.4, draw: 0.3, away: 0.3 });
    const result = await book.place(member, slip([leg('e1')]));
    expect(keys(result)).toEqual(['slip.oddsChanged']);
    expect(result.ok ? undefined : result.problems[0]?.values).toEqual({ odds: '2.50' });
    expect(wallet.calls).toHaveLength(0);
  });

  it('takes higher odds under "higher" but not lower ones; "any" takes either', async () => {
    const { book, feed, wallet } = setup();
    feed.price('e1', winner, { home: 0.4, draw: 0.3, away: 0.3 });
    const higher = await book.place(member, slip([leg('e1')], { acceptOdds: 'higher' }));
    expect(higher.ok && higher.bets[0]?.legs[0]?.odds100).toBe(250);
    feed.price('e2', winner, { home: 0.625, draw: 0.2, away: 0.175 });
    expect(keys(await book.place(member, slip([leg('e2')], { acceptOdds: 'higher' })))).toEqual([
      'slip.oddsChanged',
    ]);
    const any = await book.place(member, slip([leg('e2')], { acceptOdds: 'any' }));
    expect(any.ok && any.bets[0]?.legs[0]?.odds100).toBe(160);
    expect(wallet.balance('u1')).toBe(1_000_000 - 2000);
  });
});

describe('bet rules', () => {
  it('refuses a suspended market', async () => {
    const { book, feed } = setup();
    feed.suspend('e1', { reason: 'suspended.danger', until: Date.now() + 5000 });
    expect(keys(await book.place(member, slip([leg('e1')])))).toEqual(['slip.suspended']);
  });

  it('refuses a pre-match leg once the event has started, and a finished event', async () => {
    const { book, feed } = setup();
    feed.setStatus('e1', 'live');
    expect(keys(await book.place(member, slip([leg('e1')])))).toEqual(['slip.started']);
    feed.finish('e2', goals(1, 0));
    expect(keys(await book.place(member, slip([leg('e2')])))).toEqual(['slip.closed']);
    expect(keys(await book.place(member, slip([leg('e3', 'nobody')])))).toEqual(['slip.unknown']);
  });

  it('refuses stakes over the market limit, under the minimum, over the max payout and the member cap', async () => {
    const { book } = setup({
      maxStake: { ...setup().book.ctx.config.maxStake, winner: { prematch: 50_000, live: 10_000 } },
      maxPayout: 150_000,
      memberLimits: { u2: { maxStake: 2_000 } },
    });
    expect(keys(await book.place(member, slip([leg('e1')], { stake: 50_001 })))).toEqual(['slip.stake.max']);
    expect(keys(await book.place(member, slip([leg('e1')], { stake: 99 })))).toEqual(['slip.stake.min']);
    expect(keys(await book.place(member, slip([leg('e1')], { stake: 10.5 })))).toEqual([
      'slip.stake.invalid',
    ]);
    // 4.00 × 4.00 × 10,000 = 160,000 > 150,000.
    const big = slip([leg('e1', 'away', 400), leg('e2', 'away', 400)], { stake: 10_000 });
    expect(keys(await book.place(member, big))).toEqual(['slip.maxPayout']);
    const u2 = { ...member, user: 'u2' };
    expect(keys(await book.place(u2, slip([leg('e1')], { stake: 2_001 })))).toEqual(['slip.stake.max']);
    expect((await book.place(u2, slip([leg('e1')], { stake: 2_000 }))).ok).toBe(true);
  });

  it("caps a member's total stake on one market", async () => {
    const { book } = setup({ memberMarketStake: 5_000 });
    expect((await book.place(member, slip([leg('e1')], { stake: 3_000 }))).ok).toBe(true);
    const over = await book.place(member, slip([leg('e1', 'draw', 400)], { stake: 2_500 }));
    expect(keys(over)).toEqual(['slip.memberMarket']);
    expect(over.ok ? undefined : over.problems[0]?.values).toEqual({ max: 5_000, left: 2_000 });
    expect((await book.place(member, slip([leg('e1', 'draw', 400)], { stake: 2_000 }))).ok).toBe(true);
  });

  it("refuses a bet that takes a market's liability over the book's limit", async () => {
    const { book } = setup({ maxMarketLiability: 10_000 });
    expect((await book.place(member, slip([leg('e1')], { stake: 4_000 }))).ok).toBe(true);
    expect(book.liability('e1', 'winner').selections.home).toEqual({ payout: 8_000, net: 4_000 });
    expect(keys(await book.place({ ...member, user: 'u2' }, slip([leg('e1')], { stake: 1_500 })))).toEqual([
      'slip.liability',
    ]);
    expect(
      (await book.place({ ...member, user: 'u2' }, slip([leg('e1', 'away', 400)], { stake: 1_500 }))).ok,
    ).toBe(true);
  });
});

describe('accumulators and systems', () => {
  it('refuses two selections of one event in an accumulator', async () => {
    const { book } = setup();
    const related = slip([leg('e1'), leg('e1', 'draw', 400)]);
    expect(keys(await book.place(member, related))).toEqual(['slip.related']);
  });

  it('pays an accumulator the product of its odds and a system the sum of its lines', () => {
    const { book } = setup();
    const multi = book.quote(member, slip([leg('e1'), leg('e2', 'away', 400)]));
    expect(multi.bets.map((b) => [b.stake, b.potentialPayout])).toEqual([[1000, 8000]]);
    const trixie = book.quote(
      member,
      slip([leg('e1'), leg('e2'), leg('e3')], { kind: 'system', system: 'trixie', stake: 100 }),
    );
    // Three doubles at 4.00 and a treble at 8.00, 1.00 a line.
    expect(trixie.bets.map((b) => [b.lines.length, b.stake, b.potentialPayout])).toEqual([[4, 400, 2000]]);
    const singles = book.quote(member, slip([leg('e1'), leg('e2')], { kind: 'singles' }));
    expect(singles.bets.map((b) => b.potentialPayout)).toEqual([2000, 2000]);
    expect(singles.totalStake).toBe(2000);
    expect(
      book
        .quote(member, slip([leg('e1'), leg('e2')], { kind: 'system', system: 'trixie' }))
        .problems.map((p) => p.key),
    ).toEqual(['slip.system']);
  });

  it('places singles as one bet and one debit each', async () => {
    const { book, wallet } = setup();
    const result = await book.place(member, slip([leg('e1'), leg('e2')], { kind: 'singles', stake: 500 }));
    expect(result.ok && result.bets.map((b) => [b.kind, b.state, b.stake])).toEqual([
      ['single', 'open', 500],
      ['single', 'open', 500],
    ]);
    expect(wallet.calls.map((c) => [c.kind, c.amount])).toEqual([
      ['bet', 500],
      ['bet', 500],
    ]);
  });
});

describe('the live delay', () => {
  const live = () => {
    const s = setup();
    s.feed.setStatus('e1', 'live');
    return s;
  };

  it('waits the delay, then places', async () => {
    const { book, clock, wallet } = live();
    let settled = false;
    const placing = book.place(member, slip([leg('e1', 'home', 200, { phase: 'live' })])).then((r) => {
      settled = true;
      return r;
    });
    await clock.advance(4_999);
    expect(settled).toBe(false);
    expect(wallet.calls).toHaveLength(0);
    await clock.advance(1);
    const result = await placing;
    expect(result.ok && result.bets[0]?.legs[0]?.inPlay).toBe(true);
    expect(wallet.balance('u1')).toBe(999_000);
  });

  it('refuses the bet when the market is suspended during the delay, without taking the stake', async () => {
    const { book, clock, feed, wallet } = live();
    const placing = book.place(member, slip([leg('e1', 'home', 200, { phase: 'live' })]));
    await clock.advance(2_000);
    feed.suspend('e1', { reason: 'suspended.goal', until: clock.now() + 10_000 });
    await clock.advance(3_000);
    expect(keys(await placing)).toEqual(['slip.suspended']);
    expect(wallet.calls).toHaveLength(0);
  });

  it('refuses the bet when the odds moved during the delay', async () => {
    const { book, clock, feed } = live();
    const placing = book.place(member, slip([leg('e1', 'home', 200, { phase: 'live' })]));
    await clock.advance(1_000);
    feed.price('e1', winner, { home: 0.55, draw: 0.25, away: 0.2 });
    await clock.advance(4_000);
    expect(keys(await placing)).toEqual(['slip.oddsChanged']);
  });
});

describe('money', () => {
  it('marks a bet refused when the wallet has not the funds', async () => {
    const { book, wallet, store } = setup();
    const result = await book.place(member, slip([leg('e1')], { stake: 1_000_001 }));
    expect(keys(result)).toEqual(['slip.funds']);
    expect(store.all().map((b) => [b.state, b.refusal])).toEqual([['refused', 'slip.funds']]);
    expect(wallet.balance('u1')).toBe(1_000_000);
    expect(book.bets('u1', 'open')).toEqual([]);
  });

  it('rolls back a debit whose outcome is unknown', async () => {
    const { book, wallet, store } = setup();
    wallet.failNextBets(1);
    expect(keys(await book.place(member, slip([leg('e1')])))).toEqual(['slip.wallet']);
    const [bet] = store.all();
    expect(bet?.state).toBe('refused');
    expect(wallet.calls.map((c) => [c.kind, c.txId, c.ref])).toEqual([
      ['rollback', `${bet?.id}:rollback`, bet?.id],
    ]);
    expect(wallet.balance('u1')).toBe(1_000_000);
  });

  it('answers a retried request with the bets it placed, debiting once', async () => {
    const { book, wallet } = setup();
    const first = await book.place(member, slip([leg('e1')], { requestId: 'req-1' }));
    const again = await book.place(member, slip([leg('e1')], { requestId: 'req-1' }));
    expect(again.ok && again.repeated).toBe(true);
    expect(again.ok && again.bets.map((b) => b.id)).toEqual(first.ok && first.bets.map((b) => b.id));
    expect(wallet.calls).toHaveLength(1);
  });
});
