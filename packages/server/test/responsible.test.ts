import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { loadBrands } from '@playsite/brands/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedGames } from '../src/domain/games/catalogue.ts';
import { memberByUsername } from '../src/domain/members.ts';
import { profileFor } from '../src/domain/responsible/brand-profile.ts';
import { repoRoot } from '../src/files.ts';
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
import { testConfig } from './support/harness.ts';

const hour = 3_600_000;
const slot = sharedGames().byCode.get(demoSlotCode);
if (!slot) throw new Error('demo slot missing');

describe('jurisdiction profiles', () => {
  const brands = loadBrands(join(repoRoot, 'brands'));
  const hostOf = (jurisdiction: string) => {
    const brand = brands.find((one) => one.settings.jurisdiction === jurisdiction);
    if (!brand) throw new Error(`no brand folder has the ${jurisdiction} profile`);
    return `${brand.id.toLowerCase()}.localhost:8080`;
  };

  it('maps each brand host to its brand.json profile, and an unknown host to the strictest of the merchant', () => {
    for (const jurisdiction of ['GB', 'MT', 'none'] as const)
      expect(profileFor(testConfig, 'demo', hostOf(jurisdiction)).jurisdiction).toBe(jurisdiction);
    expect(profileFor(testConfig, 'demo', 'elsewhere.example').jurisdiction).toBe('GB');
    const gb = profileFor(testConfig, 'demo', hostOf('GB'));
    expect(gb.coolingMs).toBe(24 * hour);
    expect(gb.slots).toMatchObject({ autoplay: false, turbo: false });
  });
});

