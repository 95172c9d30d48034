import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantHouseContract } from '../src/domain/agent/contract-store.ts';
import { periodOf } from '../src/domain/agent/periods.ts';
import { pageWalk } from '../src/domain/agent/rounds.ts';
import { agentFunding, periodAt, settlePeriod } from '../src/domain/agent/settlement.ts';
import { memberByUsername, trialType } from '../src/domain/members.ts';
import { freshName, MoneyClient } from './money/http.ts';
import { backends } from './support/backends.ts';
import { type Harness, startHarness } from './support/harness.ts';

const dayMs = 86_400_000;

describe.each(backends)('agent centre over HTTP (%s)', (backend) => {
  let harness: Harness;
  let client: MoneyClient;
  let agent: string;
  let agentId: number;
  /** A sub-agent and a member the agent registers; a member registered by the sub-agent. */
  const team = {
    sub: freshName('sub'),
    direct: freshName('dir'),
    deep: freshName('deep'),
    subsub: freshName('ssub'),
  };
  let subToken: string;
  const ids: Record<string, number> = {};

  /** A settled real round straight into the rounds table, as the games leave it. */
  async function round(username: string, stake: number, win: number, at: number, gameType = 'RNG') {
    await harness.db.query(
      `INSERT INTO game_rounds (round_id, merchant_code, member_id, mode, wallet, kind, node_id, game_code, vassalage,
         game_type, stake, win, status, placed_at, settles_at, settled_at)
       VALUES ($1, 'demo', $2, 'real', $3, 'slot', 'n1', 'g1', 'SFORGE', $4, $5, $6, 'settled', $7, $7, $7)`,
      [`t-${crypto.randomUUID()}`, ids[username], `member:${ids[username]}:0`, gameType, stake, win, at],
    );
  }

  beforeAll(async () => {
    harness = await startHarness(backend);
    client = new MoneyClient(harness);
    agent = await client.login('demoagent1');
    agentId = (await memberByUsername(harness.db, 'demo', 'demoagent1'))?.id ?? 0;
    for (const [name, accountType] of [
      [team.sub, 'agent'],
      [team.direct, 'member'],
    ] as const) {
      const made = await client.ok('agentRegister', agent, {
        username: name,
        password: 'secret123',
        confirmPassword: 'secret123',
        accountType,
      });
      ids[name] = Number(made.memberId);
    }
    subToken = await client.login(team.sub, 'secret123');
    ids[team.deep] = Number(
      (
        await client.ok('agentRegister', subToken, {
          username: team.deep,
          password: 'secret123',
          confirmPassword: 'secret123',
        })
      ).memberId,
    );
    await client.ok('agentRegister', subToken, {
      username: team.subsub,
      password: 'secret123',
      confirmPassword: 'secret123',
      accountType: 'agent',
    });
  }, 60_000);
  afterAll(() => harness?.close());

  it('refuses plain members and trial accounts, and checks what an agent registers', async () => {
    const member = await client.login('demomember');
    for (const name of [
      'agentOverview',
      'agentTeam',
      'agentIncome',
      'fundsConsolidated',
      'dailySalaryContract',
    ] as const)
      expect(await client.refused(name, member), name).toBe('account.agent.only');
    const trial = await client.wire.call('/wps/session/login/freeplay', {
      json: { os: 'linux', platform: 'W' },
    });
    const trialToken = (trial.body.value as { token: string }).token;
    expect(await client.refused('agentTeam', trialToken)).toBe('account.trial.refused');
    expect(await client.refused('agentOverview', undefined)).toBe('login.not.session');

    const form = { username: freshName('reg'), password: 'secret123', confirmPassword: 'other123' };
    expect(await client.refused('agentRegister', agent, form)).toBe('password.confirm.mismatch');
    expect(
      await client.refused('agentRegister', agent, {
        ...form,
        username: team.sub,
        confirmPassword: 'secret123',
      }),
    ).toBe('register.username.taken');
    const me = await client.ok('memberInfo', subToken);
    expect(me.type).toBe(1);
  });

  it('lists the team, direct and indirect, with search, filters and paging', async () => {
    const all = await client.ok('agentTeam', agent, { pageSize: 100 });
    const mine = all.list.filter((row) => Object.values(team).includes(row.account));
    expect(mine.map((row) => [row.account, row.level, row.upline]).sort()).toEqual(
      [
        [team.deep, 2, team.sub],
        [team.subsub, 2, team.sub],
        [team.direct, 1, 'demoagent1'],
        [team.sub, 1, 'demoagent1'],
      ].sort(),
    );
    const direct = await client.ok('agentTeam', agent, { scope: 'direct', pageSize: 100 });
    expect(direct.list.some((row) => row.account === team.deep)).toBe(false);
    const agents = await client.ok('agentTeam', agent, { type: 'agent', pageSize: 100 });
    expect(agents.list.map((row) => row.account)).toContain(team.sub);
    expect(agents.list.every((row) => row.customerType !== 0)).toBe(true);
    const found = await client.ok('agentTeam', agent, { account: team.deep.toUpperCase() });
    expect(found.list.map((row) => row.account)).toEqual([team.deep]);
    const paged = await client.ok('agentTeam', agent, { pageSize: 1, pageNo: 2 });
    expect(paged.list).toHaveLength(1);
    expect(paged.totalCount).toBe(all.totalCount);
    // The sub-agent sees only its own downline.
    const subTeam = await client.ok('agentTeam', subToken);
    expect(subTeam.list.map((row) => row.account)).toEqual([team.subsub, team.deep]);
  });

  it('sums team betting and profit and loss exactly, per member and category', async () => {
    const now = harness.clock.now();
    await round(team.direct, 1_000, 0, now - 2 * dayMs);
    await round(team.direct, 2_500, 4_000, now - 2 * dayMs, 'LIVE');
    await round(team.deep, 333, 100, now - dayMs);
    await round(team.deep, 10_000, 0, now - 40 * dayMs);
    const betting = await client.ok('agentTeamBetting', subToken);
    expect(betting.list).toEqual([
      { account: team.deep, gameType: 'RNG', bets: 1, validBet: 333, win: 100, profitLoss: -233 },
    ]);
    const mine = await client.ok('agentTeamBetting', agent, { pageSize: 100 });
    expect(mine.list.filter((row) => row.account === team.direct)).toEqual([
      { account: team.direct, gameType: 'LIVE', bets: 1, validBet: 2_500, win: 4_000, profitLoss: 1_500 },
      { account: team.direct, gameType: 'RNG', bets: 1, validBet: 1_000, win: 0, profitLoss: -1_000 },
    ]);
    // Paging: each page is its slice of the whole ordered list, and the total counts every row.
    for (const pageNo of [1, 2, 3]) {
      const page = await client.ok('agentTeamBetting', agent, { pageSize: 1, pageNo });
      expect(page.list).toEqual(mine.list.slice(pageNo - 1, pageNo));
      expect(page.totals).toEqual(mine.totals);
      expect(page.totalCount).toBe(mine.totalCount);
    }
    expect(mine.totalCount).toBe(mine.list.length);
    // An account prefix narrows the team before its rounds are read.
    const one = await client.ok('agentTeamBetting', agent, { account: team.direct.toUpperCase() });
    expect(one.list).toEqual(mine.list.filter((row) => row.account === team.direct));
    expect(one.totalCount).toBe(2);
    expect(one.totals.validBet).toBe(3_500);
    const pl = await client.ok('agentProfitLoss', agent, { pageSize: 100 });
    const rows = pl.list.filter((row) => Object.values(team).includes(row.account));
    expect(rows).toEqual([
      { account: team.deep, bets: 1, validBet: 333, win: 100, profitLoss: -233 },
      { account: team.direct, bets: 2, validBet: 3_500, win: 4_000, profitLoss: 500 },
    ]);
    const sum = (key: 'validBet' | 'win' | 'bets') => pl.list.reduce((total, row) => total + row[key], 0);
    expect(pl.totals.validBet).toBe(sum('validBet'));
    expect(pl.totals.win).toBe(sum('win'));
    expect(pl.totals.bets).toBe(sum('bets'));
    expect(pl.totalCount).toBe(pl.list.length);
    const second = await client.ok('agentProfitLoss', agent, { pageSize: 1, pageNo: 2 });
    expect(second.list).toEqual(pl.list.slice(1, 2));
    expect(second.totalCount).toBe(pl.totalCount);
    expect(pl.categories.reduce((total, row) => total + row.validBet, 0)).toBe(pl.totals.validBet);
    const old = await client.ok('agentProfitLoss', subToken, {
      startDate: new Date(now - 41 * dayMs).toISOString().slice(0, 10),
      endDate: new Date(now - 39 * dayMs).toISOString().slice(0, 10),
    });
    expect(old.totals).toEqual({ bets: 1, validBet: 10_000, win: 0, profitLoss: -10_000 });

    const overview = await client.ok('agentOverview', subToken);
    expect(overview).toMatchObject({
      teamSize: 2,
      directMembers: 2,
      validBet: 333,
      profitLoss: -233,
      activeMembers: 1,
    });
    expect(overview.days).toHaveLength(7);
    expect(overview.days.reduce((total, day) => total + day.validBet, 0)).toBe(333);
  });

  it('answers every page alike whether it walks the team by username or joins every cell', async () => {
    const days = (from: number, to: number) => ({
      startDate: new Date(harness.clock.now() - from * dayMs).toISOString().slice(0, 10),
      endDate: new Date(harness.clock.now() - to * dayMs).toISOString().slice(0, 10),
    });
    for (const method of ['agentTeamBetting', 'agentProfitLoss'] as const) {
      for (const range of [{}, days(30, 0), days(2, 2)]) {
        const all = await client.ok(method, agent, { ...range, pageSize: 100 });
        expect(all.totalCount).toBe(all.list.length);
        const [raw] = await harness.db.query<{ bets: bigint; stake: bigint; win: bigint }>(
          `WITH RECURSIVE team (id) AS (
             SELECT id FROM members WHERE upline_id = $1 AND customer_type <> $4
             UNION ALL SELECT m.id FROM members m JOIN team t ON m.upline_id = t.id WHERE m.customer_type <> $4)
           SELECT count(*)::bigint AS bets, coalesce(sum(stake), 0)::bigint AS stake, coalesce(sum(win), 0)::bigint AS win
           FROM game_rounds WHERE status = 'settled' AND mode = 'real' AND member_id IN (SELECT id FROM team)
             AND settled_at >= $2 AND settled_at < $3`,
          [agentId, Date.parse(all.startDate), Date.parse(all.endDate) + dayMs, trialType],
        );
        expect(all.totals).toMatchObject({
          bets: Number(raw?.bets),
          validBet: Number(raw?.stake),
          win: Number(raw?.win),
        });
        const pages = async () => {
          const answers = [];
          for (const pageNo of [1, 2, 3, 50])
            answers.push(await client.ok(method, agent, { ...range, pageSize: 2, pageNo }));
          return answers;
        };
        const walked = await pages();
        Object.assign(pageWalk, { members: 1 });
        const joined = await pages().finally(() => Object.assign(pageWalk, { members: 1_000 }));
        expect(joined).toEqual(walked);
        expect(walked.slice(0, 3).flatMap((page) => page.list)).toEqual(all.list.slice(0, 6));
        expect(walked[3]?.list).toEqual([]);
        for (const page of walked) expect(page.totalCount).toBe(all.totalCount);
      }
    }
  });

  it("keeps the rounds' daily rollup equal to game_rounds through every kind of write", async () => {
    const rollupDiff = () =>
      harness.db.query<{ n: bigint }>(
        `WITH rounds AS (
           SELECT member_id, floor(settled_at / 86400000)::integer AS day, game_type, count(*)::bigint AS bets,
             sum(stake)::bigint AS stake, sum(win)::bigint AS win
           FROM game_rounds WHERE status = 'settled' AND mode = 'real' GROUP BY 1, 2, 3),
         rollup AS (SELECT member_id, day, game_type, bets, stake, win FROM agent_member_days WHERE bets <> 0)
         SELECT ((SELECT count(*) FROM (SELECT * FROM rounds EXCEPT SELECT * FROM rollup) a)
           + (SELECT count(*) FROM (SELECT * FROM rollup EXCEPT SELECT * FROM rounds) b))::bigint AS n`,
      );
    const at = harness.clock.now() - 5 * dayMs;
    const id = `t-${crypto.randomUUID()}`;
    const member = ids[team.direct];
    await harness.db.query(
      `INSERT INTO game_rounds (round_id, merchant_code, member_id, mode, wallet, kind, node_id, game_code, vassalage,
         game_type, stake, win, status, placed_at, settles_at)
       VALUES ($1, 'demo', $2, 'real', $3, 'slot', 'n1', 'g1', 'SFORGE', 'FISH', 700, 0, 'open', $4, $4)`,
      [id, member, `member:${member}:0`, at],
    );
    const cell = async () =>
      (
        await harness.db.query<{ bets: bigint; stake: bigint; win: bigint }>(
          "SELECT bets, stake, win FROM agent_member_days WHERE member_id = $1 AND day = $2 AND game_type = 'FISH'",
          [member, Math.floor(at / dayMs)],
        )
      )[0];
    const before = await cell();
    // Settled (the games' update), touched again after (balances), refunded, then deleted.
    await harness.db.query(
      "UPDATE game_rounds SET status = 'settled', win = 1400, settled_at = $2 WHERE round_id = $1",
      [id, at],
    );
    expect(await cell()).toEqual({
      bets: (before?.bets ?? 0n) + 1n,
      stake: (before?.stake ?? 0n) + 700n,
      win: (before?.win ?? 0n) + 1400n,
    });
    await harness.db.query('UPDATE game_rounds SET balance_before = 1 WHERE round_id = $1', [id]);
    expect(Number((await rollupDiff())[0]?.n)).toBe(0);
    await harness.db.query("UPDATE game_rounds SET status = 'refunded', win = 0 WHERE round_id = $1", [id]);
    expect((await cell())?.bets ?? 0n).toBe(before?.bets ?? 0n);
    await harness.db.query("UPDATE game_rounds SET status = 'settled' WHERE round_id = $1", [id]);
    await harness.db.query('DELETE FROM game_rounds WHERE round_id = $1', [id]);
    expect((await cell())?.bets ?? 0n).toBe(before?.bets ?? 0n);
    expect(Number((await rollupDiff())[0]?.n)).toBe(0);
  });

  it('offers, accepts, caps and terminates contracts, and refuses outsiders', async () => {
    await grantHouseContract(harness.db, 'demo', agentId, 'daily', [{ rate: 100 }], harness.clock.now());
    expect(
      await client.refused('dailySalaryContract', agent, { action: 'create', downline: team.sub, rate: 101 }),
    ).toBe('agent.contract.rate.too.high');
    expect(
      await client.refused('dailySalaryContract', agent, {
        action: 'create',
        downline: team.direct,
        rate: 50,
      }),
    ).toBe('agent.downline.unknown');
    const other = await client.login('demoagent2');
    expect(
      await client.refused('dailySalaryContract', other, { action: 'create', downline: team.sub, rate: 1 }),
    ).toBe('agent.downline.unknown');
    // The sub-agent holds no contract yet: it has nothing to give.
    expect(
      await client.refused('dailySalaryContract', subToken, {
        action: 'create',
        downline: team.subsub,
        rate: 1,
      }),
    ).toBe('agent.contract.none');

    const given = await client.ok('dailySalaryContract', agent, {
      action: 'create',
      downline: team.sub,
      rate: 80,
    });
    expect(given.maxRate).toBe(100);
    const offer = given.contracts.find((row) => row.role === 'given');
    expect(offer).toMatchObject({ downline: team.sub, rate: 80, status: 'offered' });
    expect((await client.ok('fundsConsolidated', subToken)).dailysalreqtype).toBe(1);
    expect(
      await client.refused('dailySalaryContract', other, {
        action: 'accept',
        contractId: String(offer?.contractId),
      }),
    ).toBe('agent.contract.unknown');
    const accepted = await client.ok('dailySalaryContract', subToken, {
      action: 'accept',
      contractId: String(offer?.contractId),
    });
    expect(accepted.contracts.find((row) => row.role === 'own')).toMatchObject({
      rate: 80,
      status: 'active',
    });
    expect((await client.ok('fundsConsolidated', subToken)).dailysalreqtype).toBe(2);

    // A lower offer needs confirmation, then ends the current contract and waits as an offer.
    const lower = { action: 'create', downline: team.sub, rate: 60 };
    expect(await client.refused('dailySalaryContract', agent, lower)).toBe('agent.contract.lower.confirm');
    await client.ok('dailySalaryContract', agent, { ...lower, confirm: true });
    const after = await client.ok('dailySalaryContract', subToken);
    expect(after.contracts.map((row) => [row.role, row.rate, row.status])).toEqual([
      ['offer', 60, 'offered'],
    ]);
    const newOffer = after.contracts[0];
    await client.ok('dailySalaryContract', subToken, {
      action: 'reject',
      contractId: String(newOffer?.contractId),
    });
    expect(
      await client.refused('dailySalaryContract', subToken, {
        action: 'accept',
        contractId: String(newOffer?.contractId),
      }),
    ).toBe('agent.contract.state');
  });

  it('offers tiered contracts: tier rules, the upline cap per tier, and a lower tier asks to confirm', async () => {
    const dividendTiers = [
      { rate: 2_000, minValidBet: 0, minNetLoss: 0, minActive: 1 },
      { rate: 3_000, minValidBet: 100_000, minNetLoss: 10_000, minActive: 2 },
    ];
    await grantHouseContract(harness.db, 'demo', agentId, 'dividend', dividendTiers, harness.clock.now());
    const offer = (tiers: unknown[], extra: Record<string, unknown> = {}) => ({
      action: 'create',
      downline: team.sub,
      tiers: JSON.stringify(tiers),
      ...extra,
    });
    const refusal = async (tiers: unknown[]) => {
      const response = await client.call('dividendContract', agent, offer(tiers));
      return { code: response.errorCode, value: response.value };
    };
    // Thresholds must rise from tier to tier; rates may not fall.
    expect(
      await refusal([
        { rate: 1_000, minValidBet: 50_000, minActive: 1 },
        { rate: 1_500, minValidBet: 50_000, minActive: 1 },
      ]),
    ).toMatchObject({
      code: 'agent.contract.tiers.invalid',
      value: { tier: 1, key: 'validation.tierNotIncreasing' },
    });
    expect(
      await refusal([
        { rate: 1_500, minValidBet: 0, minActive: 1 },
        { rate: 1_000, minValidBet: 200_000, minActive: 2 },
      ]),
    ).toMatchObject({
      code: 'agent.contract.tiers.invalid',
      value: { tier: 1, key: 'validation.tierRatesFalling' },
    });
    // Tier 2 pays 25 % from a valid bet of 50,000, where the agent's own contract pays only 20 %.
    expect(
      await refusal([
        { rate: 1_000, minValidBet: 0, minActive: 1 },
        { rate: 2_500, minValidBet: 50_000, minNetLoss: 10_000, minActive: 2 },
      ]),
    ).toMatchObject({ code: 'agent.contract.rate.too.high', value: { tier: 1, values: { max: 20 } } });
    expect(await refusal([])).toMatchObject({ code: 'agent.contract.tiers.invalid' });
    expect(
      (await client.call('dividendContract', agent, { ...offer([]), tiers: '[{"rate":"x"}]' })).errorCode,
    ).toBe('request_param_err');

    const fair = [
      { rate: 1_000, minValidBet: 0, minNetLoss: 0, minActive: 1 },
      { rate: 2_500, minValidBet: 100_000, minNetLoss: 20_000, minActive: 2 },
    ];
    const given = await client.ok('dividendContract', agent, offer(fair));
    expect(given.maxTiers).toEqual(dividendTiers);
    const contractId = String(given.contracts.find((row) => row.role === 'given')?.contractId);
    const accepted = await client.ok('dividendContract', subToken, { action: 'accept', contractId });
    expect(accepted.contracts.find((row) => row.role === 'own')).toMatchObject({ rate: 2_500, tiers: fair });
    // Same top rate, but the first tier pays less: lower somewhere, so it asks first.
    const lower = [
      { rate: 800, minValidBet: 0, minNetLoss: 0, minActive: 1 },
      { rate: 2_500, minValidBet: 100_000, minNetLoss: 20_000, minActive: 2 },
    ];
    const asked = await client.call('dividendContract', agent, offer(lower));
    expect(asked.errorCode).toBe('agent.contract.lower.confirm');
    expect(asked.value).toMatchObject({ currentRate: 2_500, currentTiers: fair });
    // Higher everywhere (the second tier reached sooner): no question, an offer waits.
    const higher = [
      { rate: 1_000, minValidBet: 0, minNetLoss: 0, minActive: 1 },
      { rate: 2_500, minValidBet: 100_000, minNetLoss: 10_000, minActive: 2 },
    ];
    await client.ok('dividendContract', agent, offer(higher));
    await client.ok('dividendContract', agent, offer(lower, { confirm: true }));
    const after = await client.ok('dividendContract', subToken);
    expect(after.contracts.map((row) => [row.role, row.status, row.tiers])).toEqual([
      ['offer', 'offered', lower],
    ]);
    // The house lowers the agent's own contract: the offer above it ends.
    await grantHouseContract(
      harness.db,
      'demo',
      agentId,
      'dividend',
      [{ rate: 700, minActive: 1 }],
      harness.clock.now(),
    );
    expect((await client.ok('dividendContract', subToken)).contracts).toEqual([]);
  });

  it('pays each period at the highest tier reached, and the real-time salary per bet', async () => {
    const start = harness.clock.now() - 3 * 3_600_000;
    await grantHouseContract(
      harness.db,
      'demo',
      agentId,
      'daily',
      [
        { rate: 100, minValidBet: 0 },
        { rate: 200, minValidBet: 20_000 },
        { rate: 300, minValidBet: 1_000_000 },
      ],
      start,
    );
    await grantHouseContract(
      harness.db,
      'demo',
      agentId,
      'realtime',
      [
        { rate: 100, profitRate: 50, minSingleBet: 1_000 },
        { rate: 300, profitRate: 200, minSingleBet: 5_000 },
      ],
      start,
    );
    const day = periodOf('daily', harness.clock.now() + 2 * dayMs, 'halfMonth');
    const five = periodOf('realtime', day.start + 3_600_000, 'halfMonth');
    // In one 5-minute period: a lost bet of 6,000 (tier 2), a won one of 2,000 (tier 1), a lost
    // one of 999 (below tier 1: not counted), a lost one of 4,999 (tier 1).
    await round(team.direct, 6_000, 0, five.start + 1);
    await round(team.direct, 2_000, 5_000, five.start + 2);
    await round(team.direct, 999, 0, five.start + 3);
    await round(team.direct, 4_999, 1_000, five.start + 4);
    const ctx = { ...harness.ctx, clock: { now: () => day.end + 120_000 } };
    const before = await client.main(agent);
    const realtime = await settlePeriod(ctx, 'demo', 'realtime', five);
    // 6,000 × 3 % + 2,000 × 0.5 % + 4,999 × 1 % = 180 + 10 + 49.99 = 239.99 → 239.
    expect(realtime.amount).toBe(239n);
    const daily = await settlePeriod(ctx, 'demo', 'daily', day);
    // The day's valid bet 13,998 reaches tier 1 only (tier 2 from 20,000): 1 % = 139.98 → 139.
    expect(daily.amount).toBe(139n);
    expect((await client.main(agent)) - before).toBe(239 + 139);
    const rows = await harness.db.query<{ kind: string; base: bigint; rate: number; tier: number | null }>(
      `SELECT kind, base, rate, tier FROM agent_payouts WHERE member_id = $1 AND period_start IN ($2, $3) ORDER BY kind`,
      [agentId, day.start, five.start],
    );
    expect(rows.map((row) => [row.kind, Number(row.base), row.rate, row.tier])).toEqual([
      ['daily', 13_998, 100, 0],
      ['realtime', 12_999, 300, null],
    ]);
    // The next day the team bets 25,000: tier 2, 2 %.
    const next = { start: day.end, end: day.end + dayMs };
    await round(team.deep, 25_000, 0, next.start + 10);
    const later = { ...harness.ctx, clock: { now: () => next.end + 120_000 } };
    expect((await settlePeriod(later, 'demo', 'daily', next)).amount).toBe(500n);
  });

  it('settles a period once, even run twice or twice at once, with the differential', async () => {
    await grantHouseContract(
      harness.db,
      'demo',
      agentId,
      'hourly',
      [{ rate: 200 }],
      harness.clock.now() - 3 * 3_600_000,
    );
    const offered = await client.ok('hourSalaryContract', agent, {
      action: 'create',
      downline: team.sub,
      rate: 150,
    });
    const contractId = String(offered.contracts.find((row) => row.role === 'given')?.contractId);
    await client.ok('hourSalaryContract', subToken, { action: 'accept', contractId });
    // Accepted now: rounds settling in the next hour count.
    const period = periodOf('hourly', harness.clock.now() + 3_600_000, 'halfMonth');
    await round(team.deep, 12_345, 0, period.start + 10);
    await round(team.direct, 10_000, 3_000, period.start + 20);
    const funding = async () =>
      (
        await harness.db.query<{ balance: bigint }>('SELECT balance FROM ledger_accounts WHERE code = $1', [
          agentFunding,
        ])
      )[0]?.balance ?? 0n;
    const before = {
      agent: await client.main(agent),
      sub: await client.main(subToken),
      funding: await funding(),
    };
    const ctx = { ...harness.ctx, clock: { now: () => period.end + 120_000 } };
    const [first, twin] = await Promise.all([
      settlePeriod(ctx, 'demo', 'hourly', period),
      settlePeriod(ctx, 'demo', 'hourly', period),
    ]);
    const again = await settlePeriod(ctx, 'demo', 'hourly', period);
    expect(first.paid + twin.paid + again.paid).toBe(2);
    // Sub: 12,345 × 1.5 % = 185.175 → 185. Agent: 22,345 × 2 % = 446.9 → 446, minus the sub's 185.
    expect((await client.main(subToken)) - before.sub).toBe(185);
    expect((await client.main(agent)) - before.agent).toBe(446 - 185);
    const income = await client.ok('agentIncome', subToken, {
      endDate: new Date(period.end + dayMs).toISOString().slice(0, 10),
    });
    expect(income.list[0]).toMatchObject({ kind: 'hourly', base: 12_345, rate: 150, amount: 185 });
    const keys = await harness.db.query<{ n: bigint }>(
      'SELECT count(*)::bigint AS n FROM ledger_transfers WHERE idempotency_key LIKE $1',
      [`agent:hourly:%:${period.start}`],
    );
    expect(Number(keys[0]?.n)).toBe(2);
    expect((await funding()) - before.funding).toBe(-446n);
  });
});

