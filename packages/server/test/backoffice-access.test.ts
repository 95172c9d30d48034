import { describe, expect, it } from 'vitest';
import { backofficeRoutes } from '../src/http/plugins/backoffice/guard.ts';
import { newOperator, OperatorAgent } from './backoffice-support.ts';
import { MoneyClient } from './money/http.ts';
import { backends } from './support/backends.ts';
import { useHarness } from './support/wire-harness.ts';

/** A concrete path for a route (:id taken as 1) and a body a write would accept in shape. */
const pathOf = (url: string) => url.replace(':id', '1');
const writeBody: Record<string, unknown> = {
  '/players/:id/lock': { locked: true },
  '/players/:id/adjustments': { amount: '100', reason: 'test' },
  '/approvals/:id': { approve: true },
  '/withdrawals/:id/reject': { remark: 'x' },
  '/announcements': { type: 'B', title: 'x' },
};

describe.each(backends)('back office access (%s)', (backend) => {
  const app = useHarness(backend, (harness) => ({ harness, money: new MoneyClient(harness) }));

  it('has the routes the tests below walk through', () => {
    expect(backofficeRoutes.size).toBeGreaterThanOrEqual(12);
  });

  it('refuses every route with a player token, with no session, and without the second factor', async () => {
    const { harness, money } = app.client;
    const player = await money.newMember();
    const stranger = new OperatorAgent(harness, 'nobody');
    const halfway = await newOperator(harness, 'owner', false);
    expect((await halfway.password()).body.success).toBe(true);
    for (const { method, url } of backofficeRoutes.values()) {
      const body = writeBody[url];
      const asPlayer = await stranger.call(method, pathOf(url), body, {
        authorization: player.token,
        token: player.token,
        merchant: 'demo',
      });
      expect(asPlayer.status, `${method} ${url} with a player token`).toBe(401);
      expect(asPlayer.body.success).toBe(false);
      const without2fa = await halfway.call(method, pathOf(url), body);
      expect(without2fa.status, `${method} ${url} without 2FA`).toBe(401);
      expect(without2fa.body.value).toEqual({ reason: 'secondFactorRequired' });
    }
  });

  it('refuses every write to a read-only operator, and lets it read', async () => {
    const reader = await newOperator(app.client.harness, 'read-only');
    for (const { method, url } of backofficeRoutes.values()) {
      if (method !== 'POST') continue;
      const answer = await reader.call(method, pathOf(url), writeBody[url]);
      expect(answer.status, `${method} ${url} as read-only`).toBe(403);
      expect(answer.body.value).toEqual({ reason: 'roleForbidden' });
    }
    expect(await reader.ok('GET', '/withdrawals')).toBeInstanceOf(Array);
    expect(await reader.ok('GET', '/audit/verify')).toMatchObject({ intact: true });
  });

  it('checks the role per action: marketing publishes but can not lock a player', async () => {
    const marketing = await newOperator(app.client.harness, 'marketing');
    expect((await marketing.call('POST', '/players/1/lock', { locked: true })).status).toBe(403);
    expect((await marketing.call('GET', '/withdrawals')).status).toBe(403);
    expect(
      await marketing.ok('POST', '/announcements', { type: 'B', title: 'Marketing news' }),
    ).toMatchObject({
      id: expect.any(Number),
    });
  });

  it('refuses a wrong or replayed code, and ends the session after five wrong ones', async () => {
    const { harness } = app.client;
    const owner = await newOperator(harness, 'owner');
    await owner.ok('POST', '/logout');
    expect((await owner.password()).body.success).toBe(true);
    // The code of the step already used at the first login is refused.
    harness.clock.advance(-30_000);
    const replayed = await owner.call('POST', '/totp', { code: await owner.code() });
    harness.clock.advance(30_000);
    expect(replayed.status).toBe(401);
    for (let i = 0; i < 4; i++) {
      const wrong = await owner.call('POST', '/totp', { code: '000000' });
      expect(wrong.body.value).toEqual({ reason: i < 3 ? 'codeInvalid' : 'notLoggedIn' });
    }
    expect((await owner.call('GET', '/me')).status).toBe(401);
  });

  it('binds the session to its device and ends it after 15 idle minutes', async () => {
    const { harness } = app.client;
    const owner = await newOperator(harness, 'owner');
    expect(await owner.ok('GET', '/me')).toMatchObject({ role: 'owner', secondFactor: true });
    const thief = new OperatorAgent(harness, owner.username, 'curl/8.0');
    thief.cookie = owner.cookie;
    expect((await thief.call('GET', '/me')).status).toBe(401);
    // The stolen use ended the session for its owner too.
    expect((await owner.call('GET', '/me')).status).toBe(401);

    const idle = await newOperator(harness, 'owner');
    harness.clock.advance(14 * 60_000);
    expect((await idle.call('GET', '/me')).status).toBe(200);
    harness.clock.advance(15 * 60_000 + 1);
    expect((await idle.call('GET', '/me')).status).toBe(401);
  });

  it('answers the same for an unknown operator and a wrong password', async () => {
    const owner = await newOperator(app.client.harness, 'owner', false);
    const wrong = await owner.password('not the password');
    const unknown = await new OperatorAgent(app.client.harness, 'no-such-operator').password();
    expect(wrong.body.errorCode).toBe(unknown.body.errorCode);
    expect(wrong.body.success).toBe(false);
  });
});
