import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantHouseContract } from '../src/domain/agent/contract-store.ts';
import { memberByUsername } from '../src/domain/members.ts';
import { freshName, MoneyClient } from './money/http.ts';
import { backends } from './support/backends.ts';
import { type Harness, startHarness } from './support/harness.ts';

/**
 * Contract changes of one brand and kind are serialised (item 7 of the concurrency review:
 * concurrent offers to one downline gave 500s, from the one-live-offer index or a deadlock): every
 * concurrent offer, accept and reject gets a business answer, and one offer stays live.
 */
describe.each(backends)('concurrent contract changes (%s)', (backend) => {
  let harness: Harness;
  let client: MoneyClient;
  let agent: string;
  let sub: string;
  let subToken: string;

  beforeAll(async () => {
    harness = await startHarness(backend);
    client = new MoneyClient(harness);
    agent = await client.login('demoagent42');
    const agentId = (await memberByUsername(harness.db, 'demo', 'demoagent42'))?.id ?? 0;
    await grantHouseContract(harness.db, 'demo', agentId, 'hourly', [{ rate: 300 }], harness.clock.now());
    sub = freshName('csub');
    await client.ok('agentRegister', agent, {
      username: sub,
      password: 'secret123',
      confirmPassword: 'secret123',
      accountType: 'agent',
    });
    subToken = await client.login(sub, 'secret123');
  }, 60_000);
  afterAll(() => harness?.close());

  const live = async (status: string) =>
    harness.db.query<{ id: number; rate: number }>(
      `SELECT c.id, c.rate FROM agent_contracts c JOIN members m ON m.id = c.member_id
       WHERE m.username = $1 AND c.kind = 'hourly' AND c.status = $2`,
      [sub, status],
    );

  it('answers 12 concurrent offers to one downline without a 5xx, one offer staying live', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        client.call('hourSalaryContract', agent, { action: 'create', downline: sub, rate: 100 + index }),
      ),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.every((answer) => answer.success)).toBe(true);
    expect(await live('offered')).toHaveLength(1);
  });

  it('answers concurrent offers, accepts and rejects with business answers only', async () => {
    const [offer] = await live('offered');
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, index) =>
        client.call('hourSalaryContract', agent, {
          action: 'create',
          downline: sub,
          rate: 150 + index,
          confirm: true,
        }),
      ),
      ...Array.from({ length: 3 }, () =>
        client.call('hourSalaryContract', subToken, { action: 'accept', contractId: String(offer?.id) }),
      ),
      client.call('hourSalaryContract', subToken, { action: 'reject', contractId: String(offer?.id) }),
    ]);
    expect(answers.filter((answer) => answer.status >= 500).map((answer) => answer.errorCode)).toEqual([]);
    expect((await live('offered')).length).toBeLessThanOrEqual(1);
    expect((await live('active')).length).toBeLessThanOrEqual(1);
  });
});
