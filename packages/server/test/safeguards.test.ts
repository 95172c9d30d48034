import { afterEach, describe, expect, it } from 'vitest';
import { backends } from './support/backends.ts';
import { freshClientIp } from './support/wire-client.ts';
import { useWireHarness } from './support/wire-harness.ts';

/** Account safeguards: the 18+/terms box at registration (docs/product.md § Registration rules). */
describe.each(backends)('registration 18+/terms box (%s)', (backend) => {
  const wire = useWireHarness(backend);

  const operator = async (path: string, json: Record<string, unknown>) => {
    const answer = await wire.client.call(`/__operator/${path}`, { json });
    expect(answer.body.success, `operator ${path}`).toBe(true);
    return answer.body.value;
  };
  const setTerms = (enabled: boolean) => operator('register-field', { field: 'agreeTerms', enabled });
  afterEach(() => setTerms(false));

  const register = (username: string, extra: Record<string, unknown> = {}) =>
    wire.client.call('/wps/member/register', {
      method: 'PUT',
      encrypt: true,
      ip: freshClientIp(),
      json: { username, password: 'secret123', confirmPassword: 'secret123', ...extra },
    });
  const registerMobile = (mobileNum: string, extra: Record<string, unknown> = {}) =>
    wire.client.call('/wps/member/register/mobile', {
      method: 'PUT',
      encrypt: true,
      ip: freshClientIp(),
      json: {
        mobileNum,
        countryDialingCode: '+63',
        password: 'secret123',
        confirmPassword: 'secret123',
        ...extra,
      },
    });

  it('registers without the box while the brand has it off (the seed)', async () => {
    const settings = await wire.client.call('/wps/system/setting/register');
    expect(settings.body.value).toMatchObject({ agreeTerms: { enabled: false } });
    expect((await register('termsoff1')).body.success).toBe(true);
  });

  it('refuses a registration without the ticked box once the operator turns it on, with its own code', async () => {
    await setTerms(true);
    const settings = await wire.client.call('/wps/system/setting/register');
    expect(settings.body.value).toMatchObject({ agreeTerms: { enabled: true } });

    const missing = await register('termson1');
    expect(missing.body).toMatchObject({
      success: false,
      errorCode: 'register.terms.required',
      value: { fields: ['agreeTerms'] },
    });
    const unticked = await register('termson1', { agreeTerms: false });
    expect(unticked.body.errorCode).toBe('register.terms.required');
    const ticked = await register('termson1', { agreeTerms: true });
    expect(ticked.body).toMatchObject({ success: true, value: { userName: 'termson1' } });
  });

  it('asks for it on the mobile tab as well', async () => {
    await operator('flags', { modId: 'REGMOBVERF3', enabled: false });
    try {
      await setTerms(true);
      expect((await registerMobile('9175550101')).body.errorCode).toBe('register.terms.required');
      expect((await registerMobile('9175550101', { agreeTerms: true })).body.success).toBe(true);
    } finally {
      await operator('flags', { modId: 'REGMOBVERF3', enabled: true });
    }
  });
});
