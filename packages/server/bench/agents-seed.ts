import type { ContractKind, ContractTier } from '@playsite/api/contract';
import type { Database } from '../src/db/database.ts';
import { agentTypes, memberType } from '../src/domain/members.ts';

export const benchMerchant = 'bench';
const minuteMs = 60_000;
export const dayMs = 24 * 60 * minuteMs;

export interface SeedShape {
  /** The agents' tree: one root, `branches` agents under it, the rest spread under those. */
  agents: number;
  branches: number;
  /** Plain members, spread evenly under every agent. */
  members: number;
  bets: number;
  /** Bets are settled over the `days` days before `now`. */
  days: number;
  now: number;
}

/**
 * Each kind's tiers by the agent's depth (0 the root): the same thresholds at every depth, rates in
 * basis points lower further down (so no tier of a downline pays more than its upline's). The
 * thresholds sit between the teams' sizes (a depth-2 agent's 200 members, a depth-1 agent's
 * 1,400, the root's 10,000) so that every tier is reached by some contract.
 */
const tiered = (
  thresholds: readonly Omit<ContractTier, 'rate'>[],
  rates: readonly (readonly (readonly [number, number?])[])[],
): ContractTier[][] =>
  rates.map((depth) =>
    thresholds.map((tier, index) => {
      const [rate, profitRate] = depth[index] ?? [0];
      return { ...tier, rate, ...(profitRate === undefined ? {} : { profitRate }) };
    }),
  );

export const benchTiers: Record<ContractKind, ContractTier[][]> = {
  dividend: tiered(
    [
      { minValidBet: 0, minNetLoss: 0, minActive: 1 },
      { minValidBet: 100_000_000, minNetLoss: 10_000_000, minActive: 1_000 },
      { minValidBet: 1_000_000_000, minNetLoss: 100_000_000, minActive: 5_000 },
    ],
    [
      [[2000], [2500], [3000]],
      [[1500], [1800], [2000]],
      [[800], [900], [1000]],
    ],
  ),
  daily: tiered(
    [{ minValidBet: 0 }, { minValidBet: 5_000_000 }, { minValidBet: 50_000_000 }],
    [
      [[80], [100], [120]],
      [[50], [65], [80]],
      [[30], [40], [50]],
    ],
  ),
  hourly: tiered(
    [{ minValidBet: 0 }, { minValidBet: 200_000 }, { minValidBet: 2_000_000 }],
    [
      [[40], [50], [60]],
      [[25], [30], [40]],
      [[15], [20], [25]],
    ],
  ),
  realtime: tiered(
    [{ minSingleBet: 1_000 }, { minSingleBet: 2_500 }, { minSingleBet: 4_000 }],
    [
      [
        [20, 10],
        [25, 15],
        [30, 20],
      ],
      [
        [12, 6],
        [16, 8],
        [20, 10],
      ],
      [
        [6, 3],
        [8, 4],
        [10, 5],
      ],
    ],
  ),
};

export interface SeededAgent {
  id: number;
  depth: number;
}

/**
 * Seeds the tree and the bets in bulk, set-wise on the server (INSERT … SELECT generate_series),
 * never row by row: agents, then members, then rounds, then every agent's four contracts.
 */