describe('agent centre demo seed and operator commands', () => {
  let harness: Harness;
  let client: MoneyClient;
  beforeAll(async () => {
    harness = await startHarness('pglite');
    client = new MoneyClient(harness);
  }, 60_000);
  afterAll(() => harness?.close());

  it('gives the demo agents teams with history, contracts and income', async () => {
    const agent = await client.login('demoagent1');
    const overview = await client.ok('agentOverview', agent);
    expect(overview.teamSize).toBeGreaterThanOrEqual(6);
    expect(overview.validBet).toBeGreaterThan(0);
    expect(overview.income.month + overview.income.week).toBeGreaterThanOrEqual(0);
    const income = await client.ok('agentIncome', agent, {});
    expect(income.totalAmount).toBeGreaterThan(0);
    const sub = await client.login('demosub1');
    const daily = await client.ok('dailySalaryContract', sub);
    expect(daily.contracts.find((row) => row.role === 'own')).toMatchObject({
      rate: 70,
      upline: 'demoagent1',
      tiers: [
        { rate: 50, minValidBet: 0 },
        { rate: 70, minValidBet: 100_000 },
      ],
    });
    // Every demo house contract has 2 or 3 tiers.
    for (const call of ['dividendContract', 'realTimeSalaryContract'] as const) {
      const own = (await client.ok(call, agent)).contracts.find((row) => row.role === 'own');
      expect(own?.tiers?.length).toBeGreaterThanOrEqual(2);
    }
    const hourly = await client.ok('hourSalaryContract', sub);
    expect(hourly.contracts.find((row) => row.role === 'offer')).toMatchObject({
      rate: 40,
      status: 'offered',
      tiers: [
        { rate: 20, minValidBet: 0 },
        { rate: 40, minValidBet: 20_000 },
      ],
    });
  });

  it('lists contracts, shows a tree and settles a period once through the operator API', async () => {
    const tree = await client.operator<{ tree: string[] }>(
      `/__operator/agent/tree?merchant=demo&username=demoagent1`,
    );
    expect(tree.tree).toContain('  demosub1 (type 1)');
    expect(tree.tree).toContain('    demoteam4 (type 0)');
    const contracts = await client.operator<{ holder: string; kind: string; status: string }[]>(
      '/__operator/agent/contracts?merchant=demo&kind=daily',
    );
    expect(contracts.some((row) => row.holder === 'demosub1' && row.status === 'active')).toBe(true);
    const at = new Date(harness.clock.now() - 2 * dayMs).toISOString();
    const first = await client.operator<{ paid: number }>('/__operator/agent/settle', { kind: 'daily', at });
    // The seed paid the closed days already: a second settlement of the same day pays nothing.
    expect(first.paid).toBe(0);
  });

  it('sets the brand dividend period, which the settlement and the contract pages follow', async () => {
    const ctx = harness.ctx;
    const at = Date.UTC(2026, 4, 20, 12);
    expect(await periodAt(ctx, 'demo', 'dividend', at)).toEqual({
      start: Date.UTC(2026, 4, 16),
      end: Date.UTC(2026, 5, 1),
    });
    expect(await client.operatorError('/__operator/agent/dividend-period', { period: 'fortnight' })).toBe(
      'request_param_err',
    );
    const month = await client.operator<{ dividendPeriod: string }>('/__operator/agent/dividend-period', {
      period: 'month',
    });
    expect(month.dividendPeriod).toBe('month');
    expect(await periodAt(ctx, 'demo', 'dividend', at)).toEqual({
      start: Date.UTC(2026, 4, 1),
      end: Date.UTC(2026, 5, 1),
    });
    await client.operator('/__operator/agent/dividend-period', { period: 'halfMonth' });
    expect((await periodAt(ctx, 'demo', 'dividend', at)).start).toBe(Date.UTC(2026, 4, 16));
  });
});
