import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../src/domain/auth.ts';
import { backends } from './support/backends.ts';
import { freshClientIp } from './support/wire-client.ts';
import { useWireHarness } from './support/wire-harness.ts';

describe.each(backends)('account journeys over HTTP with encrypted payloads (%s)', (backend) => {
  const wire = useWireHarness(backend);

  it('registers by username, logs in, reads member info and balance, changes password, logs out', async () => {
    const registered = await wire.client.call('/wps/member/register', {
      method: 'PUT',
      ip: freshClientIp(),
      encrypt: true,
      json: {
        username: 'alice01',
        password: 'secret123',
        confirmPassword: 'secret123',
        email: 'alice@example.test',
      },
    });
    expect(registered.body).toMatchObject({ success: true, value: { userName: 'alice01', customerType: 0 } });
    const firstToken = (registered.body.value as LoginResult).token;
    expect(firstToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const loggedIn = await wire.client.login('Alice01', 'secret123');
    expect(loggedIn.body.success).toBe(true);
    const session = loggedIn.body.value as LoginResult;
    expect(session).toMatchObject({ userName: 'alice01', firstTimeLogin: false, passwordExpired: false });

    const info = await wire.client.call('/wps/member/info', { token: session.token });
    expect(info.body).toMatchObject({
      success: true,
      value: { account: 'alice01', type: 0, email: 'al***@example.test' },
    });

    const balance = await wire.client.call('/wps/v2/wallets/balance', { token: session.token });
    expect(balance.body).toMatchObject({
      success: true,
      value: { sumBalance: 0, balance: [{ accountTypeId: 0, availBalance: 0 }], currency: 'PHP' },
    });

    const changed = await wire.client.call('/wps/member/password', {
      token: session.token,
      encrypt: true,
      json: { oldPassword: 'secret123', newPassword: 'better456', confirmNewPassword: 'better456' },
    });
    expect(changed.body.success).toBe(true);
    const renewed = (changed.body.value as LoginResult).token;

    // Every earlier session ended with the password change; the fresh token works.
    for (const old of [firstToken, session.token]) {
      const refused = await wire.client.call('/wps/member/info', { token: old });
      expect(refused.status).toBe(401);
      expect(refused.body.errorCode).toBe('user.or.token.invalid');
    }
    expect((await wire.client.call('/wps/member/info', { token: renewed })).body.success).toBe(true);
    expect((await wire.client.login('alice01', 'secret123')).body.errorCode).toBe(
      'login.credentials.invalid',
    );

    const out = await wire.client.call('/wps/session/logout', { method: 'DELETE', token: renewed });
    expect(out.body.success).toBe(true);
    const afterLogout = await wire.client.call('/wps/v2/wallets/balance', { token: renewed });
    expect(afterLogout.status).toBe(401);
    expect(afterLogout.body.errorCode).toBe('user.or.token.invalid');
  });

  it('logs out with POST too, and refuses calls without a token', async () => {
    const session = (await wire.client.login('demomember', 'demo1234')).body.value as LoginResult;
    expect(
      (await wire.client.call('/wps/session/logout', { method: 'POST', token: session.token })).body.success,
    ).toBe(true);
    const anonymous = await wire.client.call('/wps/member/info');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errorCode).toBe('login.not.session');
  });

  it('shows seeded balances of the demo accounts in minor units', async () => {
    const session = (await wire.client.login('demomember', 'demo1234')).body.value as LoginResult;
    const balance = await wire.client.call('/wps/v2/wallets/balance', { token: session.token });
    expect(balance.body.value).toMatchObject({ sumBalance: 1_000_000, currencySymbol: 'P' });
    const info = await wire.client.call('/wps/member/info', { token: session.token });
    expect(info.body.value).toMatchObject({
      mobile: '+63 917****001',
      clubLabel: { labelName: 'Gold', rankLevel: 3 },
    });
  });

  it('flags the default weak password and agent types at login', async () => {
    const weak = (await wire.client.login('demoweak', '123456')).body.value as LoginResult;
    expect(weak).toMatchObject({ passwordExpired: true, firstTimeLogin: true });
    const again = (await wire.client.login('demoweak', '123456')).body.value as LoginResult;
    expect(again.firstTimeLogin).toBe(false);
    for (const [username, type] of [
      ['demoagent1', 1],
      ['demoagent2', 2],
      ['demoagent41', 41],
      ['demoagent42', 42],
    ] as const) {
      expect(((await wire.client.login(username, 'demo1234')).body.value as LoginResult).customerType).toBe(
        type,
      );
    }
  });

  it('flags an expired password after the configured age', async () => {
    await wire.client.call('/wps/member/register', {
      method: 'PUT',
      ip: freshClientIp(),
      encrypt: true,
      json: { username: 'oldtimer', password: 'secret123', confirmPassword: 'secret123' },
    });
    wire.harness.clock.advance(91 * 86_400_000);
    expect(
      ((await wire.client.login('oldtimer', 'secret123')).body.value as LoginResult).passwordExpired,
    ).toBe(true);
    // Back to the present for the other tests (the demo accounts' passwords are not 91 days old).
    wire.harness.clock.advance(-91 * 86_400_000);
  });

  it('logs in by SMS code read from the outbox, and the code works once', async () => {
    const sent = await wire.client.call('/wps/verification/sms/noLogin', {
      json: { mobileNum: '9170000002', countryDialingCode: '+63' },
    });
    expect(sent.body).toMatchObject({ success: true, value: { expiredMinutes: 2 } });
    const code = await wire.client.latestCode('+639170000002');
    expect(code).toMatch(/^\d{6}$/);
    const body = { username: '9170000002', password: code, type: 'sms', countryDialingCode: '+63' };
    const viaSms = await wire.client.call('/wps/session/login', { encrypt: true, json: body });
    expect(viaSms.body).toMatchObject({ success: true, value: { userName: 'demovip' } });
    const replay = await wire.client.call('/wps/session/login', { encrypt: true, json: body });
    expect(replay.body).toMatchObject({ success: false, errorCode: 'sms.code.invalid' });
  });

  it('registers by mobile with a code sent for registration', async () => {
    const sent = await wire.client.call('/wps/verification/sms/register', {
      json: { mobileNo: '9181234567', countryDialingCode: '63' },
    });
    expect(sent.body.success).toBe(true);
    const code = await wire.client.latestCode('9181234567');
    const registered = await wire.client.call('/wps/member/register/mobile', {
      method: 'PUT',
      ip: freshClientIp(),
      encrypt: true,
      json: {
        mobileNum: '9181234567',
        countryDialingCode: '+63',
        verificationCode: code,
        password: 'mobile123',
        confirmPassword: 'mobile123',
      },
    });
    expect(registered.body).toMatchObject({ success: true, value: { customerType: 0 } });
    const info = await wire.client.call('/wps/member/info', {
      token: (registered.body.value as LoginResult).token,
    });
    expect(info.body.value).toMatchObject({ mobile: '+63 918****567' });
    const again = await wire.client.call('/wps/verification/sms/register', {
      json: { mobileNo: '9181234567', countryDialingCode: '63' },
    });
    expect(again.body.errorCode).toBe('register.mobile.taken');
  });

  it('resets a forgotten password by e-mail (form-encoded) with a temporary password beside the old one', async () => {
    const answer = await wire.client.call('/wps/member/password/email', {
      form: { username: 'demoagent1', email: 'agent1@demo.playsite.test' },
    });
    expect(answer.body.success).toBe(true);
    const temporary = await wire.client.latestCode('agent1@demo.playsite.test');
    // Asking for a reset locks nobody out: the old password still works until the temporary is used.
    expect((await wire.client.login('demoagent1', 'demo1234')).body.success).toBe(true);
    const withTemporary = (await wire.client.login('demoagent1', temporary)).body.value as LoginResult;
    expect(withTemporary.passwordExpired).toBe(true);
    expect((await wire.client.login('demoagent1', 'demo1234')).body.errorCode).toBe(
      'login.credentials.invalid',
    );
    const changed = await wire.client.call('/wps/member/password', {
      token: withTemporary.token,
      encrypt: true,
      json: { newPassword: 'agent1new', confirmNewPassword: 'agent1new' },
    });
    expect(changed.body.success).toBe(true);
    expect(
      ((await wire.client.login('demoagent1', 'agent1new')).body.value as LoginResult).passwordExpired,
    ).toBe(false);
  });

  it('answers a forgot-by-e-mail request for an unknown pair the same way, sending nothing', async () => {
    const answer = await wire.client.call('/wps/member/password/email', {
      form: { username: 'nobodyhere', email: 'nobody@example.test' },
    });
    expect(answer.body).toMatchObject({ success: true });
    const outbox = await wire.client.call('/__dev/outbox', { query: { to: 'nobody@example.test' } });
    expect(outbox.body.value).toEqual([]);
  });

  it('resets a forgotten password by phone and is logged in with the new one', async () => {
    await wire.client.call('/wps/verification/sms/noLogin', {
      json: { mobileNum: '9170000011', countryDialingCode: '+63' },
    });
    const code = await wire.client.latestCode('+639170000011');
    const reset = await wire.client.call('/wps/member/password/verification', {
      encrypt: true,
      json: {
        newPassword: 'phone1234',
        mobileNum: '9170000011',
        countryDialingCode: '+63',
        verificationCode: code,
      },
    });
    expect(reset.body).toMatchObject({ success: true, value: { userName: 'demoagent1' } });
    const token = (reset.body.value as LoginResult).token;
    expect((await wire.client.call('/wps/member/info', { token })).body.success).toBe(true);
    expect((await wire.client.login('demoagent1', 'phone1234')).body.success).toBe(true);
  });

  it('starts a free-play trial account (type 4) with demo credit', async () => {
    const trial = await wire.client.call('/wps/session/login/freeplay', {
      json: { os: 'linux', platform: 'W' },
    });
    expect(trial.body).toMatchObject({ success: true, value: { customerType: 4 } });
    const token = (trial.body.value as LoginResult).token;
    const balance = await wire.client.call('/wps/v2/wallets/balance', { token });
    expect(balance.body.value).toMatchObject({ sumBalance: 200_000 });
    const change = await wire.client.call('/wps/member/password', {
      token,
      encrypt: true,
      json: { oldPassword: 'x', newPassword: 'abc12345', confirmNewPassword: 'abc12345' },
    });
    expect(change.body.errorCode).toBe('account.trial.refused');
  });

  it('checks affiliate codes and links the new member to the agent', async () => {
    expect(
      (await wire.client.call('/wps/agent/affiliate', { query: { affiliateCode: 'AGENT2' } })).body.success,
    ).toBe(true);
    const bad = await wire.client.call('/wps/agent/affiliate', { query: { affiliateCode: 'NOPE99' } });
    expect(bad.body).toMatchObject({ success: false, errorCode: 'affiliate.code.invalid' });
    const registered = await wire.client.call('/wps/member/register', {
      method: 'PUT',
      ip: freshClientIp(),
      encrypt: true,
      json: {
        username: 'referred1',
        password: 'secret123',
        confirmPassword: 'secret123',
        affiliateCode: 'AGENT2',
      },
    });
    const info = await wire.client.call('/wps/member/info', {
      token: (registered.body.value as LoginResult).token,
    });
    expect(info.body.value).toMatchObject({ toUpline: true });
  });

  it('records a login from an IP the account has not used before', async () => {
    await wire.client.login('demoagent42', 'demo1234');
    await wire.client.call('/wps/session/login', {
      encrypt: true,
      json: { username: 'demoagent42', password: 'demo1234' },
      ip: '203.0.113.9',
    });
    const events = await wire.harness.db.query<{ ip: string; unknown_ip: boolean }>(
      `SELECT ip, unknown_ip FROM login_events e JOIN members m ON m.id = e.member_id
       WHERE m.username = 'demoagent42' ORDER BY e.id`,
    );
    expect(events.at(-1)).toEqual({ ip: '203.0.113.9', unknown_ip: true });
    expect(events.slice(0, -1).every((event) => !event.unknown_ip)).toBe(true);
  });

  it('serves status, flags, settings, announcements, domain routes, help centre, avatar', async () => {
    const status = await wire.client.call('/wps/system/status', { query: { url: 'http://127.0.0.1' } });
    expect(status.body.value).toMatchObject({
      maintenance: false,
      regionRestriction: false,
      location: { ip: '127.0.0.1' },
    });
    const flags = await wire.client.call('/wps/system/whitelabel');
    expect(JSON.stringify(flags.body.value)).toContain('"modId":"FREEPLAY3","enabled":"1"');
    const register = await wire.client.call('/wps/system/setting/register');
    expect(register.body.value).toMatchObject({
      username: { minLength: 6, maxLength: 13 },
      captcha: { enabled: false },
    });
    const notices = await wire.client.call('/wps/relay/MCSFE_getListAnnouncements', {
      query: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' },
    });
    const value = notices.body.value as Record<string, unknown[]>;
    expect(value.banners).toHaveLength(3);
    expect(value.player).toHaveLength(12);
    expect((await wire.client.call('/wps/system/domainRoute')).body.value).toMatchObject({
      domainList: expect.any(Array),
    });
    expect((await wire.client.call('/wps/system/helpCenter')).body.value).toEqual(
      expect.arrayContaining([expect.objectContaining({ title: 'How do I register?' })]),
    );
    const session = (await wire.client.login('demovip', 'demo1234')).body.value as LoginResult;
    const icon = await wire.client.call('/wps/member/info/icon', { token: session.token });
    expect(icon.body.value).toEqual({ avatar: '/media/avatars/avatar-1.svg', avatarType: 'STATIC' });
    const svg = await fetch(`${wire.harness.url}/media/avatars/avatar-1.svg`);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
  });
});
