import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacRng } from '../src/engine/rng.ts';
import { verify } from '../src/engines/instant/fair.ts';
import { manualClock } from '../src/server/clock.ts';
import { wheelKind } from './fake-kinds.ts';
import { get, harnessPerTest, launch, post } from './harness.ts';

const h = harnessPerTest();

const roundMs = 10_000;
/** A clock 1 s into the betting phase of round `round`. */
const clockAt = (round: number) => manualClock(round * roundMs + 1_000);
const one = 'player-one-token-000';
const two = 'player-two-token-000';

describe('scheduled tables against the wallet', () => {
  it('takes bets while betting is open, settles every bet of the round with one outcome, refuses bets after', async () => {
    const clock = clockAt(200_000_000);
    const app = await h.server(clock);
    await launch(app, h.wallet, 'T_WHEEL', one, 'p1');
    await launch(app, h.wallet, 'T_WHEEL', two, 'p2');

    const state = (await get(app, '/api/table/T_WHEEL')).body;
    expect(state).toMatchObject({
      round: 200_000_000,
      phase: 'betting',
      msLeft: 5_000,
      roundMs,
      bettingMs: 6_000,
    });
    expect(state.results).toHaveLength(20);
    expect(state.result).toBeUndefined();

    const even = await post(app, '/api/table/T_WHEEL/bet', {
      token: one,
      bet: { option: 'even', stake: 1_000 },
    });
    await post(app, '/api/table/T_WHEEL/bet', {
      token: two,
      bet: { option: 'odd', stake: 1_000 },
    });
    expect(even.status).toBe(200);
    expect(even.body.bet).toMatchObject({ round: 200_000_000, option: 'even', stake: 1_000, status: 'open' });
    expect(even.body.balance).toBe(99_000);
    // A second bet of the same player in the same table round is bet 2 of their round.
    const tie = await post(app, '/api/table/T_WHEEL/bet', { token: one, bet: { option: 'odd', stake: 500 } });
    expect(tie.body.bet).toMatchObject({ bet: even.body.bet.bet, index: 2 });
    const ref = even.body.bet.bet;
    expect(
      h.wallet
        .callsTo('bet')
        .map((call) => [
          call.body.transaction_uuid === `${ref}:bet:2` ? 'bet:2' : call.body.user,
          call.body.meta,
        ]),
    ).toEqual([
      ['p1', { table: 'T_WHEEL', tableRound: 200_000_000, option: 'even' }],
      ['p2', { table: 'T_WHEEL', tableRound: 200_000_000, option: 'odd' }],
      ['bet:2', { table: 'T_WHEEL', tableRound: 200_000_000, option: 'odd' }],
    ]);

    clock.advance(5_000); // betting closed
    const late = await post(app, '/api/table/T_WHEEL/bet', {
      token: one,
      bet: { option: 'odd', stake: 1_000 },
    });
    expect(late.status).toBe(409);
    expect(late.body.error).toEqual({ code: 'table.closed', values: { round: 200_000_000, seconds: 4 } });

    await app.games.tick();
    const wins = h.wallet.callsTo('win');
    expect(wins).toHaveLength(2);
    const closed = (await get(app, '/api/table/T_WHEEL')).body;
    expect(closed.phase).toBe('result');
    // The same outcome for both players: exactly one of even and odd won. One win per player round,
    // p1's the sum of its two bets (even 1,000 and odd 500).
    const outcome = closed.result.view.numbers[0];
    const paid = Object.fromEntries(wins.map((call) => [call.body.user, call.body.amount]));
    expect(paid).toEqual(outcome % 2 === 0 ? { p1: 2_000, p2: 0 } : { p1: 1_000, p2: 2_000 });
    for (const win of wins) expect(win.body.round_closed).toBe(true);
    expect(wins.find((call) => call.body.user === 'p1')?.body).toMatchObject({
      transaction_uuid: `${ref}:win`,
      reference_transaction_uuid: `${ref}:bet`,
      round: ref,
    });

    // Provably fair: the commitment published before the round is the seed's SHA-256, and the seed draws it.
    expect(createHash('sha256').update(closed.result.seed).digest('hex')).toBe(state.commitment);
    expect(wheelKind.draw(null, hmacRng(closed.result.seed, `T_WHEEL:200000000`))).toBe(outcome);
    // The engines' verifier takes the round seed as server seed, the game as client seed, the round as nonce.
    const replayed = verify(closed.result.seed, 'T_WHEEL', 200_000_000, wheelKind, null, {
      option: 'even',
      stake: 1_000,
    });
    expect(replayed).toMatchObject({ outcome, win: outcome % 2 === 0 ? 2_000 : 0 });

    const mine = (await post(app, '/api/table/T_WHEEL/mine', { token: one })).body;
    expect(
      mine.bets.map((bet: { index: number; status: string; win: number }) => [
        bet.index,
        bet.status,
        bet.win,
      ]),
    ).toEqual([
      [2, 'settled', outcome % 2 === 0 ? 0 : 1_000],
      [1, 'settled', outcome % 2 === 0 ? 2_000 : 0],
    ]);
    await app.games.tick();
    expect(h.wallet.callsTo('win')).toHaveLength(2);
  });

  it('settles a round after a restart with the outcome it had', async () => {
    const clock = clockAt(300_000_000);
    const first = await h.server(clock);
    await launch(first, h.wallet, 'T_WHEEL', one, 'p1');
    const placed = (
      await post(first, '/api/table/T_WHEEL/bet', { token: one, bet: { option: 'even', stake: 1_000 } })
    ).body;
    const before = (await get(first, '/api/table/T_WHEEL')).body;
    await first.close();

    clock.advance(roundMs * 3);
    const second = await h.server(clock);
    await second.games.tick();
    const win = h.wallet.callsTo('win').at(-1)?.body;
    expect(win).toMatchObject({ transaction_uuid: `${placed.bet.bet}:win`, round: placed.bet.bet });
    const after = (await get(second, '/api/table/T_WHEEL')).body;
    const drawn = after.results.find((result: { round: number }) => result.round === 300_000_000);
    expect(drawn.commitment).toBe(before.commitment);
    expect(win?.amount).toBe(drawn.view.numbers[0] % 2 === 0 ? 2_000 : 0);
  });

  it('validates bets with the kind before the wallet', async () => {
    const app = await h.server(clockAt(400_000_000));
    await launch(app, h.wallet, 'T_WHEEL', one, 'p1');
    const refused = await post(app, '/api/table/T_WHEEL/bet', {
      token: one,
      bet: { option: 'seven', stake: 1_000 },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('bet.option.unknown');
    expect(h.wallet.callsTo('bet')).toHaveLength(0);
  });
});
