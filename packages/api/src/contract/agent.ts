import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  nullable,
  number,
  object,
  optional,
  string,
  type,
  union,
} from 'superstruct';
import { idLike, minorUnits, nonEmpty, page, queryBool, queryInt, text } from './primitives.ts';

/*
 * The agent centre (docs/product.md § Agent centre): team figures, team listings, income and the
 * four contract kinds. Every call is for agents only (account types 1, 2, 41, 42).
 */

export const contractKinds = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type ContractKind = (typeof contractKinds)[number];

const pagedFields = {
  pageNo: optional(queryInt(1, 100_000)),
  pageSize: optional(queryInt(1, 100)),
};

/** yyyy-MM-dd (UTC) bounds, both included; absent means the last 7 days. */
const rangeFields = {
  startDate: optional(text(10)),
  endDate: optional(text(10)),
};

/* ---------- consolidated contract info and the four process calls ---------- */

const requestType = optional(nullable(union([integer(), string()])));

/**
 * Per kind, the agent's own contract state (0 none, 1 offer waiting, 2 active) under the
 * platform's names, and whether the brand has the kind switched on.
 */
export const fundsConsolidatedValue = type({
  divtypereq: requestType,
  dailysalreqtype: requestType,
  contracthoursalreq: requestType,
  realtimesalreqtype: requestType,
  enableCt: optional(boolean()),
  salary: optional(boolean()),
  hourSalary: optional(boolean()),
  agentRealtimeSalary: optional(boolean()),
});
export type FundsConsolidated = Infer<typeof fundsConsolidatedValue>;

/**
 * One rate tier of a contract: conditions (least figures of the settlement period, each kind its
 * own: dividend minValidBet, minNetLoss, minActive; daily and hourly wage minValidBet; real-time
 * salary minSingleBet, a bet's least stake) and the rate paid when they are all met, in basis
 * points (1 % = 100). The real-time salary pays `rate` on a bet the member lost and `profitRate`
 * on one it did not. Amounts in minor units. Rules: @playsite/rules agentTiers.
 */
export const contractTier = type({
  rate: integer(),
  profitRate: optional(integer()),
  minValidBet: optional(minorUnits()),
  /** The team's net loss in the period (stakes minus wins). */
  minNetLoss: optional(minorUnits()),
  minActive: optional(integer()),
  minSingleBet: optional(minorUnits()),
});
export type ContractTier = Infer<typeof contractTier>;

/**
 * The four contract "process" calls: without action they read the contracts; with one they act.
 * `create` offers a contract to a direct downline (`downline` = username); an offer that pays less
 * than that downline's current contract at some figures needs `confirm=true` and then ends the
 * current contract.
 */
export const contractProcessRequest = object({
  action: optional(enums(['create', 'accept', 'reject', 'terminate'])),
  contractId: optional(text(64)),
  /**
   * The offer's tiers: a JSON array of contractTier, lowest tier first (at most 5). Without it,
   * `rate` and the min* fields below make a one-tier offer (the older shape).
   */
  tiers: optional(text(2000)),
  /** Rate in basis points (1 % = 100), never a float. */
  rate: optional(queryInt(0, 10_000)),
  downline: optional(text(32)),
  /** One-tier conditions: the period's team valid bet (minor units) and active members; a single bet's least stake. */
  minValidBet: optional(queryInt(0)),
  minActive: optional(queryInt(0, 1_000_000)),
  minSingleBet: optional(queryInt(0)),
  confirm: optional(queryBool()),
});
export type ContractProcessRequest = Infer<typeof contractProcessRequest>;

export const contractRoles = ['own', 'offer', 'given'] as const;
export const contractStatuses = ['offered', 'active', 'rejected', 'terminated'] as const;

export const agentContract = type({
  contractId: idLike(),
  status: string(),
  /** The top tier's rate (the most the contract pays). */
  rate: integer(),
  /** The rate tiers, lowest first. */
  tiers: optional(array(contractTier)),
  /** own: the agent's active contract; offer: one offered to the agent; given: offered or held by a downline. */
  role: optional(enums(contractRoles)),
  kind: optional(enums(contractKinds)),
  downline: optional(string()),
  upline: optional(nullable(string())),
  minValidBet: optional(minorUnits()),
  minActive: optional(integer()),
  minSingleBet: optional(minorUnits()),
  createTime: optional(number()),
  /** The holder's team figures of the current period. */
  validBet: optional(minorUnits()),
  profitLoss: optional(minorUnits()),
  activeMembers: optional(integer()),
  /** The tier (0-based) those figures reach so far; absent below the first (not for real-time salary, paid per bet). */
  tierReached: optional(integer()),
});
export type AgentContract = Infer<typeof agentContract>;

