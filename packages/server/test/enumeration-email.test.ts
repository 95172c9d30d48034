import { describe, expect, it } from 'vitest';
import { emailResetLimits, type LoginResult } from '../src/domain/auth.ts';
import { lookupLimit } from '../src/domain/throttle.ts';
import { freshClientIp } from './support/wire-client.ts';
import { useWireHarness } from './support/wire-harness.ts';

/*
 * Issue 20, items 7 and 9, the cases test/enumeration-registration.test.ts and
 * test/client-address.test.ts leave out: "taken" answers of e-mail binding, and the per-account
 * limit of forgot by e-mail that holds however many clients ask (docs/security.md § Attempt limits).
 */
describe('e-mail binding and forgot-by-e-mail limits', () => {
  const wire = useWireHarness('pglite');

  it('limits "taken" answers of e-mail binding per member, from any number of clients', async () => {
    const token = ((await wire.client.login('demomember', 'demo1234')).body.value as LoginResult).token;
    const answers = [];
    for (let index = 0; index <= lookupLimit.max; index++)
      answers.push(
        await wire.client.call('/wps/verification/email/bind', {
          token,
          ip: freshClientIp(),
          // demovip's address: bound to another member.
          json: { email: 'vip@demo.playsite.test' },
        }),
      );
    const first = answers.slice(0, lookupLimit.max);
    expect(first.every((answer) => answer.body.errorCode === 'profile.email.taken')).toBe(true);
    expect(answers[lookupLimit.max]?.status).toBe(429);
  });

  it('limits forgot by e-mail per account however many clients ask, match or not', async () => {
    const ask = (email: string) =>
      wire.client.call('/wps/member/password/email', {
        ip: freshClientIp(),
        form: { username: 'demoagent1', email },
      });
    const answers = [];
    for (let index = 0; index < emailResetLimits.account.max; index++)
      answers.push(await ask(index === 0 ? 'agent1@demo.playsite.test' : `nobody${index}@example.test`));
    expect(answers.every((answer) => answer.body.success)).toBe(true);
    const over = await ask('agent1@demo.playsite.test');
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another account is not held up by it.
    const other = await wire.client.call('/wps/member/password/email', {
      ip: freshClientIp(),
      form: { username: 'demovip', email: 'vip@demo.playsite.test' },
    });
    expect(other.body.success).toBe(true);
  });
});
