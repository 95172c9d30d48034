import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeSpinsLeft, grantFreeSpins, playFreeSpin } from '../src/domain/engagement/free-spins.ts';
import { sharedGames } from '../src/domain/games/catalogue.ts';
import type { Player } from '../src/domain/games/play.ts';
import { accountBalance, walletCode } from '../src/domain/games/wallets.ts';
import { openWallet } from '../src/domain/ledger.ts';
import { insertMember } from '../src/domain/members.ts';
import type { ApiError } from '../src/errors.ts';
import { demoSlotCode } from '../src/games/catalogue.ts';
import { launchOf } from './games/http-support.ts';
import { key, MoneyClient } from './money/http.ts';
import { backends } from './support/backends.ts';
import { type Harness, startHarness } from './support/harness.ts';
import { useHarness } from './support/wire-harness.ts';

const slot = sharedGames().byCode.get(demoSlotCode);
if (!slot) throw new Error('demo slot missing from the catalogue');

describe.each(backends)('free spins from the points mall (%s)', (backend) => {
  const app = useHarness(backend, (harness) => new MoneyClient(harness));

  async function ticketOf(token: string) {
    const launch = await app.client.ok('launchGame', token, launchOf(slot as NonNullable<typeof slot>));
    return new URL(String(launch.content?.game_url), app.harness.url).searchParams.get('ticket') ?? '';
  }

  const freeSpin = (ticket: string, requestId = randomUUID()) =>
    app.client.call('playSlotFreeSpin', undefined, { ticket, requestId });

  it('are granted on approval, played at the house stake, wins credited as bonuses with turnover, never more than granted', async () => {
    const { client, harness: h } = app;
    const { token, username } = await client.newMember(10_000);
    await client.ok('setPaymentPassword', token, {
      loginPassword: 'secret123',
      newPaymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    await h.db.query(
      'INSERT INTO points_accounts (member_id, balance) SELECT id, 800 FROM members WHERE username = $1',
      [username],
    );
    const rewards = await client.ok('pointRewards', token);
    const spins = rewards.list.find((item) => item.kind === 'freeSpins');
    if (!spins) throw new Error('demo free spins reward missing');
    await client.ok('redeemPointReward', token, {
      rewardId: String(spins.rewardId),
      quantity: 1,
      paymentPassword: '246810',
      idempotencyKey: key(),
    });
    // Nothing to play until the operator approves.
    const ticket = await ticketOf(token);
    expect((await freeSpin(ticket)).errorCode).toBe('game.freespins.none');
    expect(await client.ok('pointBalance', token)).toEqual({ balance: 0, freeSpins: 0 });
    const pending = await client.operator<Array<{ id: number; username: string }>>(
      '/__operator/engagement/redemptions',
    );
    const redemption = pending.find((row) => row.username === username);
    await client.operator('/__operator/engagement/redemption-decide', { id: redemption?.id, approve: true });
    expect(await client.ok('pointBalance', token)).toEqual({ balance: 0, freeSpins: 20 });
    const session = await client.ok('playSession', undefined, { ticket });
    expect(session).toMatchObject({ freeSpins: 20, balance: 10_000 });

    // One spin, then its retry: the same round, one spin used.
    const requestId = randomUUID();
    const first = (await freeSpin(ticket, requestId)).value;
    expect(first.round).toMatchObject({ stake: 100, bet: { freeSpin: true } });
    expect(first).toMatchObject({ freeSpins: 19, balance: 10_000 + first.round.win });
    const again = (await freeSpin(ticket, requestId)).value;
    expect(again.round).toEqual(first.round);
    expect(again.freeSpins).toBe(19);

    let won = first.round.win;
    for (let left = 18; left >= 0; left--) {
      const answer = (await freeSpin(ticket)).value;
      expect(answer.freeSpins).toBe(left);
      won += answer.round.win;
    }
    expect((await freeSpin(ticket)).errorCode).toBe('game.freespins.none');
    // The member's money moved by the wins only: the house paid every stake.
    expect(await client.main(token)).toBe(10_000 + won);
    const [member] = await h.db.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [
      username,
    ]);
    const staked = await h.db.query<{ count: bigint }>(
      `SELECT count(*)::bigint AS count FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
       WHERE a.code = $1 AND e.amount < 0`,
      [walletCode(member?.id ?? 0, 'real')],
    );
    expect(staked[0]?.count).toBe(0n);
    // No valid bet: no points earned, no game round stored.
    expect(await client.ok('pointBalance', token)).toEqual({ balance: 0, freeSpins: 0 });
    const rounds = await h.db.query('SELECT 1 FROM game_rounds WHERE member_id = $1', [member?.id]);
    expect(rounds).toHaveLength(0);
    // Each win is a bonus with the reward's turnover rule (1× for the demo reward).
    const grants = await h.db.query<{ amount: bigint; turnover_required: bigint }>(
      "SELECT amount, turnover_required FROM bonus_grants WHERE member_id = $1 AND source = 'freeSpin'",
      [member?.id],
    );
    expect(grants.reduce((sum, grant) => sum + Number(grant.amount), 0)).toBe(won);
    for (const grant of grants) expect(grant.turnover_required).toBe(grant.amount);
  });
});

const onPostgres = backends.includes('postgres');
if (!onPostgres)
  console.warn('[free spins] PostgreSQL not reachable: the parallel free spin test is skipped.');

const parallel = 30;

/** Parallel spins on real PostgreSQL (row locks, separate connections): never more spins than granted. */
describe.skipIf(!onPostgres)('free spins under parallel requests (postgres)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('postgres');
  }, 60_000);
  afterAll(() => h?.close());

  it(`${parallel} spins at once on 7 granted (two grants) use exactly 7`, async () => {
    const memberId = await insertMember(h.db, {
      merchant: 'demo',
      username: `fs${Date.now().toString(36)}`,
      passwordHash: 'x',
      customerType: 0,
      now: h.clock.now(),
      ip: '127.0.0.1',
    });
    await openWallet(h.db, 'demo', memberId);
    await h.db.transaction(async (tx) => {
      for (const [sourceRef, spins] of [
        ['a', 4],
        ['b', 3],
      ] as const)
        await grantFreeSpins(h.ctx, tx, {
          merchant: 'demo',
          memberId,
          source: 'test',
          sourceRef,
          title: 'race',
          spins,
          stake: 1_000n,
          turnoverMultiple: 1,
        });
    });
    const game = slot as NonNullable<typeof slot>;
    const player: Player = {
      ticket: { merchant: 'demo', memberId, customerType: 0, nodeId: game.nodeId, mode: 'real' },
      game,
      wallet: walletCode(memberId, 'real'),
    };
    const before = await accountBalance(h.db, 'demo', player.wallet);
    const outcomes = await Promise.all(
      Array.from({ length: parallel }, () =>
        playFreeSpin(h.ctx, player, { requestId: randomUUID() }).then(
          (answer) => answer.round.win,
          (error: ApiError) => error.errorName ?? String(error),
        ),
      ),
    );
    const wins = outcomes.filter((outcome): outcome is number => typeof outcome === 'number');
    const refused = outcomes.filter((outcome) => typeof outcome !== 'number');
    console.info(`[free spins] ${parallel} parallel spins: ${wins.length} played, ${refused.length} refused`);
    expect(wins).toHaveLength(7);
    expect(new Set(refused)).toEqual(new Set(['gameFreeSpinsNone']));
    expect(await freeSpinsLeft(h.db, 'demo', memberId)).toBe(0);
    const used = await h.db.query<{ used: number; spins: number }>(
      'SELECT used, spins FROM free_spin_grants WHERE member_id = $1 ORDER BY id',
      [memberId],
    );
    expect(used).toEqual([
      { used: 4, spins: 4 },
      { used: 3, spins: 3 },
    ]);
    const played = await h.db.query('SELECT 1 FROM free_spins WHERE member_id = $1', [memberId]);
    expect(played).toHaveLength(7);
    // The wallet moved by the wins only, each credited once.
    const won = wins.reduce((sum, win) => sum + win, 0);
    expect(await accountBalance(h.db, 'demo', player.wallet)).toBe(before + BigInt(won));
  });
});
