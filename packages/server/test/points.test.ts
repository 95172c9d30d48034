import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedGames } from '../src/domain/games/catalogue.ts';
import { findRound } from '../src/domain/games/rounds.ts';
import { demoSlotCode } from '../src/games/catalogue.ts';
import { answerValue, type Bet, type GamesHarness, launchOf, startGames } from './games/http-support.ts';
import { key, MoneyClient } from './money/http.ts';
import { backends } from './support/backends.ts';

const slot = sharedGames().byCode.get(demoSlotCode);
if (!slot) throw new Error('demo slot missing from the catalogue');

describe.each(backends)('points mall over HTTP (%s)', (backend) => {
  let h: GamesHarness;
  let client: MoneyClient;

  beforeAll(async () => {
    h = await startGames(backend);
    client = new MoneyClient(h);
  }, 60_000);
  afterAll(() => h?.close());

  /** A member with 1,000.00 and payment password 246810. */
  async function member() {
    const created = await client.newMember(100_000);
    await client.ok('setPaymentPassword', created.token, {
      loginPassword: 'secret123',
      newPaymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    return created;
  }

  /** Points as if earned earlier (the earning itself is proven by the first test). */
  const givePoints = (username: string, points: number) =>
    h.db.query(
      `INSERT INTO points_accounts (member_id, balance) SELECT id, $2 FROM members WHERE username = $1
       ON CONFLICT (member_id) DO UPDATE SET balance = excluded.balance`,
      [username, points],
    );

  async function spin(token: string, stake: number, requestId = randomUUID()) {
    const launch = answerValue<{ content: { game_url: string } }>(
      await h.call('launchGame', launchOf(slot as NonNullable<typeof slot>), token),
    );
    const ticket = new URL(launch.content.game_url, h.url).searchParams.get('ticket') ?? '';
    const answer = await h.client.call('/play/api/slot/spin', {
      json: { ticket, stake, requestId },
      merchant: null,
    });
    return answerValue<Bet>(answer);
  }

  it('earns points from settled real-money spins at the configured ratio, once per round', async () => {
    const { token } = await member();
    expect(await client.ok('pointConfig', token)).toEqual({
      ratio: 100,
      minConvert: 100,
      earnBetPerPoint: 100,
    });
    expect(await client.ok('pointBalance', token)).toEqual({ balance: 0, freeSpins: 0 });
    const requestId = randomUUID();
    const first = await spin(token, 1_050, requestId);
    expect(first.round.status).toBe('settled');
    await spin(token, 1_050, requestId); // the same spin again: no second round, no second points
    await spin(token, 2_000);
    // 10.50 → 10 points (rounded down per round), 20.00 → 20 points.
    expect(await client.ok('pointBalance', token)).toEqual({ balance: 30, freeSpins: 0 });
    const details = await client.ok('memberTransactions', token, { transType: 'points' });
    expect(details.list.map((row) => [row.transType, row.changed, row.balance])).toEqual([
      ['points.earn', 20, 30],
      ['points.earn', 10, 10],
    ]);
    expect(await findRound(h.db, first.round.roundId)).toMatchObject({ status: 'settled' });
  });

  it('redeems behind the payment password; the operator approves a bonus or rejects and returns the points', async () => {
    const { token, username } = await member();
    await givePoints(username, 3000);
    const rewards = await client.ok('pointRewards', token);
    const bonus = rewards.list.find((item) => item.kind === 'bonus' && item.points === 500);
    const shirt = rewards.list.find((item) => item.kind === 'goods' && item.memberLimit === 1);
    if (!bonus || !shirt) throw new Error('demo rewards missing');
    const redeem = (rewardId: unknown, quantity: number, paymentPassword?: string, idempotencyKey = key()) =>
      client.call('redeemPointReward', token, {
        rewardId: String(rewardId),
        quantity,
        idempotencyKey,
        ...(paymentPassword ? { paymentPassword } : {}),
      });
    expect((await redeem(bonus.rewardId, 1)).errorCode).toBe('password.payment.required');
    expect((await redeem(bonus.rewardId, 1, '000000')).errorCode).toBe('password.payment.invalid');
    const idempotencyKey = key();
    expect((await redeem(bonus.rewardId, 2, '246810', idempotencyKey)).value).toEqual({ balance: 2000 });
    // A retry answers the first redemption and takes nothing more.
    expect((await redeem(bonus.rewardId, 2, '246810', idempotencyKey)).value).toEqual({ balance: 2000 });
    expect((await redeem(shirt.rewardId, 1, '246810')).errorCode).toBe('points.balance.insufficient');
    expect((await redeem(shirt.rewardId, 2, '246810')).errorCode).toBe('points.reward.limit');
    const after = (await client.ok('pointRewards', token)).list.find(
      (item) => item.rewardId === bonus.rewardId,
    );
    expect(after).toMatchObject({ availableQuantity: bonus.availableQuantity - 2, memberRedeemed: 2 });
    await redeem(bonus.rewardId, 1, '246810');
    expect(await client.ok('pointBalance', token)).toEqual({ balance: 1500, freeSpins: 0 });

    const history = await client.ok('redeemPointList', token);
    expect(history.list.map((row) => [row.quantity, row.points, row.status])).toEqual([
      [1, 500, 'process'],
      [2, 1000, 'process'],
    ]);
    const [single, double] = history.list.map((row) => Number(row.id));
    const queue = await client.operator<Array<{ id: number; username: string }>>(
      '/__operator/engagement/redemptions',
    );
    expect(queue.filter((row) => row.username === username).map((row) => row.id)).toEqual([double, single]);

    const balanceBefore = await client.main(token);
    await client.operator('/__operator/engagement/redemption-decide', { id: double, approve: true });
    expect(await client.main(token)).toBe(balanceBefore + 2 * 1_000);
    expect(
      await client.operatorError('/__operator/engagement/redemption-decide', { id: double, approve: false }),
    ).toBe('points.redeem.state.invalid');
    expect(await client.main(token)).toBe(balanceBefore + 2 * 1_000);
    const turnover = await client.ok('bonusTurnover', token);
    expect(turnover.list[0]).toMatchObject({
      source: 'points.redeem',
      amount: 2_000,
      turnoverRequired: 2_000,
    });

    await client.operator('/__operator/engagement/redemption-decide', {
      id: single,
      approve: false,
      remark: 'out',
    });
    expect(await client.ok('pointBalance', token)).toEqual({ balance: 2000, freeSpins: 0 });
    const restocked = (await client.ok('pointRewards', token)).list.find(
      (item) => item.rewardId === bonus.rewardId,
    );
    expect(restocked).toMatchObject({ availableQuantity: bonus.availableQuantity - 2, memberRedeemed: 2 });
    const statuses = (await client.ok('redeemPointList', token)).list.map((row) => row.status);
    expect(statuses).toEqual(['rejected', 'approved']);
    const kinds = (await client.ok('memberTransactions', token, { transType: 'points' })).list.map(
      (row) => `${row.transType} ${row.changed}`,
    );
    expect(kinds.slice(0, 3)).toEqual(['points.refund 500', 'points.redeem -500', 'points.redeem -1000']);
  });

  it('converts points to the wallet at the configured ratio, once per key', async () => {
    const { token, username } = await member();
    await givePoints(username, 1234);
    const before = await client.main(token);
    const convert = (points: number, idempotencyKey = key()) =>
      client.call('convertPoint', token, { points, paymentPassword: '246810', idempotencyKey });
    expect((await convert(99)).errorCode).toBe('points.convert.too.small');
    const idempotencyKey = key();
    const first = await convert(1_000, idempotencyKey);
    expect(first.value).toMatchObject({ balance: 234, sumBalance: before + 1_000 });
    expect((await convert(1_000, idempotencyKey)).value).toMatchObject({ balance: 234 });
    expect(await client.main(token)).toBe(before + 1_000);
    expect((await convert(1_000)).errorCode).toBe('points.balance.insufficient');
  });
});
