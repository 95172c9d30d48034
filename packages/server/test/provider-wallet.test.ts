import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { providerHeaders, providerWalletPaths, signBody } from '@playsite/api/provider';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { providerAccountShards } from '../src/domain/provider/accounts.ts';
import { rotateProviderKey } from '../src/domain/provider/operator.ts';
import { forgetProviders, keyGraceMs, syncGameServer } from '../src/domain/provider/providers.ts';
import { revokeSession } from '../src/domain/sessions.ts';
import { sha256 } from '../src/security/tokens.ts';
import type { GamesHarness } from './games/http-support.ts';
import {
  auditProviderLedger,
  bodies,
  type Launched,
  launchThroughProvider,
  providerGames,
  providerId,
  startProviderPlatform,
  transfersOf,
  walletCall,
} from './provider-support.ts';
import { backends } from './support/backends.ts';

/**
 * The provider wallet API's conformance (docs/provider-wallet.md), on PGlite and PostgreSQL: each
 * case plays the game server's side over HTTP with signed calls, and the ledger is audited in SQL
 * after every one.
 */
describe.each(backends)('provider wallet API (%s)', (backend) => {
  let h: GamesHarness;
  let session: Launched;
  let body: ReturnType<typeof bodies>;
  const games = providerGames();
  const id = () => randomUUID();
  const wallet = () => h.balance(`member:${session.memberId}:0`);
  /** The provider's real-money side in the brand: its accounts summed (GGR). */
  const house = async () =>
    (
      await h.db.query<{ total: bigint }>(
        'SELECT coalesce(sum(balance), 0)::bigint AS total FROM ledger_accounts WHERE merchant_code = $1 AND code LIKE $2',
        ['demo', `system:provider:${providerId}:real:%`],
      )
    )[0]?.total ?? 0n;

  beforeAll(async () => {
    h = await startProviderPlatform(backend);
  });
  afterAll(async () => {
    await h?.close();
  });
  afterEach(async () => {
    await auditProviderLedger(h.db);
  });

  /** A fresh launch of demomember for each case. */
  const launch = async (username = 'demomember') => {
    session = await launchThroughProvider(h, games.realOnly, username);
    body = bodies(session);
    return session;
  };

  it('answers the balance of a launched session', async () => {
    await launch();
    const answer = await walletCall(h, 'balance', body.balance());
    expect(answer).toMatchObject({ status: 'RS_OK', user: session.user, currency: 'PHP' });
    expect(BigInt(answer.balance ?? -1)).toBe(await wallet());
  });

  it('takes a bet and pays its win once each, answering the balance after the call', async () => {
    await launch();
    const before = await wallet();
    const houseBefore = await house();
    const [bet, round] = [id(), id()];
    expect(await walletCall(h, 'bet', body.bet(bet, round, 1_500))).toMatchObject({
      status: 'RS_OK',
      balance: Number(before - 1_500n),
    });
    const win = await walletCall(h, 'win', body.win(id(), bet, round, 4_000, { round_closed: true }));
    expect(win).toMatchObject({ status: 'RS_OK', balance: Number(before + 2_500n) });
    expect(await wallet()).toBe(before + 2_500n);
    expect(await house()).toBe(houseBefore - 2_500n);
    expect(await transfersOf(h.db, bet)).toBe(1);
    // The body is kept for recall, without the token (only its SHA-256).
    const [kept] = await h.db.query<{ request: string }>(
      'SELECT request FROM provider_transactions WHERE provider_id = $1 AND transaction_uuid = $2',
      [providerId, bet],
    );
    expect(kept?.request).not.toContain(session.token);
    expect(JSON.parse(kept?.request ?? '{}')).toMatchObject({
      transaction_uuid: bet,
      amount: 1_500,
      token: `sha256:${sha256(session.token)}`,
    });
  });

  it('answers a retried bet with its first answer, and the same uuid with other content as a duplicate', async () => {
    await launch();
    const [bet, round] = [id(), id()];
    const first = body.bet(bet, round, 700);
    const answer = await walletCall(h, 'bet', first);
    // Another bet moves the balance; the retry still answers what the first call answered.
    await walletCall(h, 'bet', body.bet(id(), round, 300));
    const retry = await walletCall(h, 'bet', first);
    expect(retry).toEqual(answer);
    // A retry with a new request_uuid is the same transaction: same answer, its own request_uuid.
    const again = { ...first, request_uuid: id() };
    expect(await walletCall(h, 'bet', again)).toEqual({ ...answer, request_uuid: again.request_uuid });
    expect(await walletCall(h, 'bet', { ...first, amount: 701 })).toMatchObject({
      status: 'RS_ERROR_DUPLICATE_TRANSACTION',
    });
    // A win reusing a bet's uuid is a duplicate too.
    expect(await walletCall(h, 'win', body.win(bet, bet, round, 10))).toMatchObject({
      status: 'RS_ERROR_DUPLICATE_TRANSACTION',
    });
    expect(await transfersOf(h.db, bet)).toBe(1);
  });

  it('takes a bet once when the first call timed out and the provider retries it', async () => {
    await launch();
    const before = await wallet();
    const [bet, round] = [id(), id()];
    const request = body.bet(bet, round, 1_234);
    const raw = JSON.stringify(request);
    // The first call: the whole request reaches the platform, the caller hangs up before the answer.
    const { port } = new URL(h.url);
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.end(
          [
            `POST ${providerWalletPaths.bet} HTTP/1.1`,
            'Host: 127.0.0.1',
            'Content-Type: application/json',
            `Content-Length: ${Buffer.byteLength(raw)}`,
            `${providerHeaders.provider}: ${providerId}`,
            `${providerHeaders.signature}: ${signBody('playsite-dev-provider-secret', raw)}`,
            '',
            raw,
          ].join('\r\n'),
          () => {
            socket.destroy();
            resolve();
          },
        );
      });
      socket.on('error', reject);
    });
    for (let wait = 0; (await transfersOf(h.db, bet)) === 0 && wait < 100; wait++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await transfersOf(h.db, bet)).toBe(1);
    const retry = { ...request, request_uuid: id() };
    expect(await walletCall(h, 'bet', retry)).toMatchObject({
      status: 'RS_OK',
      request_uuid: retry.request_uuid,
      balance: Number(before - 1_234n),
    });
    expect(await wallet()).toBe(before - 1_234n);
    expect(await transfersOf(h.db, bet)).toBe(1);
  });

  it('remembers a rollback whose bet never arrived, and refuses that bet when it comes', async () => {
    await launch();
    const before = await wallet();
    const [bet, round] = [id(), id()];
    expect(await walletCall(h, 'rollback', body.rollback(id(), bet, round))).toMatchObject({
      status: 'RS_OK',
      balance: Number(before),
    });
    expect(await walletCall(h, 'bet', body.bet(bet, round, 500))).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
    });
    expect(await wallet()).toBe(before);
    expect(await transfersOf(h.db, bet)).toBe(0);
  });

  it('refuses a win that comes before its bet, and pays it once the bet is there', async () => {
    await launch();
    const before = await wallet();
    const [bet, win, round] = [id(), id(), id()];
    const early = body.win(win, bet, round, 900, { round_closed: true });
    expect(await walletCall(h, 'win', early)).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    });
    expect(await transfersOf(h.db, win)).toBe(0);
    expect(await walletCall(h, 'bet', body.bet(bet, round, 300))).toMatchObject({ status: 'RS_OK' });
    expect(await walletCall(h, 'win', { ...early, request_uuid: id() })).toMatchObject({
      status: 'RS_OK',
      balance: Number(before + 600n),
    });
    expect(await transfersOf(h.db, win)).toBe(1);
    // A win naming a bet of another round, or naming no bet, pays nothing.
    expect(await walletCall(h, 'win', body.win(id(), bet, id(), 5))).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    });
  });

  it('refuses bets once the member platform session ended, and still pays wins and rollbacks', async () => {
    const launched = await launch();
    const [bet, other, round] = [id(), id(), id()];
    expect(await walletCall(h, 'bet', body.bet(bet, round, 1_000))).toMatchObject({ status: 'RS_OK' });
    expect(await walletCall(h, 'bet', body.bet(other, round, 200))).toMatchObject({ status: 'RS_OK' });
    const before = await wallet();
    await revokeSession(h.ctx, sha256(launched.sessionToken));
    expect(await walletCall(h, 'bet', body.bet(id(), round, 100))).toMatchObject({
      status: 'RS_ERROR_TOKEN_EXPIRED',
    });
    expect(await walletCall(h, 'balance', body.balance())).toMatchObject({
      status: 'RS_ERROR_TOKEN_EXPIRED',
    });
    expect(await walletCall(h, 'win', body.win(id(), bet, round, 2_500))).toMatchObject({
      status: 'RS_OK',
      balance: Number(before + 2_500n),
    });
    expect(await walletCall(h, 'rollback', body.rollback(id(), other, round))).toMatchObject({
      status: 'RS_OK',
      balance: Number(before + 2_700n),
    });
    // An idle session ends the same way: 30 minutes without a call.
    await launch();
    h.clock.advance(h.ctx.config.session.idleMs + 1);
    expect(await walletCall(h, 'bet', body.bet(id(), id(), 100))).toMatchObject({
      status: 'RS_ERROR_TOKEN_EXPIRED',
    });
  });

  it('refuses a bet the wallet can not cover with the balance, and takes nothing', async () => {
    await launch();
    const before = await wallet();
    const bet = id();
    expect(await walletCall(h, 'bet', body.bet(bet, id(), Number(before) + 1))).toEqual({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      request_uuid: expect.any(String),
      user: session.user,
      currency: 'PHP',
      balance: Number(before),
    });
    expect(await wallet()).toBe(before);
    expect(await transfersOf(h.db, bet)).toBe(0);
  });

  it('refuses the wrong currency, another game, another user, an unknown token and a locked member', async () => {
    await launch();
    const before = await wallet();
    const round = id();
    expect(await walletCall(h, 'bet', body.bet(id(), round, 10, { currency: 'USD' }))).toMatchObject({
      status: 'RS_ERROR_WRONG_CURRENCY',
    });
    expect(
      await walletCall(h, 'bet', { ...body.bet(id(), round, 10), game_code: games.other.gameCode }),
    ).toMatchObject({ status: 'RS_ERROR_INVALID_GAME' });
    expect(await walletCall(h, 'bet', { ...body.bet(id(), round, 10), user: '999999' })).toMatchObject({
      status: 'RS_ERROR_INVALID_TOKEN',
    });
    expect(await walletCall(h, 'bet', { ...body.bet(id(), round, 10), token: 'x'.repeat(43) })).toMatchObject(
      {
        status: 'RS_ERROR_INVALID_TOKEN',
      },
    );
    expect(await walletCall(h, 'bet', { ...body.bet(id(), round, 10), amount: -5 })).toMatchObject({
      status: 'RS_ERROR_WRONG_SYNTAX',
    });
    const padded = { ...body.bet(id(), round, 10), meta: { pad: 'x'.repeat(70_000) } };
    expect(await walletCall(h, 'bet', padded)).toEqual({ status: 'RS_ERROR_WRONG_SYNTAX', request_uuid: '' });
    expect(await walletCall(h, 'bet', '{"request_uuid":"r1",')).toEqual({
      status: 'RS_ERROR_WRONG_SYNTAX',
      request_uuid: '',
    });
    const bet = id();
    expect(await walletCall(h, 'bet', body.bet(bet, round, 10))).toMatchObject({ status: 'RS_OK' });
    await h.db.query('UPDATE members SET locked_at = $2 WHERE id = $1', [session.memberId, h.clock.now()]);
    try {
      expect(await walletCall(h, 'bet', body.bet(id(), round, 10))).toMatchObject({
        status: 'RS_ERROR_USER_DISABLED',
      });
      // Money owed is still paid to a locked member.
      expect(await walletCall(h, 'win', body.win(id(), bet, round, 30))).toMatchObject({ status: 'RS_OK' });
    } finally {
      await h.db.query('UPDATE members SET locked_at = NULL WHERE id = $1', [session.memberId]);
    }
    expect(await wallet()).toBe(before + 20n);
  });

  it('refuses bad and missing signatures, unknown providers and other keys, doing nothing', async () => {
    await launch();
    const before = await wallet();
    const bet = id();
    const request = body.bet(bet, id(), 100);
    const raw = JSON.stringify(request);
    for (const signing of [
      { signature: null },
      { signature: 'bm90IGEgc2lnbmF0dXJl' },
      { secret: 'another-secret-of-another-key' },
      // Signed over other bytes than those sent (the same JSON, spaced).
      { signature: signBody('playsite-dev-provider-secret', JSON.stringify(request, null, 1)) },
    ])
      expect(await walletCall(h, 'bet', raw, signing)).toMatchObject({
        status: 'RS_ERROR_INVALID_SIGNATURE',
        request_uuid: request.request_uuid,
      });
    expect(await walletCall(h, 'bet', raw, { provider: 'someone-else' })).toMatchObject({
      status: 'RS_ERROR_INVALID_PARTNER',
    });
    expect(await wallet()).toBe(before);
    expect(await transfersOf(h.db, bet)).toBe(0);
  });

  it('keeps a round open when the game server dies after the bet, and pays the later win once', async () => {
    await launch();
    const before = await wallet();
    const [bet, win, round] = [id(), id(), id()];
    expect(await walletCall(h, 'bet', body.bet(bet, round, 2_000))).toMatchObject({ status: 'RS_OK' });
    // The game server is gone: nothing comes for a while. The bet is taken, the round open.
    const open = async () =>
      (
        await h.db.query<{ status: string; stake: bigint; win: bigint }>(
          'SELECT status, stake, win FROM provider_rounds WHERE provider_id = $1 AND member_id = $2 AND round_id = $3',
          [providerId, session.memberId, round],
        )
      )[0];
    expect(await open()).toEqual({ status: 'open', stake: 2_000n, win: 0n });
    await auditProviderLedger(h.db);
    expect(await wallet()).toBe(before - 2_000n);
    // It comes back and replays its journal: the win, twice.
    const paying = body.win(win, bet, round, 5_000, { round_closed: true });
    const first = await walletCall(h, 'win', paying);
    const replay = await walletCall(h, 'win', paying);
    expect(replay).toEqual(first);
    expect(await open()).toEqual({ status: 'settled', stake: 2_000n, win: 5_000n });
    expect(await wallet()).toBe(before + 3_000n);
    expect(await transfersOf(h.db, win)).toBe(1);
  });

  it('refuses to roll back a bet a win settled, and refuses a win for a bet rolled back', async () => {
    await launch();
    const before = await wallet();
    const [won, undone, round] = [id(), id(), id()];
    await walletCall(h, 'bet', body.bet(won, round, 100));
    await walletCall(h, 'bet', body.bet(undone, round, 200));
    expect(await walletCall(h, 'win', body.win(id(), won, round, 150))).toMatchObject({ status: 'RS_OK' });
    expect(await walletCall(h, 'rollback', body.rollback(id(), won, round))).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_SETTLED',
    });
    const rollback = body.rollback(id(), undone, round);
    expect(await walletCall(h, 'rollback', rollback)).toMatchObject({ status: 'RS_OK' });
    expect(await walletCall(h, 'rollback', rollback)).toMatchObject({ status: 'RS_OK' });
    // A second rollback of the same bet under another uuid moves nothing again.
    expect(await walletCall(h, 'rollback', body.rollback(id(), undone, round))).toMatchObject({
      status: 'RS_OK',
    });
    expect(await walletCall(h, 'win', body.win(id(), undone, round, 400))).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
    });
    // A rollback naming a win, not a bet, finds no bet.
    expect(
      await walletCall(h, 'rollback', body.rollback(id(), rollback.transaction_uuid, round)),
    ).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    });
    expect(await wallet()).toBe(before + 50n);
  });

  it('posts once for 20 parallel copies of a bet and 20 of its win', async () => {
    await launch();
    const before = await wallet();
    const [bet, win, round] = [id(), id(), id()];
    const betBody = body.bet(bet, round, 800);
    const bets = await Promise.all(Array.from({ length: 20 }, () => walletCall(h, 'bet', betBody)));
    expect(new Set(bets.map((answer) => JSON.stringify(answer)))).toEqual(
      new Set([JSON.stringify({ ...bets[0], status: 'RS_OK', balance: Number(before - 800n) })]),
    );
    const winBody = body.win(win, bet, round, 1_000, { round_closed: true });
    const wins = await Promise.all(Array.from({ length: 20 }, () => walletCall(h, 'win', winBody)));
    expect(
      wins.every((answer) => answer.status === 'RS_OK' && answer.balance === Number(before + 200n)),
    ).toBe(true);
    expect(await transfersOf(h.db, bet)).toBe(1);
    expect(await transfersOf(h.db, win)).toBe(1);
    expect(await wallet()).toBe(before + 200n);
    const [counted] = await h.db.query<{ wins: number }>(
      'SELECT wins FROM provider_transactions WHERE provider_id = $1 AND transaction_uuid = $2',
      [providerId, bet],
    );
    expect(counted?.wins).toBe(1);
    // 20 parallel bets of one member with distinct uuids: each taken once, none overdrawn.
    const many = await Promise.all(
      Array.from({ length: 20 }, () => walletCall(h, 'bet', body.bet(id(), round, 10))),
    );
    expect(many.every((answer) => answer.status === 'RS_OK')).toBe(true);
    expect(new Set(many.map((answer) => answer.balance)).size).toBe(20);
    expect(await wallet()).toBe(before);
  });

  it('settles each bet once when its win and its rollback race, and a bet racing its own rollback', async () => {
    await launch();
    const before = await wallet();
    const pairs = Array.from({ length: 10 }, () => ({ bet: id(), round: id() }));
    for (const { bet, round } of pairs) await walletCall(h, 'bet', body.bet(bet, round, 100));
    const raced = await Promise.all(
      pairs.map(({ bet, round }) =>
        Promise.all([
          walletCall(h, 'win', body.win(id(), bet, round, 300)),
          walletCall(h, 'rollback', body.rollback(id(), bet, round)),
        ]),
      ),
    );
    let won = 0;
    for (const [win, rollback] of raced) {
      // Either the win settled the bet and its rollback is refused, or the rollback undid it first.
      const settled = win.status === 'RS_OK';
      if (settled) won++;
      expect([win.status, rollback.status]).toEqual(
        settled ? ['RS_OK', 'RS_ERROR_TRANSACTION_SETTLED'] : ['RS_ERROR_TRANSACTION_ROLLED_BACK', 'RS_OK'],
      );
    }
    expect(await wallet()).toBe(before - 1_000n + BigInt(won) * 300n + BigInt(10 - won) * 100n);
    // A bet and its rollback sent at once: taken and given back, or refused after the rollback.
    const mid = await wallet();
    const racing = await Promise.all(
      Array.from({ length: 10 }, () => {
        const [bet, round] = [id(), id()];
        return Promise.all([
          walletCall(h, 'bet', body.bet(bet, round, 100)),
          walletCall(h, 'rollback', body.rollback(id(), bet, round)),
        ]);
      }),
    );
    for (const [bet, rollback] of racing) {
      expect(rollback.status).toBe('RS_OK');
      expect(['RS_OK', 'RS_ERROR_TRANSACTION_ROLLED_BACK']).toContain(bet.status);
    }
    expect(await wallet()).toBe(mid);
  });

  it('plays free play against the free-play wallet and the provider demo account only', async () => {
    session = await launchThroughProvider(h, games.freePlay, 'demomember', 0);
    body = bodies(session);
    expect(session.url.searchParams.get('mode')).toBe('demo');
    const real = await wallet();
    const demo = () => h.balance(`member:${session.memberId}:90`);
    const demoBefore = await demo();
    const [bet, round] = [id(), id()];
    expect(await walletCall(h, 'bet', body.bet(bet, round, 5_000))).toMatchObject({
      status: 'RS_OK',
      balance: Number(demoBefore - 5_000n),
    });
    await walletCall(h, 'win', body.win(id(), bet, round, 1_000, { round_closed: true }));
    expect(await demo()).toBe(demoBefore - 4_000n);
    expect(await wallet()).toBe(real);
    expect(
      await h.balance(`system:provider:${providerId}:demo:${session.memberId % providerAccountShards}`),
    ).toBeGreaterThanOrEqual(4_000n);
  });

  it('takes a new key at once, a rotated-out one for 24 hours more, and then refuses it', async () => {
    await launch();
    const rotated = await rotateProviderKey(h.ctx, providerId);
    const withNew = { keyId: rotated.keyId, secret: rotated.secret };
    const round = id();
    expect(await walletCall(h, 'bet', body.bet(id(), round, 10), withNew)).toMatchObject({ status: 'RS_OK' });
    // The old key still verifies during the grace period, even named as the new one.
    expect(await walletCall(h, 'bet', body.bet(id(), round, 10))).toMatchObject({ status: 'RS_OK' });
    expect(await walletCall(h, 'bet', body.bet(id(), round, 10), { keyId: rotated.keyId })).toMatchObject({
      status: 'RS_OK',
    });
    h.clock.advance(keyGraceMs + 1);
    await launch();
    const before = await wallet();
    const bet = body.bet(id(), id(), 10);
    expect(await walletCall(h, 'bet', bet)).toMatchObject({ status: 'RS_ERROR_INVALID_SIGNATURE' });
    // A restart with the same configured secret does not bring the rotated-out key back.
    await syncGameServer(h.ctx);
    expect(await walletCall(h, 'bet', bet)).toMatchObject({ status: 'RS_ERROR_INVALID_SIGNATURE' });
    expect(await wallet()).toBe(before);
    expect(await transfersOf(h.db, bet.transaction_uuid)).toBe(0);
    expect(await walletCall(h, 'bet', bet, withNew)).toMatchObject({ status: 'RS_OK' });
    // The development key back for whatever runs after.
    await h.db.query(
      "UPDATE provider_keys SET valid_until = NULL WHERE provider_id = $1 AND key_id = 'dev'",
      [providerId],
    );
    forgetProviders(h.ctx);
  });
});
