import type { ContractTier } from '@playsite/api/contract';
import type { Database } from '../src/db/database.ts';
import type { ContractRow } from '../src/domain/agent/contract-store.ts';
import { benchMerchant } from './agents-seed.ts';

/**
 * Recomputes every payout from the raw bets without the server's settlement code: the teams come
 * from the members' upline links walked here in memory (no recursive SQL), the figures from plain
 * per-member sums of game_rounds, the rounding and the differential written out again below.
 */

type Contract = ContractRow;

interface Paid {
  contract_id: number;
  period_start: bigint;
  period_end: bigint;
  amount: bigint;
  rows: bigint;
  tier: number | null;
}

export interface CheckReport {
  payouts: number;
  paidTotal: bigint;
  doublePaid: number;
  mismatches: number;
  notes: string[];
}

/** Every member under each agent (direct and indirect), from the upline links. */
function teamsOf(members: { id: number; upline_id: number | null }[]) {
  const children = new Map<number, number[]>();
  for (const member of members) {
    if (member.upline_id === null) continue;
    const list = children.get(member.upline_id) ?? [];
    list.push(member.id);
    children.set(member.upline_id, list);
  }
  const teams = new Map<number, number[]>();
  const teamOf = (id: number): number[] => {
    const known = teams.get(id);
    if (known) return known;
    const all: number[] = [];
    for (const child of children.get(id) ?? []) all.push(child, ...teamOf(child));
    teams.set(id, all);
    return all;
  };
  return teamOf;
}

