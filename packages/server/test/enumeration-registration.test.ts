import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../src/domain/auth.ts';
import { issueKnownCaptcha } from '../src/domain/captcha.ts';
import { memberByUsername } from '../src/domain/members.ts';
import { owaspScrypt } from '../src/security/password.ts';
import { freshClientIp } from './support/wire-client.ts';
import { useWireHarness } from './support/wire-harness.ts';

/** docs/security.md § Enumeration and § Registration. */
describe('enumeration, registration and e-mail reset limits', () => {
  const wire = useWireHarness('pglite');

  const register = (username: string, ip: string, extra: Record<string, string> = {}) => {
    const { captchaId, ...fields } = extra;
    return wire.client.call('/wps/member/register', {
      method: 'PUT',
      encrypt: true,
      ip,
      json: { username, password: 'secret123', confirmPassword: 'secret123', ...fields },
      ...(captchaId ? { headers: { 'Captcha-Id': captchaId } } : {}),
    });
  };

  it('limits "taken" answers of the registration SMS per client', async () => {
    const ip = freshClientIp();
    const taken = { mobileNo: '9170000002', countryDialingCode: '+63' };
    const answers = [];
    for (let index = 0; index < 31; index++)
      answers.push(await wire.client.call('/wps/verification/sms/register', { json: taken, ip }));
    expect(answers.slice(0, 30).every((answer) => answer.body.errorCode === 'register.mobile.taken')).toBe(
      true,
    );
    expect(answers[30]?.status).toBe(429);
  });

  it('limits "taken" answers of mobile binding per member', async () => {
    const token = ((await wire.client.login('demomember', 'demo1234')).body.value as LoginResult).token;
    const answers = [];
    for (let index = 0; index < 31; index++)
      answers.push(
        await wire.client.call('/wps/verification/sms/bind', {
          token,
          ip: freshClientIp(),
          json: { mobileNum: '9170000011', countryDialingCode: '+63' },
        }),
      );
    expect(answers.slice(0, 30).every((answer) => answer.status === 200 && !answer.body.success)).toBe(true);
    expect(answers[30]?.status).toBe(429);
  });

  it('does not bind a mobile number sent without its SMS code at username registration', async () => {
    const answer = await register('nophone1', freshClientIp(), {
      mobileNum: '9175551234',
      countryDialingCode: '+63',
    });
    expect(answer.body.success).toBe(true);
    const member = await memberByUsername(wire.harness.db, 'demo', 'nophone1');
    expect(member?.mobile_num).toBeNull();
  });

  it('asks a client for a captcha after three registrations an hour and refuses the eleventh', async () => {
    const ip = freshClientIp();
    for (let index = 0; index < 3; index++)
      expect((await register(`burst${index}`, ip)).body.success).toBe(true);
    const fourth = await register('burst3', ip);
    expect(fourth.body).toMatchObject({ errorCode: 'captcha.required', value: { captcha: true } });
    for (let index = 3; index < 10; index++) {
      const captchaId = await issueKnownCaptcha(wire.harness.ctx, '7777');
      expect((await register(`burst${index}`, ip, { captcha: '7777', captchaId })).body.success).toBe(true);
    }
    const captchaId = await issueKnownCaptcha(wire.harness.ctx, '7777');
    expect((await register('burst10', ip, { captcha: '7777', captchaId })).status).toBe(429);
  });

  it('ends every session once an e-mailed temporary password is used', async () => {
    const old = ((await wire.client.login('demoagent1', 'demo1234')).body.value as LoginResult).token;
    const asked = await wire.client.call('/wps/member/password/email', {
      form: { username: 'demoagent1', email: 'agent1@demo.playsite.test' },
    });
    expect(asked.body.success).toBe(true);
    // Asking alone ends nothing (a stranger could ask).
    expect((await wire.client.call('/wps/member/info', { token: old })).body.success).toBe(true);
    const temporary = await wire.client.latestCode('agent1@demo.playsite.test');
    const used = (await wire.client.login('demoagent1', temporary)).body.value as LoginResult;
    expect(used.passwordExpired).toBe(true);
    expect((await wire.client.call('/wps/member/info', { token: old })).status).toBe(401);
  });
});

describe('forgot by e-mail takes the same time whether or not the account matches', () => {
  const wire = useWireHarness('pglite', { passwordCost: owaspScrypt });

  const timed = async (username: string, email: string) => {
    const started = performance.now();
    const answer = await wire.client.call('/wps/member/password/email', {
      form: { username, email },
      ip: freshClientIp(),
    });
    expect(answer.body).toMatchObject({ success: true, value: { message: 'in_been_out' } });
    return performance.now() - started;
  };

  it('does the same hashing for a match and a miss', async () => {
    const match: number[] = [];
    const miss: number[] = [];
    for (let round = 0; round < 3; round++) {
      match.push(await timed('demovip', 'vip@demo.playsite.test'));
      miss.push(await timed(`ghost${round}`, 'ghost@example.test'));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
    console.info(
      `[forgot by e-mail] match ms ${match.map(Math.round).join(' ')}, miss ms ${miss.map(Math.round).join(' ')}`,
    );
    expect(median(miss)).toBeGreaterThan(median(match) / 3);
  }, 60_000);
});
