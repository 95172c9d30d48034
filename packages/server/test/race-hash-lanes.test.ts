import { describe, expect, it } from 'vitest';
import { backends } from './support/backends.ts';
import { freshClientIp } from './support/wire-client.ts';
import { useWireHarness } from './support/wire-harness.ts';

/**
 * Logins for usernames that do not exist hash in the queue's spare lane (security/password.ts):
 * a flood of them keeps the queue busy but can not keep an account's login out of it (item 4 of
 * the concurrency review: ~24 concurrent junk logins made every genuine login a 429).
 */
describe.each(backends.slice(-1))('junk usernames do not starve real logins (%s)', (backend) => {
  // Junk names hash at this cost (the dummy check follows the configured cost); the demo accounts'
  // stored hashes are the test template's cheap ones.
  const wire = useWireHarness(backend, { passwordCost: { N: 2 ** 15, r: 8, p: 1 } });

  it('serves the account logins made during 24 concurrent junk logins', async () => {
    // The dummy hash is made once, by the first unknown name.
    await wire.client.login('junkwarmup', 'wrongpass1', { ip: freshClientIp() });
    let flooding = true;
    const junkStatuses: number[] = [];
    const junk = Array.from({ length: 24 }, async (_, worker) => {
      for (let index = 0; flooding; index++) {
        const answer = await wire.client.login(`junk${worker}x${index}`, 'wrongpass1', {
          ip: freshClientIp(),
        });
        junkStatuses.push(answer.status);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const genuine = [];
    for (let index = 0; index < 5; index++) {
      genuine.push(await wire.client.login('demovip', 'demo1234', { ip: freshClientIp() }));
    }
    flooding = false;
    await Promise.all(junk);
    // The flood did fill the junk lane (some junk refused as busy), and every real login got in.
    expect(junkStatuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(junkStatuses.filter((status) => status >= 500)).toEqual([]);
    expect(genuine.map((answer) => answer.body.errorCode ?? 'success')).toEqual(Array(5).fill('success'));
  });

  it('answers an unknown name and a wrong password alike', async () => {
    const unknown = await wire.client.login('nosuchuser77', 'whatever1', { ip: freshClientIp() });
    const wrong = await wire.client.login('demoagent41', 'whatever1', { ip: freshClientIp() });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });
});