export async function checkPayouts(db: Database): Promise<CheckReport> {
  const notes: string[] = [];
  const members = await db.query<{ id: number; upline_id: number | null }>(
    'SELECT id, upline_id FROM members WHERE merchant_code = $1',
    [benchMerchant],
  );
  const teamOf = teamsOf(members);
  const contracts = await db.query<Contract>('SELECT * FROM agent_contracts WHERE merchant_code = $1', [
    benchMerchant,
  ]);
  const byId = new Map(contracts.map((contract) => [contract.id, contract]));
  const paid = await db.query<Paid>(
    `SELECT contract_id, period_start, period_end, sum(amount)::bigint AS amount, count(*)::bigint AS rows,
       max(tier) AS tier
     FROM agent_payouts WHERE merchant_code = $1 GROUP BY 1, 2, 3`,
    [benchMerchant],
  );
  // Per period: each member's stake and win (dividend and wages), or its bets (real-time salary).
  const figures = new Map<string, Map<number, { stake: bigint; win: bigint }>>();
  const perMember = async (start: bigint, end: bigint) => {
    const key = `${start}:${end}`;
    let found = figures.get(key);
    if (!found) {
      const rows = await db.query<{ member_id: number; stake: bigint; win: bigint }>(
        `SELECT member_id, sum(stake)::bigint AS stake, sum(win)::bigint AS win FROM game_rounds
         WHERE merchant_code = $1 AND status = 'settled' AND mode = 'real'
           AND settled_at >= $2 AND settled_at < $3 GROUP BY member_id`,
        [benchMerchant, start, end],
      );
      found = new Map(rows.map((row) => [row.member_id, { stake: row.stake, win: row.win }]));
      figures.set(key, found);
    }
    return found;
  };
  const bets = new Map<string, Map<number, { stake: bigint; win: bigint }[]>>();
  const betsPerMember = async (start: bigint, end: bigint) => {
    const key = `${start}:${end}`;
    let found = bets.get(key);
    if (!found) {
      const rows = await db.query<{ member_id: number; stake: bigint; win: bigint }>(
        `SELECT member_id, stake, win FROM game_rounds WHERE merchant_code = $1 AND status = 'settled'
           AND mode = 'real' AND settled_at >= $2 AND settled_at < $3`,
        [benchMerchant, start, end],
      );
      found = new Map();
      for (const row of rows) found.set(row.member_id, [...(found.get(row.member_id) ?? []), row]);
      bets.set(key, found);
    }
    return found;
  };
  const grossOf = async (contract: Contract, start: bigint, end: bigint) => {
    const tiers = JSON.parse(contract.tiers) as ContractTier[];
    if (contract.kind === 'realtime') {
      // Each bet at the last tier whose least single stake it reaches: rate if lost, profitRate otherwise.
      const byMember = await betsPerMember(start, end);
      let share = 0n;
      for (const id of teamOf(contract.member_id))
        for (const bet of byMember.get(id) ?? []) {
          const tier = tiers.filter((one) => bet.stake >= BigInt(one.minSingleBet ?? 0)).at(-1);
          if (tier) share += bet.stake * BigInt(bet.win < bet.stake ? tier.rate : (tier.profitRate ?? 0));
        }
      return share / 10_000n;
    }
    const sums = await perMember(start, end);
    let stake = 0n;
    let win = 0n;
    let players = 0;
    for (const id of teamOf(contract.member_id)) {
      const one = sums.get(id);
      if (!one) continue;
      stake += one.stake;
      win += one.win;
      players++;
    }
    const loss = stake > win ? stake - win : 0n;
    const tier = tiers
      .filter(
        (one) =>
          stake >= BigInt(one.minValidBet ?? 0) &&
          loss >= BigInt(one.minNetLoss ?? 0) &&
          players >= (one.minActive ?? 0),
      )
      .at(-1);
    if (!tier) return 0n;
    const base = contract.kind === 'dividend' ? loss : stake;
    // Floor of base × rate / 10,000 (base and rate are never negative).
    return (base * BigInt(tier.rate)) / 10_000n;
  };
  // How many payouts each tier was paid at (the bench's tiers must all be reached somewhere).
  const tiersPaid = new Map<string, number>();
  let mismatches = 0;
  let doublePaid = 0;
  let paidTotal = 0n;
  const periods = new Map<string, Set<string>>();
  for (const row of paid) {
    if (row.rows !== 1n) doublePaid++;
    const contract = byId.get(row.contract_id);
    if (!contract) {
      mismatches++;
      continue;
    }
    const own = await grossOf(contract, row.period_start, row.period_end);
    let given = 0n;
    for (const child of contracts)
      if (child.upline_id === contract.member_id && child.kind === contract.kind)
        given += await grossOf(child, row.period_start, row.period_end);
    const expected = own > given ? own - given : 0n;
    const tierName = `${contract.kind} tier ${row.tier ?? '-'}`;
    tiersPaid.set(tierName, (tiersPaid.get(tierName) ?? 0) + 1);
    if (expected !== row.amount) {
      mismatches++;
      if (notes.length < 5)
        notes.push(
          `contract ${row.contract_id} ${contract.kind} @${row.period_start}: paid ${row.amount}, expected ${expected}`,
        );
    }
    paidTotal += row.amount;
    const seen = periods.get(contract.kind) ?? new Set();
    seen.add(`${row.period_start}:${row.period_end}`);
    periods.set(contract.kind, seen);
  }
  // Every contract in force must have a row for every period its kind was settled for.
  for (const [kind, seen] of periods) {
    const holders = contracts.filter((contract) => contract.kind === kind).length;
    const rows = paid.filter((row) => byId.get(row.contract_id)?.kind === kind).length;
    if (rows !== holders * seen.size) {
      mismatches += Math.abs(holders * seen.size - rows);
      notes.push(`${kind}: ${rows} payout rows for ${holders} contracts × ${seen.size} periods`);
    }
  }
  // The ledger: one transfer per positive payout, and each agent's wallet holds exactly its payouts
  // (nothing else moves money in the bench): a second payment shows as a balance above them.
  const transfers = await db.query<{ n: bigint }>(
    "SELECT count(*)::bigint AS n FROM ledger_transfers WHERE merchant_code = $1 AND kind LIKE 'agent.%'",
    [benchMerchant],
  );
  const positive = paid.filter((row) => row.amount > 0n).length;
  if (Number(transfers[0]?.n ?? 0n) !== positive) {
    doublePaid += Math.max(0, Number(transfers[0]?.n ?? 0n) - positive);
    mismatches++;
    notes.push(`ledger: ${transfers[0]?.n} transfers for ${positive} positive payouts`);
  }
  const wallets = await db.query<{ member_id: number; balance: bigint; owed: bigint }>(
    `SELECT a.member_id, a.balance, coalesce(p.total, 0)::bigint AS owed FROM ledger_accounts a
     LEFT JOIN (SELECT member_id, sum(amount) AS total FROM agent_payouts GROUP BY 1) p ON p.member_id = a.member_id
     WHERE a.merchant_code = $1 AND NOT a.system`,
    [benchMerchant],
  );
  for (const wallet of wallets) {
    if (wallet.balance === wallet.owed) continue;
    if (wallet.balance > wallet.owed) doublePaid++;
    else mismatches++;
    if (notes.length < 10)
      notes.push(`wallet of ${wallet.member_id}: ${wallet.balance}, payouts ${wallet.owed}`);
  }
  notes.push(
    `payouts per tier reached: ${[...tiersPaid]
      .sort()
      .map(([name, count]) => `${name}: ${count}`)
      .join(', ')}`,
  );
  return { payouts: paid.length, paidTotal, doublePaid, mismatches, notes };
}
