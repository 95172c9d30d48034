import { describe, expect, it } from 'vitest';
import { goals } from './fakes.ts';
import { leg, member, setup, slip } from './setup.ts';

const placed = async (s: ReturnType<typeof setup>, ...args: Parameters<typeof slip>) => {
  const result = await s.book.place(member, slip(...args));
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.bets[0] as (typeof result.bets)[number];
};

describe('settlement exactly once', () => {
  it('pays a winning single once however often and however concurrently it is settled', async () => {
    const s = setup();
    const bet = await placed(s, [leg('e1')]);
    s.feed.finish('e1', goals(2, 1));
    await Promise.all([s.book.settle(), s.book.settle(), s.book.settleBet(bet.id), s.book.settle()]);
    await s.book.settle();
    expect(s.wallet.wins().map((w) => [w.txId, w.ref, w.amount])).toEqual([[`${bet.id}:win`, bet.id, 2000]]);
    expect(s.wallet.balance('u1')).toBe(1_000_000 - 1000 + 2000);
    expect(s.store.get(bet.id)).toMatchObject({ state: 'settled', paid: 2000, settledReturn: 2000 });
    expect(s.book.bets('u1', 'settled').map((b) => b.id)).toEqual([bet.id]);
  });

  it('closes a lost bet with one win of 0', async () => {
    const s = setup();
    const bet = await placed(s, [leg('e1')]);
    s.feed.finish('e1', goals(0, 1));
    await s.book.settle();
    await s.book.settle();
    expect(s.wallet.wins().map((w) => w.amount)).toEqual([0]);
    expect(s.store.get(bet.id)?.grades).toEqual([{ outcome: 'lose' }]);
  });

  it('waits for every leg of an accumulator', async () => {
    const s = setup();
    const bet = await placed(s, [leg('e1'), leg('e2')]);
    s.feed.finish('e1', goals(1, 0));
    expect((await s.book.settle()).settled).toBe(0);
    s.feed.finish('e2', goals(3, 0));
    expect((await s.book.settle()).settled).toBe(1);
    expect(s.store.get(bet.id)?.paid).toBe(4000);
  });

  it('sends the same win again after a failure, and pays it once', async () => {
    const s = setup();
    const bet = await placed(s, [leg('e1')]);
    s.feed.finish('e1', goals(1, 0));
    s.wallet.failNextWins(1);
    await s.book.settle();
    expect(s.store.get(bet.id)).toMatchObject({ state: 'settling', paid: 0 });
    expect(s.store.get(bet.id)?.payments).toMatchObject([
      { txId: `${bet.id}:win`, amount: 2000, done: false },
    ]);
    await s.book.settle();
    await s.book.settle();
    expect(s.store.get(bet.id)).toMatchObject({ state: 'settled', paid: 2000 });
    expect(s.wallet.wins().map((w) => w.txId)).toEqual([`${bet.id}:win`]);
  });
});

describe('voids, dead heats and half results', () => {
  it('gives the stake back on a cancelled event, and drops a void leg out of an accumulator', async () => {
    const s = setup();
    const single = await placed(s, [leg('e1')]);
    const multi = await placed(s, [leg('e2', 'home', 200), leg('e3', 'away', 400)]);
    s.feed.cancel('e1').cancel('e2').finish('e3', goals(0, 2));
    await s.book.settle();
    expect(s.store.get(single.id)).toMatchObject({ paid: 1000, grades: [{ outcome: 'void' }] });
    // 1000 × 1 (void) × 4.00.
    expect(s.store.get(multi.id)?.paid).toBe(4000);
  });

  it('pays an outright dead heat stake × share at full odds', async () => {
    const s = setup();
    s.feed.outright('o1', ['a', 'b', 'c']).price('o1', { kind: 'outright' }, { a: 0.2, b: 0.4, c: 0.4 });
    const bet = await placed(s, [
      { eventId: 'o1', marketId: 'outright', selectionId: 'a', odds100: 500, phase: 'prematch' },
    ]);
    expect(bet.legs[0]?.selectionName).toBe('A');
    s.feed.settleOutright('o1', ['a', 'c']);
    await s.book.settle();
    // 1000 × 5.00 / 2.
    expect(s.store.get(bet.id)).toMatchObject({ paid: 2500, grades: [{ outcome: 'dead-heat', share: 2 }] });
  });

  it('settles quarter handicaps as half wins and half losses', async () => {
    const s = setup();
    const line = { kind: 'handicap', measure: 'goals', line: -0.25 } as const;
    s.feed.price('e1', line, { home: 0.5, away: 0.5 });
    const ah = (selectionId: string) => ({
      eventId: 'e1',
      marketId: 'handicap:goals:-0.25',
      selectionId,
      odds100: 200,
      phase: 'prematch' as const,
    });
    const home = await placed(s, [ah('home')]);
    const away = await s.book.place({ ...member, user: 'u2' }, slip([ah('away')]));
    s.feed.finish('e1', goals(1, 1));
    await s.book.settle();
    // Home −0.25 on a draw: half the stake lost, half pushed. Away +0.25: half won at 2.00, half pushed.
    expect(s.store.get(home.id)?.paid).toBe(500);
    expect(away.ok && s.store.get(away.bets[0]?.id as string)?.paid).toBe(1500);
  });

  it('pays a system the lines that won', async () => {
    const s = setup();
    const bet = await placed(s, [leg('e1'), leg('e2'), leg('e3')], {
      kind: 'system',
      system: 'trixie',
      stake: 100,
    });
    s.feed.finish('e1', goals(1, 0)).finish('e2', goals(1, 0)).finish('e3', goals(0, 0));
    await s.book.settle();
    // Only the double e1 × e2 wins: 100 × 2.00 × 2.00.
    expect(s.store.get(bet.id)?.paid).toBe(400);
  });
});

