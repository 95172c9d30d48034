import { describe, expect, it } from 'vitest';
import { issueKnownCaptcha } from '../src/domain/captcha.ts';
import { giveBack, reserveAttempt } from '../src/domain/throttle.ts';
import { backends } from './support/backends.ts';
import { freshClientIp } from './support/wire-client.ts';
import { useWireHarness } from './support/wire-harness.ts';

const tally = (codes: Array<string | undefined>) =>
  codes.reduce<Record<string, number>>((counts, code) => {
    const key = code ?? 'success';
    counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});

/**
 * The login attempt counters under parallel requests (docs/security.md § Attempt limits, item 1 of
 * the concurrency review): no deadlock (a 500), every refused attempt given back, and an attack from
 * many addresses without the password can not lock the owner out of a new, verified device.
 */
describe.each(backends)('login counters under parallel requests (%s)', (backend) => {
  const wire = useWireHarness(backend);
  const counter = async (bucket: string) =>
    (
      await wire.harness.db.query<{ count: number }>('SELECT count FROM attempt_counters WHERE bucket = $1', [
        bucket,
      ])
    )[0]?.count ?? 0;

  it('answers 40 parallel logins of one client without a 5xx (no deadlock between counters)', async () => {
    const { ctx } = wire.harness;
    const ip = freshClientIp();
    const statuses: number[] = [];
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all(
        Array.from({ length: 40 }, async (_, index) => {
          const captchaId = await issueKnownCaptcha(ctx, '1357');
          return wire.client.login('demomember', index % 4 === 0 ? 'demo1234' : 'wrongpass', {
            ip,
            ...(index % 2 === 0 ? { captcha: '1357', captchaId } : {}),
          });
        }),
      );
      statuses.push(...answers.map((answer) => answer.status));
      await wire.harness.db.query("DELETE FROM attempt_counters WHERE bucket LIKE 'login%'");
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
  });

  it('gives back every attempt refused before its check, so the counters hold only the checks made', async () => {
    const ip = freshClientIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => wire.client.login('demoagent41', 'wrongpass', { ip })),
    );
    const counts = tally(answers.map((answer) => answer.body.errorCode));
    expect(counts['login.credentials.invalid'], JSON.stringify(counts)).toBe(3);
    expect(await counter('login-account:demo:demoagent41')).toBe(3);
    expect(await counter(`login-account-ip:demo:demoagent41:${ip}`)).toBe(3);
    expect(await counter(`login-ip:${ip}`)).toBe(3);
  });

  it('gives an attempt back only in the window it was counted in', async () => {
    const { ctx, clock } = wire.harness;
    const bucket = `race-window:${freshClientIp()}`;
    const old = await reserveAttempt(ctx, bucket, 60_000);
    clock.advance(60_001);
    // The window restarted: this attempt is the first of the new one.
    expect((await reserveAttempt(ctx, bucket, 60_000)).count).toBe(1);
    await giveBack(ctx, old);
    await giveBack(ctx, old);
    expect(await counter(bucket)).toBe(1);
  });

  it('lets the owner in from a new address with a solved captcha after an attack from 15 addresses', async () => {
    const { ctx } = wire.harness;
    const attackers = Array.from({ length: 15 }, () => freshClientIp());
    // Twelve waves of one attempt per address (each a freshly solved captcha), so every address
    // spends its ten tries: 150 failed checks, past the account's ceiling of 100.
    const attempts = [];
    for (let wave = 0; wave < 12; wave++) {
      attempts.push(
        ...(await Promise.all(
          attackers.map(async (ip) => {
            const captchaId = await issueKnownCaptcha(ctx, '7777');
            return wire.client.login('demoagent42', 'wrongpass', { ip, captcha: '7777', captchaId });
          }),
        )),
      );
    }
    const counts = tally(attempts.map((answer) => answer.body.errorCode));
    expect(
      attempts.filter((answer) => answer.status >= 500),
      JSON.stringify(counts),
    ).toHaveLength(0);
    expect(attempts.filter((answer) => answer.body.success)).toHaveLength(0);
    // Each failed check is counted once, never more than the checks that ran.
    // Every failed check counted once, and nothing else: past the ceiling of 100 each new address
    // gets a few tries of its own, so the count ends at or a little above it.
    const failed = counts['login.credentials.invalid'] ?? 0;
    expect(failed, JSON.stringify(counts)).toBeGreaterThanOrEqual(100);
    expect(await counter('login-account:demo:demoagent42')).toBe(failed);

    const captchaId = await issueKnownCaptcha(ctx, '2468');
    const owner = await wire.client.login('demoagent42', 'demo1234', {
      ip: freshClientIp(),
      captcha: '2468',
      captchaId,
    });
    expect(owner.body, JSON.stringify(counts)).toMatchObject({ success: true });
  });
});
