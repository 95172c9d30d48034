import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedGames } from '../src/domain/games/catalogue.ts';
import { demoSlotCode } from '../src/games/catalogue.ts';
import { answerValue, type Bet, type GamesHarness, launchOf, startGames } from './games/http-support.ts';
import { key, MoneyClient } from './money/http.ts';
import { backends } from './support/backends.ts';

const slot = sharedGames().byCode.get(demoSlotCode);
if (!slot) throw new Error('demo slot missing from the catalogue');

describe.each(backends)('VIP over HTTP (%s)', (backend) => {
  let h: GamesHarness;
  let client: MoneyClient;
  beforeAll(async () => {
    h = await startGames(backend);
    client = new MoneyClient(h);
  }, 60_000);
  afterAll(() => h?.close());

  async function deposit(token: string, amount: number) {
    const { channels } = await client.ok('depositChannels', token);
    const bank = channels.find((channel) => channel.code === 'BANKXFER');
    const made = await client.ok('depositRequest', token, {
      channelId: String(bank?.channelId),
      amount,
      idempotencyKey: key(),
    });
    await client.operator('/__operator/money/deposit-decide', { id: made.depositId, approve: true });
  }

  async function spin(token: string, stake: number) {
    const launch = answerValue<{ content: { game_url: string } }>(
      await h.call('launchGame', launchOf(slot as NonNullable<typeof slot>), token),
    );
    const ticket = new URL(launch.content.game_url, h.url).searchParams.get('ticket') ?? '';
    const answer = await h.client.call('/play/api/slot/spin', {
      json: { ticket, stake, requestId: randomUUID() },
      merchant: null,
    });
    return answerValue<Bet>(answer);
  }

  it('shows the ladder per language to guests', async () => {
    const guest = await client.ok('vipStatus', undefined);
    expect(guest.member ?? null).toBeNull();
    expect(guest.levels.map((level) => level.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(guest.levels[1]).toMatchObject({ name: 'Bronze', requiredDeposit: 10_000, requiredBet: 100_000 });
    expect(guest.levels[2]?.benefits).toContain('0.6% cashback');
    const korean = await client.wire.call('/wps/relay/MCSFE_getVipLevels', {
      method: 'GET',
      headers: { Language: 'KO' },
    });
    expect((korean.body.value as { levels: { name: string }[] }).levels[1]?.name).toBe('브론즈');
  });

  it('counts deposits and valid bets, pays the upgrade bonus once per level and the monthly bonus once per month', async () => {
    const { token, username } = await client.newMember();
    await deposit(token, 200_000);
    let status = (await client.ok('vipStatus', token)).member;
    expect(status).toMatchObject({ level: 0, deposits: 200_000, validBet: 0, reachedLevel: 0, claimable: 0 });
    await spin(token, 50_000);
    await spin(token, 50_000);
    status = (await client.ok('vipStatus', token)).member;
    expect(status).toMatchObject({ level: 0, validBet: 100_000, reachedLevel: 1, claimable: 1_000 });

    const before = await client.main(token);
    const collects = await Promise.all([1, 2, 3].map(() => client.ok('vipCollect', token)));
    expect(collects.map((answer) => answer.paid).sort()).toEqual([0, 0, 1_000]);
    expect(await client.main(token)).toBe(before + 1_000);
    status = (await client.ok('vipStatus', token)).member;
    expect(status).toMatchObject({ level: 1, reachedLevel: 1, claimable: 0 });
    const info = await client.ok('memberInfo', token);
    expect(info.clubLabel).toMatchObject({ rankLevel: 1, labelName: 'Bronze' });
    const turnover = await client.ok('bonusTurnover', token);
    expect(turnover.list[0]).toMatchObject({ source: 'vip.upgrade', amount: 1_000, turnoverRequired: 1_000 });

    // Held at level 2 (say, granted by the operator): its monthly bonus, once a month.
    await h.db.query(
      `UPDATE members SET club_label = '{"labelName":"Silver","rankLevel":2}' WHERE username = $1`,
      [username],
    );
    expect((await client.ok('vipStatus', token)).member).toMatchObject({ level: 2, claimable: 1_000 });
    expect(await client.ok('vipCollect', token)).toEqual({ level: 2, paid: 1_000 });
    expect(await client.ok('vipCollect', token)).toEqual({ level: 2, paid: 0 });
    expect((await client.ok('vipStatus', token)).member).toMatchObject({ monthlyPaid: true, claimable: 0 });
    h.clock.advance(32 * 86_400_000);
    const later = await client.login(username, 'secret123');
    expect((await client.ok('vipStatus', later)).member).toMatchObject({
      monthlyPaid: false,
      claimable: 1_000,
    });
  });
});
