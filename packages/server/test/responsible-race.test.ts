import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedGames } from '../src/domain/games/catalogue.ts';
import { demoSlotCode } from '../src/games/catalogue.ts';
import { answerValue, type GamesHarness, launchOf } from './games/http-support.ts';
import { MoneyClient } from './money/http.ts';
import {
  auditProviderLedger,
  bodies,
  launchThroughProvider,
  providerGames,
  startProviderPlatform,
  walletCall,
} from './provider-support.ts';
import { backends } from './support/backends.ts';

const slot = sharedGames().byCode.get(demoSlotCode);
if (!slot) throw new Error('demo slot missing');
if (!backends.includes('postgres'))
  console.log(
    'responsible-race: PostgreSQL did not answer the global setup (DATABASE_URL or 127.0.0.1:5432/test): PGlite only',
  );

/**
 * Racing deposits and bets of one member across a limit (docs/responsible-gaming.md § Concurrency):
 * on PostgreSQL the requests run on separate connections at once; the limit is never passed.
 */
describe.each(backends)('limits under racing requests (%s)', (backend) => {
  let h: GamesHarness;
  let client: MoneyClient;
  let instant: string;

  beforeAll(async () => {
    h = await startProviderPlatform(backend);
    client = new MoneyClient(h);
    const { channels } = await client.ok('depositChannels', await client.login('demomember'));
    instant = String(channels.find((channel) => channel.code === 'INSTANT')?.channelId);
  });
  afterAll(() => h?.close());

  const sumOf = async (sql: string, params: unknown[]) =>
    Number((await h.db.query<{ total: bigint }>(sql, params))[0]?.total ?? 0n);

  it('20 parallel deposits against a daily limit of 10 of them: exactly 10 are taken', async () => {
    const { token } = await client.newMember(0);
    await client.ok('responsibleSetLimit', token, { kind: 'deposit', period: 'day', amount: 100_000 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.call('depositRequest', token, {
          channelId: instant,
          amount: 10_000,
          idempotencyKey: randomUUID(),
        }),
      ),
    );
    const taken = answers.filter((answer) => answer.success);
    expect(taken.length).toBe(10);
    expect(new Set(answers.filter((a) => !a.success).map((a) => a.errorCode))).toEqual(
      new Set(['responsible.limit.deposit']),
    );
    const deposited = await sumOf(
      `SELECT sum(amount)::bigint AS total FROM deposits WHERE member_id = (SELECT member_id FROM deposits WHERE id = $1)`,
      [taken[0]?.value.depositId],
    );
    expect(deposited).toBe(100_000);
  });

  it('platform spins and provider bets racing across one wager limit never pass it', async () => {
    const { username, token } = await client.newMember(1_000_000);
    await client.ok('responsibleSetLimit', token, { kind: 'wager', period: 'day', amount: 5_000 });
    const session = await launchThroughProvider(h, providerGames().realOnly, username);
    const launched = await h.call('launchGame', launchOf(slot, { accountType: 1 }), token);
    const ticket =
      new URL(
        answerValue<{ content: { game_url: string } }>(launched).content.game_url,
        h.url,
      ).searchParams.get('ticket') ?? '';
    const body = bodies(session);
    const spins = Array.from({ length: 10 }, () =>
      h.client.call('/play/api/slot/spin', {
        json: { ticket, stake: 500, requestId: randomUUID() },
        merchant: null,
      }),
    );
    const bets = Array.from({ length: 10 }, () =>
      walletCall(h, 'bet', body.bet(randomUUID(), randomUUID(), 500)),
    );
    const [spun, bet] = await Promise.all([Promise.all(spins), Promise.all(bets)]);
    const accepted =
      spun.filter((answer) => answer.body.success).length +
      bet.filter((answer) => answer.status === 'RS_OK').length;
    expect(accepted).toBe(10);
    const wagered = (await client.ok('responsibleStatus', token)).session.wagered;
    expect(wagered).toBe(5_000);
    for (const answer of spun.filter((one) => !one.body.success))
      expect(answer.body.errorCode).toBe('responsible.limit.wager');
    for (const answer of bet.filter((one) => one.status !== 'RS_OK'))
      expect(answer.status).toBe('RS_ERROR_LIMIT_REACHED');
    await auditProviderLedger(h.db);
  });
});
