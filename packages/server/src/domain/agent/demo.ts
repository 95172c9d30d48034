import type { ContractKind, ContractTier } from '@playsite/api/contract';
import type { Context } from '../../context.ts';
import { gameHouseAccounts } from '../../games/settlement.ts';
import { creditWallet, openWallet, postTransfer, walletCode } from '../ledger.ts';
import { insertMember, memberByUsername, memberType } from '../members.ts';
import { grantHouseContract, insertContract } from './contract-store.ts';
import { closedPeriods, dividendPeriodOf } from './periods.ts';
import { settlePeriod } from './settlement.ts';

const dayMs = 86_400_000;
/** Days of betting history the demo downlines get (none today, so nothing is due while the site runs). */
const historyDays = 21;

/** Each demo agent's downline: [username, upline, type]; passwords are the agents' (demo1234). */
const demoTeam: [string, string, number][] = [
  ['demosub1', 'demoagent1', 1],
  ['demoteam1', 'demoagent1', memberType],
  ['demoteam2', 'demoagent1', memberType],
  ['demoteam3', 'demoagent1', memberType],
  ['demoteam4', 'demosub1', memberType],
  ['demoteam5', 'demosub1', memberType],
  ['demoteam6', 'demoagent2', memberType],
  ['demoteam7', 'demoagent41', memberType],
  ['demoteam8', 'demoagent42', memberType],
];

/** House contracts of every demo agent (basis points). */
const houseTiers: Record<ContractKind, ContractTier[]> = {
  dividend: [
    { rate: 2_000, minValidBet: 0, minNetLoss: 0, minActive: 1 },
    { rate: 3_000, minValidBet: 1_000_000, minNetLoss: 100_000, minActive: 3 },
    { rate: 3_500, minValidBet: 10_000_000, minNetLoss: 1_000_000, minActive: 10 },
  ],
  daily: [
    { rate: 60, minValidBet: 0 },
    { rate: 80, minValidBet: 100_000 },
    { rate: 100, minValidBet: 300_000 },
  ],
  hourly: [
    { rate: 30, minValidBet: 0 },
    { rate: 50, minValidBet: 20_000 },
  ],
  realtime: [
    { rate: 20, profitRate: 10, minSingleBet: 1_000 },
    { rate: 30, profitRate: 15, minSingleBet: 10_000 },
  ],
};
/** What demoagent1 gives demosub1: a daily contract it holds, an hourly offer waiting. */
const subDaily: ContractTier[] = [
  { rate: 50, minValidBet: 0 },
  { rate: 70, minValidBet: 100_000 },
];
const subHourly: ContractTier[] = [
  { rate: 20, minValidBet: 0 },
  { rate: 40, minValidBet: 20_000 },
];

const categories = [
  ['RNG', 'slot'],
  ['LIVE', 'baccarat'],
  ['FISH', 'fish'],
  ['PVP', 'pvp'],
  ['LOTT', 'lottery'],
] as const;

/** A small deterministic generator, so every fresh start shows the same history. */
function generator(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % max;
  };
}

interface SeedRound {
  id: string;
  memberId: number;
  gameType: string;
  kind: string;
  stake: number;
  win: number;
  at: number;
}

function historyOf(memberId: number, index: number, today: number): SeedRound[] {
  const next = generator(memberId * 7_919 + index);
  const rounds: SeedRound[] = [];
  for (let day = historyDays; day >= 1; day--) {
    for (let n = 0; n < 2 + next(3); n++) {
      const [gameType, kind] = categories[next(categories.length)] ?? categories[0];
      const stake = (1 + next(20)) * 1_000;
      const outcome = next(10);
      const win = outcome < 5 ? 0 : outcome < 8 ? stake * 2 : Math.floor(stake / 2);
      rounds.push({
        id: `seed-agent-${memberId}-${day}-${n}`,
        memberId,
        gameType,
        kind,
        stake,
        win,
        at: today - day * dayMs + (9 + n) * 3_600_000 + next(3_000_000),
      });
    }
  }
  return rounds;
}

async function insertRounds(ctx: Context, merchant: string, rounds: SeedRound[]) {
  const column = <T>(pick: (round: SeedRound) => T) => rounds.map(pick);
  await ctx.db.query(
    `INSERT INTO game_rounds (round_id, merchant_code, member_id, mode, wallet, kind, node_id, game_code, vassalage,
       game_type, stake, win, status, placed_at, settles_at, settled_at)
     SELECT id, $1, member_id, 'real', 'member:' || member_id || ':0', kind, 'demo-history', 'demo-history', 'DEMO',
       game_type, stake, win, 'settled', at, at, at
     FROM unnest($2::text[], $3::integer[], $4::text[], $5::text[], $6::bigint[], $7::bigint[], $8::bigint[])
       AS r (id, member_id, kind, game_type, stake, win, at)`,
    [
      merchant,
      column((r) => r.id),
      column((r) => r.memberId),
      column((r) => r.kind),
      column((r) => r.gameType),
      column((r) => r.stake),
      column((r) => r.win),
      column((r) => r.at),
    ],
  );
}