export async function seedAgentsBench(db: Database, shape: SeedShape): Promise<SeededAgent[]> {
  const created = shape.now - (shape.days + 30) * dayMs;
  await db.query(
    "INSERT INTO merchants (code, name, currency, currency_symbol) VALUES ($1, 'Agents bench', 'PHP', 'P')",
    [benchMerchant],
  );
  const insertMember = `INSERT INTO members (merchant_code, username, username_key, password_hash, password_changed_at,
      customer_type, upline_id, created_at)`;
  const [root] = await db.query<{ id: number }>(
    `${insertMember} VALUES ($1, 'benchagent0', 'benchagent0', 'not-a-login', $2, $3, NULL, $2) RETURNING id`,
    [benchMerchant, created, agentTypes[0]],
  );
  if (!root) throw new Error('no root agent');
  // Depth 1: `branches` agents under the root; depth 2: the rest, round-robin under depth 1.
  await db.query(
    `${insertMember} SELECT $1, 'benchagent' || g, 'benchagent' || g, 'not-a-login', $2, $3, $4, $2
     FROM generate_series(1, $5) g ORDER BY g`,
    [benchMerchant, created, agentTypes[0], root.id, shape.branches],
  );
  await db.query(
    `${insertMember} SELECT $1, 'benchagent' || g, 'benchagent' || g, 'not-a-login', $2, $3,
       (SELECT id FROM members WHERE username_key = 'benchagent' || (1 + (g - $4 - 1) % $4)), $2
     FROM generate_series($4 + 1, $5 - 1) g ORDER BY g`,
    [benchMerchant, created, agentTypes[0], shape.branches, shape.agents],
  );
  const agents = await db.query<{ id: number; depth: number }>(
    `SELECT id, CASE WHEN upline_id IS NULL THEN 0 WHEN upline_id = $1 THEN 1 ELSE 2 END AS depth
     FROM members WHERE merchant_code = $2 ORDER BY id`,
    [root.id, benchMerchant],
  );
  // Members: evenly under every agent, registered over the whole window (some in the overview's).
  await db.query(
    `WITH a AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM members WHERE merchant_code = $1)
     ${insertMember} SELECT $1, 'benchmember' || g, 'benchmember' || g, 'not-a-login', $2, $3, a.id,
       $2::bigint + (g::bigint * 7919 % ($4::bigint - $2::bigint))
     FROM generate_series(0, $5 - 1) g JOIN a ON a.n = g % $6 ORDER BY g`,
    [benchMerchant, created, memberType, shape.now, shape.members, shape.agents],
  );
  // Bets: settled real rounds, a deterministic spread of members, games, stakes, wins and times.
  await db.query(
    `WITH p AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM members
       WHERE merchant_code = $1 AND customer_type = $2),
     g AS (SELECT g, (g::bigint * 2654435761) % 4294967296 AS h FROM generate_series(0, $3 - 1) g)
     INSERT INTO game_rounds (round_id, merchant_code, member_id, mode, wallet, kind, node_id, game_code,
       vassalage, game_type, stake, win, status, placed_at, settles_at, settled_at)
     SELECT 'bench-' || g.g, $1, p.id, 'real', 'member:' || p.id || ':0', 'slot', 'bench', 'BENCH' || (g.h % 12),
       'BENCH', (ARRAY['SLOT', 'LIVE', 'LOTTERY', 'SPORTS', 'FISH'])[1 + g.h % 5],
       100 * (1 + g.h % 50), CASE WHEN g.h % 7 < 3 THEN 100 * (1 + g.h % 50) * (1 + (g.h / 7) % 3) ELSE 0 END,
       'settled', t.at, t.at, t.at
     FROM g JOIN p ON p.n = (g.h / 64) % $4
     CROSS JOIN LATERAL (SELECT $5::bigint - 120000 - (g.g::bigint * 2593) % ($6::bigint) AS at) t`,
    [benchMerchant, memberType, shape.bets, shape.members, shape.now, shape.days * dayMs],
  );
  // Contracts: every agent holds all four kinds, from its upline (the root's from the house),
  // accepted before the window, so every closed period of the window has them in force.
  for (const [kind, depths] of Object.entries(benchTiers) as [ContractKind, ContractTier[][]][]) {
    await db.query(
      `INSERT INTO agent_contracts (merchant_code, kind, member_id, upline_id, rate, tiers, status, created_at, accepted_at)
       SELECT $1, $2, m.id, m.upline_id, ($3::integer[])[d.depth + 1], ($4::text[])[d.depth + 1], 'active', $5, $5
       FROM members m JOIN unnest($6::integer[], $7::integer[]) AS d (id, depth) ON d.id = m.id`,
      [
        benchMerchant,
        kind,
        depths.map((tiers) => Math.max(...tiers.map((tier) => tier.rate))),
        depths.map((tiers) => JSON.stringify(tiers)),
        created,
        agents.map((agent) => agent.id),
        agents.map((agent) => agent.depth),
      ],
    );
  }
  // A settled table at rest: autovacuum's work done, so index-only scans read no heap pages.
  await db.exec('VACUUM ANALYZE');
  return agents;
}
