import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacRng } from '../src/engine/rng.ts';
import { matchesCommitment, verify } from '../src/engines/instant/fair.ts';
import { coinKind, ladderKind } from './fake-kinds.ts';
import { harnessPerTest, launch, post } from './harness.ts';

const h = harnessPerTest();

const token = 'player-one-token-000';

describe('instant rounds against the wallet', () => {
  it('checks the token with the platform on the session call', async () => {
    const app = await h.server();
    await launch(app, h.wallet, 'T_COIN', token, 'p1');
    const session = await post(app, '/api/session', { token });
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({
      balance: 100_000,
      currency: 'PHP',
      freePlay: false,
      lobbyUrl: 'https://site.example/lobby',
    });
    expect(session.body.fair.commitment).toMatch(/^[0-9a-f]{64}$/);

    h.wallet.tokens.delete(token);
    const ended = await post(app, '/api/session', { token });
    expect(ended.status).toBe(401);
    expect(ended.body.error.code).toBe('session.ended');
    const unknown = await post(app, '/api/balance', { token: 'never-launched-token' });
    expect(unknown.body.error.code).toBe('session.ended');
  });

  it('takes the stake, draws with the provably fair RNG, pays the win and closes the round', async () => {
    const app = await h.server();
    await launch(app, h.wallet, 'T_COIN', token, 'p1');
    const before = (await post(app, '/api/fair', { token })).body;
    const played = await post(app, '/api/round', {
      token,
      gameCode: 'T_COIN',
      bet: { option: 'heads', stake: 1_000 },
      requestId: 'request-0001',
    });
    expect(played.status).toBe(200);
    const round = played.body;
    expect(round.round).toMatch(/^[0-9A-Z]{10}$/);
    expect(round.done).toBe(true);
    expect(round.fair).toEqual({ commitment: before.commitment, clientSeed: before.clientSeed, nonce: 0 });

    const bet = h.wallet.callsTo('bet').at(-1);
    const win = h.wallet.callsTo('win').at(-1);
    expect(bet?.body).toMatchObject({
      transaction_uuid: `${round.round}:bet`,
      round: round.round,
      amount: 1_000,
      user: 'p1',
      game_code: 'T_COIN',
      currency: 'PHP',
    });
    // A win closes every round, 0 on a loss.
    expect(win?.body).toMatchObject({
      transaction_uuid: `${round.round}:win`,
      reference_transaction_uuid: `${round.round}:bet`,
      amount: round.win,
      round_closed: true,
    });
    expect(round.balance).toBe(100_000 - 1_000 + round.win);

    // The same request id answers the same round: no second bet.
    const again = await post(app, '/api/round', {
      token,
      gameCode: 'T_COIN',
      bet: { option: 'heads', stake: 1_000 },
      requestId: 'request-0001',
    });
    expect(again.body.round).toBe(round.round);
    expect(h.wallet.callsTo('bet')).toHaveLength(1);

    // Revealed, the seed replays the round: hmacRng(serverSeed, `${clientSeed}:${nonce}`).
    const { revealed, next } = (await post(app, '/api/fair/rotate', { token })).body;
    expect(createHash('sha256').update(revealed.serverSeed).digest('hex')).toBe(before.commitment);
    expect(revealed.nonces).toBe(1);
    expect(next.nonce).toBe(0);
    expect(next.commitment).not.toBe(before.commitment);
    const face = hmacRng(revealed.serverSeed, `${revealed.clientSeed}:0`).int(2);
    expect(round.view.face).toBe(face === 0 ? 'heads' : 'tails');
    // …and so does the engines' own verifier (engines/instant/fair.ts).
    expect(matchesCommitment(revealed.serverSeed, before.commitment)).toBe(true);
    const replayed = verify(revealed.serverSeed, revealed.clientSeed, 0, coinKind, null, {
      option: 'heads',
      stake: 1_000,
    });
    expect(replayed).toMatchObject({ done: true, win: round.win, view: round.view });
  });

  it('refuses a stake the balance does not cover, with the balance, and takes nothing', async () => {
    const app = await h.server();
    await launch(app, h.wallet, 'T_COIN', token, 'p1');
    h.wallet.balances.set('p1', 500);
    const refused = await post(app, '/api/round', {
      token,
      gameCode: 'T_COIN',
      bet: { option: 'tails', stake: 1_000 },
    });
    expect(refused.status).toBe(402);
    expect(refused.body.error).toEqual({ code: 'wallet.notEnoughMoney', values: { balance: 500 } });
    expect(h.wallet.callsTo('win')).toHaveLength(0);
    expect(h.wallet.balance('p1')).toBe(500);
    // A stake out of range is the engine's refusal, before any wallet call.
    const range = await post(app, '/api/round', {
      token,
      gameCode: 'T_COIN',
      bet: { option: 'tails', stake: 150 },
    });
    expect(range.status).toBe(422);
    expect(range.body.error.code).toBe('bet.stake.range');
    expect(h.wallet.callsTo('bet')).toHaveLength(1);
  });

  it('plays a multi-step round: one open round, an extra stake as bet:2, the win at the end', async () => {
    const app = await h.server();
    await launch(app, h.wallet, 'T_LADDER', token, 'p1');
    const opened = (
      await post(app, '/api/round', { token, gameCode: 'T_LADDER', bet: { option: 'climb', stake: 1_000 } })
    ).body;
    expect(opened.done).toBe(false);
    expect(opened.view.actions).toContain('double');
    const second = await post(app, '/api/round', {
      token,
      gameCode: 'T_LADDER',
      bet: { option: 'climb', stake: 1_000 },
    });
    expect(second.body.error).toEqual({ code: 'round.open', values: { round: opened.round } });

    const doubled = (await post(app, `/api/round/${opened.round}/act`, { token, action: { type: 'double' } }))
      .body;
    expect(doubled.stake).toBe(2_000);
    expect(doubled.balance).toBe(98_000);
    expect(h.wallet.callsTo('bet').map((call) => call.body.transaction_uuid)).toEqual([
      `${opened.round}:bet`,
      `${opened.round}:bet:2`,
    ]);

    const resumed = (await post(app, '/api/session', { token })).body;
    expect(resumed.openRound.round).toBe(opened.round);

    const stopped = (await post(app, `/api/round/${opened.round}/act`, { token, action: { type: 'stop' } }))
      .body;
    expect(stopped).toMatchObject({ done: true, win: 2_000, balance: 100_000 });
    expect(h.wallet.callsTo('win').at(-1)?.body).toMatchObject({
      transaction_uuid: `${opened.round}:win`,
      amount: 2_000,
      round_closed: true,
    });
    const gone = await post(app, `/api/round/${opened.round}/act`, { token, action: { type: 'stop' } });
    expect(gone.body.error.code).toBe('round.unknown');

    // The kept steps replay from the revealed seed: start, double, stop.
    const { revealed } = (await post(app, '/api/fair/rotate', { token })).body;
    const replayed = verify(
      revealed.serverSeed,
      revealed.clientSeed,
      stopped.fair.nonce,
      ladderKind,
      null,
      { option: 'climb', stake: 1_000 },
      [{ type: 'double' }, { type: 'stop' }],
    );
    expect(replayed).toMatchObject({ done: true, win: 2_000, extraStake: 1_000 });
  });

  it('keeps an open round across a restart and pays it when finished', async () => {
    const first = await h.server();
    await launch(first, h.wallet, 'T_LADDER', token, 'p1');
    const opened = (
      await post(first, '/api/round', { token, gameCode: 'T_LADDER', bet: { option: 'climb', stake: 1_000 } })
    ).body;
    await first.close();

    const second = await h.server();
    const resumed = (await post(second, '/api/session', { token })).body;
    expect(resumed.openRound).toMatchObject({ round: opened.round, done: false });
    const stopped = (
      await post(second, `/api/round/${opened.round}/act`, { token, action: { type: 'stop' } })
    ).body;
    expect(stopped).toMatchObject({ done: true, win: 1_000 });
    expect(h.wallet.balance('p1')).toBe(100_000);
  });

  it('rolls back the stake when the wallet does not answer the bet', async () => {
    const app = await h.server();
    await launch(app, h.wallet, 'T_COIN', token, 'p1');
    h.wallet.mode = 'hang';
    const failed = await post(app, '/api/round', {
      token,
      gameCode: 'T_COIN',
      bet: { option: 'heads', stake: 1_000 },
    });
    expect(failed.status).toBe(503);
    expect(failed.body.error.code).toBe('wallet.unavailable');
    h.wallet.mode = 'ok';
    await app.games.wallet.idle();
    const rollback = h.wallet.callsTo('rollback').at(-1)?.body;
    expect(String(rollback?.transaction_uuid)).toMatch(/^[0-9A-Z]{10}:rollback$/);
    expect(h.wallet.callsTo('win')).toHaveLength(0);
  });
});
