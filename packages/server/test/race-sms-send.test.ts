import { describe, expect, it } from 'vitest';
import { backends } from './support/backends.ts';
import { freshClientIp } from './support/wire-client.ts';
import { useWireHarness } from './support/wire-harness.ts';

/**
 * SMS codes are sent under a row lock of their number and purpose (item 5 of the concurrency
 * review: 25 parallel requests sent 20 SMS to one number, and older codes stayed live): one SMS per
 * countdown, and one live code per number and purpose.
 */
describe.each(backends)('SMS sending under parallel requests (%s)', (backend) => {
  const wire = useWireHarness(backend);
  const sent = async (to: string) =>
    (
      await wire.harness.db.query<{ n: bigint }>('SELECT count(*) AS n FROM outbox WHERE recipient = $1', [
        to,
      ])
    )[0]?.n ?? 0n;
  const live = async (phone: string, purpose: string) =>
    (
      await wire.harness.db.query<{ n: bigint }>(
        'SELECT count(*) AS n FROM sms_codes WHERE phone = $1 AND purpose = $2 AND used_at IS NULL',
        [phone, purpose],
      )
    )[0]?.n ?? 0n;

  it('sends one SMS for 25 parallel requests to one number, from 25 addresses', async () => {
    for (const mobileNo of ['9175550121', '9175550122', '9175550123']) {
      const phone = { mobileNo, countryDialingCode: '+63' };
      const answers = await Promise.all(
        Array.from({ length: 25 }, () =>
          wire.client.call('/wps/verification/sms/register', { json: phone, ip: freshClientIp() }),
        ),
      );
      const codes = answers.map((answer) => answer.body.errorCode ?? 'success');
      expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
      expect(
        codes.filter((code) => code === 'success'),
        mobileNo,
      ).toHaveLength(1);
      expect(codes.filter((code) => code === 'sms.resend.wait')).toHaveLength(24);
      expect(await sent(`+63${mobileNo}`)).toBe(1n);
      expect(await live(`+63${mobileNo}`, 'register')).toBe(1n);
    }
  });

  it('voids the old code when a new one is sent after the countdown', async () => {
    const phone = { mobileNo: '9175550124', countryDialingCode: '+63' };
    await wire.client.call('/wps/verification/sms/register', { json: phone, ip: freshClientIp() });
    const first = await wire.client.latestCode('+639175550124');
    wire.harness.clock.advance(2 * 60_000 + 1);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        wire.client.call('/wps/verification/sms/register', { json: phone, ip: freshClientIp() }),
      ),
    );
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(1);
    expect(await live('+639175550124', 'register')).toBe(1n);
    const second = await wire.client.latestCode('+639175550124');
    const rows = await wire.harness.db.query<{ n: bigint }>(
      "SELECT count(*) AS n FROM sms_codes WHERE phone = '+639175550124' AND used_at IS NULL AND created_at < $1",
      [wire.harness.clock.now()],
    );
    expect(rows[0]?.n, `first ${first}, second ${second}`).toBe(0n);
  });
});