/** Each day's rounds of a member as one ledger transfer (stakes to the house, wins back), at that day's time. */
async function postDays(ctx: Context, merchant: string, username: string, rounds: SeedRound[]) {
  const days = new Map<number, { stake: bigint; win: bigint; at: number }>();
  for (const round of rounds) {
    const day = Math.floor(round.at / dayMs);
    const sum = days.get(day) ?? { stake: 0n, win: 0n, at: round.at };
    sum.stake += BigInt(round.stake);
    sum.win += BigInt(round.win);
    sum.at = Math.max(sum.at, round.at);
    days.set(day, sum);
  }
  const memberId = rounds[0]?.memberId ?? 0;
  for (const [day, sum] of days) {
    const postings = [
      { account: walletCode(memberId), amount: -sum.stake },
      { account: gameHouseAccounts.real, amount: sum.stake },
    ];
    if (sum.win > 0n)
      postings.push(
        { account: gameHouseAccounts.real, amount: -sum.win },
        { account: walletCode(memberId), amount: sum.win },
      );
    await postTransfer(
      { ...ctx, clock: { now: () => sum.at } },
      {
        merchant,
        idempotencyKey: `seed-agent-${username}-${day}`,
        kind: 'game.round',
        memo: 'rounds (demo history)',
        postings,
      },
    );
  }
}

/**
 * The demo agents' teams (issue 16): downline members (one sub-agent under demoagent1) with three
 * weeks of settled rounds, house contracts of every kind for each demo agent, demoagent1's daily
 * contract given to demosub1 and an hourly offer waiting, and the last 7 days and 2 dividend periods
 * paid, so every agent-centre screen shows numbers on a fresh start.
 */
export async function seedDemoAgents(ctx: Context, merchant: string) {
  const now = ctx.clock.now();
  const today = Math.floor(now / dayMs) * dayMs;
  const past = { ...ctx, clock: { now: () => today - (historyDays + 1) * dayMs } };
  const agent = await memberByUsername(ctx.db, merchant, 'demoagent1');
  if (!agent) return;
  const ids = new Map<string, number>();
  for (const [username, uplineName, customerType] of demoTeam) {
    const upline = ids.get(uplineName) ?? (await memberByUsername(ctx.db, merchant, uplineName))?.id;
    const id = await insertMember(ctx.db, {
      merchant,
      username,
      passwordHash: agent.password_hash,
      customerType,
      now: past.clock.now(),
      ip: '127.0.0.1',
      uplineId: upline,
      affiliateCode: customerType === memberType ? undefined : username.toUpperCase(),
    });
    await openWallet(ctx.db, merchant, id);
    ids.set(username, id);
  }
  const rounds: SeedRound[] = [];
  for (const [index, [username]] of demoTeam.entries()) {
    const id = ids.get(username) ?? 0;
    await creditWallet(past, merchant, id, 1_000_000n, `seed:${username}`, 'demo seed');
    const history = historyOf(id, index, today);
    await postDays(ctx, merchant, username, history);
    rounds.push(...history);
  }
  await insertRounds(ctx, merchant, rounds);

  for (const name of ['demoagent1', 'demoagent2', 'demoagent41', 'demoagent42']) {
    const member = await memberByUsername(ctx.db, merchant, name);
    for (const [kind, tiers] of Object.entries(houseTiers) as [ContractKind, ContractTier[]][])
      if (member) await grantHouseContract(ctx.db, merchant, member.id, kind, tiers, past.clock.now());
  }
  const sub = ids.get('demosub1') ?? 0;
  const given = { merchant, memberId: sub, uplineId: agent.id, now: past.clock.now() };
  await insertContract(ctx.db, { ...given, kind: 'daily', tiers: subDaily, acceptedAt: past.clock.now() });
  await insertContract(ctx.db, { ...given, kind: 'hourly', tiers: subHourly });
  const dividend = await dividendPeriodOf(ctx.db, merchant);
  for (const kind of ['daily', 'dividend'] as const) {
    const count = kind === 'daily' ? 7 : 2;
    for (const period of closedPeriods(kind, now, dividend, count)) {
      await settlePeriod({ ...ctx, clock: { now: () => period.end + 60_000 } }, merchant, kind, period);
    }
  }
}
