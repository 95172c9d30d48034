import { describe, expect, it } from 'vitest';
import { parseAmount } from '../src/cli/operator.ts';
import { backends } from './support/backends.ts';
import { useWireHarness } from './support/wire-harness.ts';

describe.each(backends)('operator API under /__operator (%s)', (backend) => {
  const wire = useWireHarness(backend);

  const operate = (path: string, body: Record<string, unknown>) =>
    wire.client.call(`/__operator/${path}`, { json: body, merchant: null });

  it('switches maintenance and region restriction, maintenance reported first', async () => {
    await operate('system-status', { mode: 'region' });
    expect((await wire.client.call('/wps/system/status')).body.value).toMatchObject({
      maintenance: false,
      regionRestriction: true,
    });
    await operate('system-status', { mode: 'maintenance' });
    expect((await wire.client.call('/wps/system/status')).body.value).toMatchObject({
      maintenance: true,
      regionRestriction: false,
    });
    await operate('system-status', { mode: 'normal' });
    expect((await wire.client.call('/wps/system/status')).body.value).toMatchObject({ maintenance: false });
  });

  it('turns a feature flag off and the function with it', async () => {
    await operate('flags', { modId: 'FREEPLAY3', enabled: false });
    expect(JSON.stringify((await wire.client.call('/wps/system/whitelabel')).body.value)).toContain(
      '"modId":"FREEPLAY3","enabled":"0"',
    );
    const refused = await wire.client.call('/wps/session/login/freeplay', {
      json: { os: 'linux', platform: 'W' },
    });
    expect(refused.body.errorCode).toBe('function.not.available');
    await operate('flags', { modId: 'FREEPLAY3', enabled: true });
  });

  it('asks for a captcha at registration once the operator turns it on', async () => {
    const body = { username: 'captchaguy', password: 'secret123', confirmPassword: 'secret123' };
    await operate('register-field', { field: 'captcha', enabled: true, required: true });
    const refused = await wire.client.call('/wps/member/register', {
      method: 'PUT',
      encrypt: true,
      json: body,
    });
    expect(refused.body).toMatchObject({
      success: false,
      errorCode: 'register.field.invalid',
      value: { fields: ['captcha'] },
    });
    await operate('register-field', { field: 'captcha', enabled: false, required: false });
    expect(
      (await wire.client.call('/wps/member/register', { method: 'PUT', encrypt: true, json: body })).body
        .success,
    ).toBe(true);
  });

  it('publishes and withdraws an announcement', async () => {
    const added = await operate('announcements', {
      type: 'PU',
      title: 'Flash promotion',
      content: '<p>Now</p>',
    });
    const id = (added.body.value as { id: number }).id;
    const popup = async () =>
      (
        (await wire.client.call('/wps/relay/MCSFE_getListAnnouncements', { query: { types: 'PU' } })).body
          .value as {
          popup: Array<{ title: string }>;
        }
      ).popup.map((item) => item.title);
    expect(await popup()).toContain('Flash promotion');
    await operate('announcements/remove', { id });
    expect(await popup()).not.toContain('Flash promotion');
  });

  it('credits a wallet once per reference, in minor units', async () => {
    const login = await wire.client.login('demoagent2', 'demo1234');
    const token = (login.body.value as { token: string }).token;
    const balance = async () =>
      ((await wire.client.call('/wps/v2/wallets/balance', { token })).body.value as { sumBalance: number })
        .sumBalance;
    const before = await balance();
    const credit = { username: 'demoagent2', amount: '15025', reference: 'bonus-1' };
    expect((await operate('credit', credit)).body.value).toMatchObject({ replayed: false });
    expect((await operate('credit', credit)).body.value).toMatchObject({ replayed: true });
    expect(await balance()).toBe(before + 15_025);
    const conflict = await operate('credit', { ...credit, amount: '1' });
    expect(conflict.body.errorCode).toBe('idempotency.key.conflict');
    expect((await operate('credit', { ...credit, username: 'ghost', reference: 'x' })).body.errorCode).toBe(
      'USER_NOT_EXIST',
    );
  });

  it('validates operator input', async () => {
    const bad = await operate('system-status', { mode: 'party' });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('request_param_err');
  });

  it('parses CLI amounts exactly', () => {
    expect(parseAmount('150.25')).toBe(15_025n);
    expect(parseAmount('0.1')).toBe(10n);
    expect(parseAmount('7')).toBe(700n);
    expect(() => parseAmount('1.005')).toThrow();
    expect(() => parseAmount('-5')).toThrow();
  });
});

describe('operator API and outbox in production mode', () => {
  const wire = useWireHarness('pglite', { production: true });

  it('does not exist', async () => {
    expect((await wire.client.call('/__operator/ping')).status).toBe(404);
    expect((await wire.client.call('/__dev/outbox', { query: { to: 'x@example.test' } })).status).toBe(404);
  });
});
