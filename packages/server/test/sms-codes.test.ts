import { describe, expect, it } from 'vitest';
import { backends } from './support/backends.ts';
import { useWireHarness } from './support/wire-harness.ts';

if (!backends.includes('postgres'))
  console.warn('[sms codes] PostgreSQL not reachable: these tests ran on PGlite only (see above).');

/** Another six digits than `code`. */
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

// consumeSmsCode once sent an untyped parameter where PostgreSQL wants bigint: a wrong code
// answered system.error there (PGlite took it). Both backends must answer sms.code.invalid.
describe.each(backends)('SMS codes on a wrong try (%s)', (backend) => {
  const wire = useWireHarness(backend);
  const ip = '198.51.100.90';

  const sendCode = async (mobileNum: string) => {
    const sent = await wire.client.call('/wps/verification/sms/noLogin', {
      json: { mobileNum, countryDialingCode: '+63' },
      ip,
    });
    expect(sent.body.success).toBe(true);
    return wire.client.latestCode(`+63${mobileNum}`);
  };
  const smsLogin = (mobileNum: string, code: string) =>
    wire.client.call('/wps/session/login', {
      encrypt: true,
      json: { username: mobileNum, password: code, type: 'sms', countryDialingCode: '+63' },
      ip,
    });

  it('answers a wrong code with sms.code.invalid, then takes the right code once', async () => {
    const code = await sendCode('9170000001');
    const wrong = await smsLogin('9170000001', wrongFor(code));
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({ success: false, errorCode: 'sms.code.invalid' });
    const right = await smsLogin('9170000001', code);
    expect(right.body).toMatchObject({ success: true, value: { userName: 'demomember' } });
    expect((await smsLogin('9170000001', code)).body).toMatchObject({
      success: false,
      errorCode: 'sms.code.invalid',
    });
  });

  it('spends the code after the allowed wrong tries, stamping when', async () => {
    const code = await sendCode('9170000011');
    const { maxAttempts } = wire.harness.ctx.config.sms;
    for (let attempt = 0; attempt < maxAttempts; attempt++) {
      expect((await smsLogin('9170000011', wrongFor(code))).body.errorCode).toBe('sms.code.invalid');
    }
    expect((await smsLogin('9170000011', code)).body.errorCode).toBe('sms.code.invalid');
    const [row] = await wire.harness.db.query<{ attempts: number; used_at: bigint | null }>(
      `SELECT attempts, used_at FROM sms_codes WHERE phone = '+639170000011' ORDER BY id DESC LIMIT 1`,
    );
    expect(row).toEqual({ attempts: maxAttempts, used_at: BigInt(wire.harness.clock.now()) });
  });
});