describe('resettlement after a corrected result', () => {
  it('pays a higher return as a new win of the difference', async () => {
    const s = setup();
    const bet = await placed(s, [leg('e1', 'draw', 400)]);
    s.feed.finish('e1', goals(2, 1));
    await s.book.settle();
    s.feed.finish('e1', goals(1, 1), 2);
    const report = await s.book.settle();
    expect(report.resettled).toBe(1);
    await s.book.settle();
    expect(s.wallet.wins().map((w) => [w.txId, w.amount])).toEqual([
      [`${bet.id}:win`, 0],
      [`${bet.id}:win:2`, 4000],
    ]);
    expect(s.store.get(bet.id)).toMatchObject({ paid: 4000, clawback: 0, settledReturn: 4000 });
  });

  it('records a lower return as a clawback, and a correction back cancels it', async () => {
    const s = setup();
    const bet = await placed(s, [leg('e1')]);
    s.feed.finish('e1', goals(1, 0));
    await s.book.settle();
    s.feed.finish('e1', goals(1, 1), 2);
    await s.book.settle();
    expect(s.store.get(bet.id)).toMatchObject({ paid: 2000, clawback: 2000, settledReturn: 0 });
    expect(s.book.ggr()).toEqual([
      { sport: 'football', bets: 1, stake: 1000, paid: 2000, ggr: -1000, clawback: 2000 },
    ]);
    s.feed.finish('e1', goals(2, 1), 3);
    await s.book.settle();
    expect(s.store.get(bet.id)).toMatchObject({ paid: 2000, clawback: 0, settledReturn: 2000 });
    expect(s.wallet.wins()).toHaveLength(1);
  });
});

describe('cash-out', () => {
  it('buys an open bet back at q × potential payout less the margin, exactly once', async () => {
    const s = setup({ cashoutMargin: 0.05 });
    const bet = await placed(s, [leg('e1')]);
    s.feed.price('e1', { kind: 'winner', draw: true }, { home: 0.7, draw: 0.2, away: 0.1 });
    const offer = s.book.cashoutOffer(s.store.get(bet.id) as typeof bet);
    // 2000 × 0.7 × 0.95.
    expect(offer).toEqual({ ok: true, amount: 1330 });
    const tries = await Promise.all([
      s.book.cashOut(member, bet.id, 1330),
      s.book.cashOut(member, bet.id, 1330),
      s.book.cashOut(member, bet.id),
    ]);
    expect(tries.map((t) => (t.ok ? 'ok' : t.reason))).toEqual(['ok', 'cashout.closed', 'cashout.closed']);
    s.feed.finish('e1', goals(3, 0));
    await s.book.settle();
    expect(s.wallet.wins().map((w) => [w.txId, w.amount])).toEqual([[`${bet.id}:win`, 1330]]);
    expect(s.store.get(bet.id)).toMatchObject({ state: 'cashed-out', paid: 1330 });
  });

  it('refuses a cash-out below what the member accepted, while suspended, and of another member', async () => {
    const s = setup();
    const bet = await placed(s, [leg('e1')]);
    // 2000 × 0.5 × (1 − 0.05).
    expect(await s.book.cashOut(member, bet.id, 5000)).toEqual({
      ok: false,
      reason: 'cashout.changed',
      amount: 950,
    });
    s.feed.suspend('e1', { reason: 'suspended.danger', until: 0 });
    expect(await s.book.cashOut(member, bet.id)).toEqual({ ok: false, reason: 'cashout.suspended' });
    expect(await s.book.cashOut({ ...member, user: 'u2' }, bet.id)).toEqual({
      ok: false,
      reason: 'cashout.unknown',
    });
  });

  it('values decided legs of an accumulator by their result', async () => {
    const s = setup({ cashoutMargin: 0 });
    const bet = await placed(s, [leg('e1'), leg('e2')]);
    s.feed.finish('e1', goals(1, 0));
    // e1 won (× 2.00), e2 still 50 %: 1000 × 2.00 × (0.5 × 2.00).
    expect(s.book.cashoutOffer(s.store.get(bet.id) as typeof bet)).toEqual({ ok: true, amount: 2000 });
    s.feed.finish('e2', goals(0, 1));
    expect(s.book.cashoutOffer(s.store.get(bet.id) as typeof bet)).toEqual({
      ok: false,
      reason: 'cashout.closed',
    });
  });
});

describe('risk and reports', () => {
  it('reports liability per selection and GGR per sport', async () => {
    const s = setup();
    await placed(s, [leg('e1')], { stake: 1000 });
    await placed(s, [leg('e1', 'draw', 400)], { stake: 500 });
    await placed(s, [leg('e1', 'away', 400), leg('e2')], { stake: 100 });
    expect(s.book.liability('e1', 'winner')).toMatchObject({
      stakes: 1600,
      worst: 2000,
      selections: {
        home: { payout: 2000, net: 400 },
        draw: { payout: 2000, net: 400 },
        away: { payout: 800, net: -800 },
      },
    });
    s.feed.finish('e1', goals(1, 0)).finish('e2', goals(1, 0));
    await s.book.settle();
    expect(s.book.ggr()).toEqual([
      { sport: 'football', bets: 3, stake: 1600, paid: 2000, ggr: -400, clawback: 0 },
    ]);
    expect(s.book.ggr({ mode: 'free' })).toEqual([]);
  });
});
