import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../src/domain/auth.ts';
import { backends } from './support/backends.ts';
import { freshClientIp } from './support/wire-client.ts';
import { useWireHarness } from './support/wire-harness.ts';

/**
 * Bind codes (binding a number or an e-mail address in "My account", and the new-IP login check)
 * are sent under a lock of the member and channel (issue 39): the countdown was read, then the code
 * written, so parallel requests each found no running code and each sent one, and every code but
 * the last transaction's stayed live. One code per countdown, one live code per member and channel.
 */
if (!backends.includes('postgres'))
  console.warn(
    '[race-bind-codes] PostgreSQL not reachable: the race runs on PGlite only (one connection, no race)',
  );

describe.each(backends)('bind codes under parallel requests (%s)', (backend) => {
  const wire = useWireHarness(backend);
  const member = async () =>
    (await wire.client.login('demomember', 'demo1234', { ip: freshClientIp() })).body.value as LoginResult;
  const sent = async (to: string) =>
    (
      await wire.harness.db.query<{ n: bigint }>('SELECT count(*) AS n FROM outbox WHERE recipient = $1', [
        to,
      ])
    )[0]?.n ?? 0n;
  const live = async (memberId: number, channel: string) =>
    (
      await wire.harness.db.query<{ n: bigint }>(
        'SELECT count(*) AS n FROM bind_codes WHERE member_id = $1 AND channel = $2 AND used_at IS NULL',
        [memberId, channel],
      )
    )[0]?.n ?? 0n;

  it('sends one code for 8 parallel requests to bind one number', async () => {
    const session = await member();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        wire.client.call('/wps/verification/sms/bind', {
          token: session.token,
          json: { mobileNum: '9175550131', countryDialingCode: '63' },
          ip: freshClientIp(),
        }),
      ),
    );
    const codes = answers.map((answer) => answer.body.errorCode ?? 'success');
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(codes.filter((code) => code === 'success')).toHaveLength(1);
    expect(codes.filter((code) => code === 'sms.resend.wait')).toHaveLength(7);
    expect(await sent('+639175550131')).toBe(1n);
    expect(await live(session.id, 'sms')).toBe(1n);
  });

  it('keeps one live code when parallel requests bind different addresses', async () => {
    const session = await member();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        wire.client.call('/wps/verification/email/bind', {
          token: session.token,
          json: { email: `race-bind-${index}@example.com` },
          ip: freshClientIp(),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(6);
    expect(await live(session.id, 'email')).toBe(1n);
  });
});