describe.each(backends)('responsible gaming at the wallet (%s)', (backend) => {
  let h: GamesHarness;
  let client: MoneyClient;
  let instant: string;

  beforeAll(async () => {
    h = await startProviderPlatform(backend);
    client = new MoneyClient(h);
    const token = await client.login('demomember');
    const { channels } = await client.ok('depositChannels', token);
    instant = String(channels.find((channel) => channel.code === 'INSTANT')?.channelId);
  });
  afterAll(() => h?.close());

  const deposit = (token: string, amount: number, idempotencyKey = randomUUID()) =>
    client.call('depositRequest', token, { channelId: instant, amount, idempotencyKey });
  const spin = async (token: string, stake: number) => {
    const launched = await h.call('launchGame', launchOf(slot, { accountType: 1 }), token);
    const ticket =
      new URL(
        answerValue<{ content: { game_url: string } }>(launched).content.game_url,
        h.url,
      ).searchParams.get('ticket') ?? '';
    return h.client.call('/play/api/slot/spin', {
      json: { ticket, stake, requestId: randomUUID() },
      merchant: null,
    });
  };

  it('applies a decrease at once and an increase only after the 24 h cooling period', async () => {
    const { username, token: first } = await client.newMember(0);
    let token = first;
    const set = (amount: number | null) =>
      client.ok('responsibleSetLimit', token, { kind: 'deposit', period: 'week', amount });
    expect((await set(50_000)).limits).toEqual([
      { kind: 'deposit', period: 'week', amount: 50_000, pending: null },
    ]);
    expect((await deposit(token, 40_000)).success).toBe(true);
    const over = await deposit(token, 20_000);
    expect(over.errorCode).toBe('responsible.limit.deposit');
    const raised = await set(80_000);
    const limit = raised.limits[0];
    expect(limit?.amount).toBe(50_000);
    expect(limit?.pending).toEqual({ amount: 80_000, effectiveAt: h.clock.now() + 24 * hour });
    expect((await deposit(token, 20_000)).errorCode).toBe('responsible.limit.deposit');
    h.clock.advance(24 * hour - 1000);
    token = await client.login(username, 'secret123');
    expect((await deposit(token, 20_000)).errorCode, 'still cooling').toBe('responsible.limit.deposit');
    h.clock.advance(1000);
    expect((await deposit(token, 20_000)).success, 'the increase applies after 24 h').toBe(true);
    expect((await set(30_000)).limits[0]).toMatchObject({ amount: 30_000, pending: null });
    expect((await deposit(token, 10_000)).errorCode, 'a decrease applies at once').toBe(
      'responsible.limit.deposit',
    );
    const removed = await set(null);
    expect(removed.limits[0]).toMatchObject({ amount: 30_000, pending: { amount: null } });
    h.clock.advance(24 * hour);
    token = await client.login(username, 'secret123');
    expect((await client.ok('responsibleStatus', token)).limits[0]).toMatchObject({
      amount: null,
      pending: null,
    });
  });

  it('the lowest of the periods wins, and a replayed deposit is never refused', async () => {
    const { token } = await client.newMember(0);
    await client.ok('responsibleSetLimit', token, { kind: 'deposit', period: 'month', amount: 500_000 });
    await client.ok('responsibleSetLimit', token, { kind: 'deposit', period: 'day', amount: 30_000 });
    const key = randomUUID();
    expect((await deposit(token, 30_000, key)).success).toBe(true);
    expect((await deposit(token, 30_000, key)).success, 'the same request again').toBe(true);
    expect((await deposit(token, 10_000)).errorCode).toBe('responsible.limit.deposit');
  });

  it('refuses a stake over a loss limit and past a session-time limit', async () => {
    const { token } = await client.newMember(1_000_000);
    await client.ok('responsibleSetLimit', token, { kind: 'loss', period: 'day', amount: 1_000 });
    expect((await spin(token, 800)).body.success).toBe(true);
    const refused = await spin(token, 100_000);
    expect(refused.body.errorCode).toBe('responsible.limit.loss');
    await client.ok('responsibleSetLimit', token, { kind: 'session', period: 'session', amount: 30 });
    for (let minutes = 0; minutes < 30; minutes += 10) {
      h.clock.advance(10 * 60_000);
      await client.ok('responsibleStatus', token);
    }
    expect((await client.ok('responsibleStatus', token)).session.wagered).toBe(800);
    expect((await spin(token, 100)).body.errorCode).toBe('responsible.limit.session');
  });

  it('a 24 h time-out refuses deposits, platform bets and provider bets until it ends, and cannot be lifted', async () => {
    const games = providerGames();
    const member = await memberByUsername(h.db, 'demo', 'demovip');
    expect(member).toBeTruthy();
    const session = await launchThroughProvider(h, games.realOnly, 'demovip');
    const token = session.sessionToken;
    const status = await client.ok('responsibleTakeBreak', token, { kind: 'timeout', span: '24h' });
    expect(status.activeBreak).toMatchObject({
      kind: 'timeout',
      span: '24h',
      endsAt: h.clock.now() + 24 * hour,
    });
    expect((await deposit(token, 20_000)).errorCode).toBe('responsible.break.timeout');
    expect((await spin(token, 100)).body.errorCode).toBe('responsible.break.timeout');
    const body = bodies(session);
    const bet = await walletCall(h, 'bet', body.bet(randomUUID(), randomUUID(), 100));
    expect(bet.status).toBe('RS_ERROR_USER_DISABLED');
    await auditProviderLedger(h.db);
    const shorter = await client.call('responsibleTakeBreak', token, { kind: 'timeout', span: 'none' });
    expect(shorter.success).toBe(false);
    h.clock.advance(24 * hour + 1);
    const again = await client.login('demovip');
    expect((await client.ok('responsibleStatus', again)).activeBreak).toBeNull();
    expect((await spin(again, 100)).body.success).toBe(true);
  });

  it('a break closes transfers into game wallets, never the way back to the main wallet', async () => {
    const { token } = await client.newMember(50_000);
    const vendor = String(
      (await client.ok('merchantWallet', token)).find((wallet) => wallet.accountTypeName === 'SFORGE')
        ?.accountTypeId,
    );
    const into = {
      fromAccountTypeId: '0',
      toAccountTypeId: vendor,
      amount: 10_000,
      idempotencyKey: randomUUID(),
    };
    await client.ok('walletTransfer', token, into);
    await client.ok('responsibleTakeBreak', token, { kind: 'timeout', span: '24h' });
    // The answer of the transfer made before the break is still given (a retry after a lost answer).
    expect((await client.ok('walletTransfer', token, into)).sumBalance).toBe(50_000);
    const more = { ...into, amount: 5_000, idempotencyKey: randomUUID() };
    expect(await client.refused('walletTransfer', token, more)).toBe('responsible.break.timeout');
    const back = {
      fromAccountTypeId: vendor,
      toAccountTypeId: '0',
      amount: 10_000,
      idempotencyKey: randomUUID(),
    };
    await client.ok('walletTransfer', token, back);
    expect(await client.main(token)).toBe(50_000);
  });

  it('the provider wallet answers RS_ERROR_LIMIT_REACHED over a wager limit, nothing of the bet kept', async () => {
    const { username, token } = await client.newMember(1_000_000);
    await client.ok('responsibleSetLimit', token, { kind: 'wager', period: 'day', amount: 5_000 });
    const session = await launchThroughProvider(h, providerGames().realOnly, username);
    const body = bodies(session);
    expect((await walletCall(h, 'bet', body.bet(randomUUID(), randomUUID(), 4_000))).status).toBe('RS_OK');
    const over = await walletCall(h, 'bet', body.bet(randomUUID(), randomUUID(), 2_000));
    expect(over.status).toBe('RS_ERROR_LIMIT_REACHED');
    expect(await h.balance(`member:${session.memberId}:0`)).toBe(996_000n);
    await auditProviderLedger(h.db);
  });
});