export const contractValue = type({
  contracts: array(agentContract),
  /** The highest rate the agent may give (its own top rate), when it has a contract. */
  maxRate: optional(integer()),
  /** The agent's own tiers: no tier it gives may pay more than these at the same figures. */
  maxTiers: optional(array(contractTier)),
  /** The kind's settlement period: realtime 5 minutes, hourly, daily, dividend per brand. */
  period: optional(string()),
});
export type ContractInfo = Infer<typeof contractValue>;

/* ---------- overview ---------- */

export const agentOverviewRequest = object(rangeFields);
export type AgentOverviewRequest = Infer<typeof agentOverviewRequest>;

const teamFigures = {
  newMembers: integer(),
  activeMembers: integer(),
  deposits: minorUnits(),
  withdrawals: minorUnits(),
  validBet: minorUnits(),
  /** The team's win minus its stakes (negative: the team lost). */
  profitLoss: minorUnits(),
};

export const agentOverviewValue = type({
  startDate: string(),
  endDate: string(),
  teamSize: integer(),
  directMembers: integer(),
  ...teamFigures,
  income: type({ today: minorUnits(), week: minorUnits(), month: minorUnits() }),
  days: array(type({ date: string(), ...teamFigures })),
});
export type AgentOverview = Infer<typeof agentOverviewValue>;

/* ---------- team management ---------- */

export const teamMemberTypes = ['member', 'agent'] as const;
export const teamMemberStatuses = ['active', 'idle'] as const;

export const agentTeamRequest = object({
  ...pagedFields,
  account: optional(text(32)),
  type: optional(enums(teamMemberTypes)),
  status: optional(enums(teamMemberStatuses)),
  /** direct: only the agent's own downline; absent: direct and indirect. */
  scope: optional(enums(['direct', 'all'])),
});
export type AgentTeamRequest = Infer<typeof agentTeamRequest>;

export const teamMember = type({
  memberId: idLike(),
  account: string(),
  customerType: integer(),
  /** 1 for a direct downline, 2 for theirs… */
  level: integer(),
  upline: string(),
  regDate: number(),
  lastLogin: nullable(number()),
  balance: minorUnits(),
  deposits: minorUnits(),
  validBet: minorUnits(),
  /** Played a real round in the last 7 days. */
  active: boolean(),
});
export type TeamMember = Infer<typeof teamMember>;
export const agentTeamValue = page(teamMember);
export type AgentTeam = Infer<typeof agentTeamValue>;

/* ---------- team betting and user profit and loss ---------- */

export const agentTeamRoundsRequest = object({ ...pagedFields, ...rangeFields, account: optional(text(32)) });
export type AgentTeamRoundsRequest = Infer<typeof agentTeamRoundsRequest>;

const roundFigures = {
  bets: integer(),
  validBet: minorUnits(),
  win: minorUnits(),
  profitLoss: minorUnits(),
};
const categoryRow = type({ gameType: string(), ...roundFigures });

/** The fields of a page besides its list (primitives' `page`). */
const pageFields = { pageNum: integer(), totalPages: integer(), totalCount: optional(integer()) };

const roundsTotals = {
  ...pageFields,
  startDate: string(),
  endDate: string(),
  totals: type(roundFigures),
  categories: array(categoryRow),
};

/** One row per member and game category. */
export const agentTeamBettingValue = type({
  list: array(type({ account: string(), gameType: string(), ...roundFigures })),
  ...roundsTotals,
});
export type AgentTeamBetting = Infer<typeof agentTeamBettingValue>;

/** One row per member, all categories together. */
export const agentProfitLossValue = type({
  list: array(type({ account: string(), ...roundFigures })),
  ...roundsTotals,
});
export type AgentProfitLoss = Infer<typeof agentProfitLossValue>;

/* ---------- income ---------- */

export const agentIncomeRequest = object({
  ...pagedFields,
  ...rangeFields,
  kind: optional(enums(contractKinds)),
});
export type AgentIncomeRequest = Infer<typeof agentIncomeRequest>;

export const agentIncomeValue = type({
  list: array(
    type({
      id: idLike(),
      kind: enums(contractKinds),
      periodStart: number(),
      periodEnd: number(),
      /** What the rate applied to: the team's valid bet, or its net loss for a dividend. */
      base: minorUnits(),
      rate: integer(),
      amount: minorUnits(),
      createTime: number(),
    }),
  ),
  ...pageFields,
  totalAmount: minorUnits(),
});
export type AgentIncome = Infer<typeof agentIncomeValue>;

/* ---------- register centre ---------- */

export const agentRegisterRequest = object({
  username: nonEmpty(32),
  password: nonEmpty(64),
  confirmPassword: nonEmpty(64),
  accountType: optional(enums(teamMemberTypes)),
});
export type AgentRegisterRequest = Infer<typeof agentRegisterRequest>;

export const agentRegisterValue = type({ memberId: idLike(), account: string(), customerType: integer() });
export type AgentRegistered = Infer<typeof agentRegisterValue>;
