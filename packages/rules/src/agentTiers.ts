import type { ContractKind, ContractTier } from '@playsite/api/contract';
import type { FieldError } from './messages.ts';

/**
 * Agent contract tiers (docs/product.md § Agent contracts: rate tiers): the rules the site's offer form and the
 * server share. A contract is an ordered list of tiers; each tier has conditions (least figures of
 * the period, or for the real-time salary the least single stake of a bet) and a rate in basis
 * points (the real-time salary has two: `rate` on bets the member lost, `profitRate` on the others).
 * A period (a bet, for the real-time salary) is paid at the highest tier whose conditions are all met.
 */

/** Most tiers in one contract. */
export const MAX_TIERS = 5;
/** Basis points: 10,000 = 100 %. */
export const MAX_RATE = 10_000;

export type TierCondition = 'minValidBet' | 'minNetLoss' | 'minActive' | 'minSingleBet';
export type TierRate = 'rate' | 'profitRate';

/** Each kind's conditions: dividend by period valid bet, net loss and active members; wages by bet amount; real-time by single bet. */
export const tierConditions: Record<ContractKind, readonly TierCondition[]> = {
  dividend: ['minValidBet', 'minNetLoss', 'minActive'],
  daily: ['minValidBet'],
  hourly: ['minValidBet'],
  realtime: ['minSingleBet'],
};

export const tierRates = (kind: ContractKind): readonly TierRate[] =>
  kind === 'realtime' ? ['rate', 'profitRate'] : ['rate'];

/** Keys of the `forms` namespace the tier rules answer with. */
export const tierMessages = {
  count: 'validation.tierCount',
  rate: 'validation.tierRate',
  amount: 'validation.tierAmount',
  ratesFalling: 'validation.tierRatesFalling',
  notIncreasing: 'validation.tierNotIncreasing',
  aboveUpline: 'validation.tierAboveUpline',
} as const;

/** A tier with only its kind's fields, every one of them present (0 when missing). */
export function normaliseTier(kind: ContractKind, tier: Partial<ContractTier>): ContractTier {
  const out: ContractTier = { rate: tier.rate ?? 0 };
  if (kind === 'realtime') out.profitRate = tier.profitRate ?? 0;
  for (const name of tierConditions[kind]) out[name] = tier[name] ?? 0;
  return out;
}

const meets = (kind: ContractKind, tier: ContractTier, point: ContractTier) =>
  tierConditions[kind].every((name) => (point[name] ?? 0) >= (tier[name] ?? 0));

/**
 * The tier paid at these figures (`point` holds them under the condition names): the highest one
 * whose conditions are all met; undefined when none is. Tiers are in order (tierProblems), so
 * the tiers met are always the first few.
 */
export function tierAt(
  kind: ContractKind,
  tiers: readonly ContractTier[],
  point: ContractTier,
): { index: number; tier: ContractTier } | undefined {
  for (let index = tiers.length - 1; index >= 0; index--) {
    const tier = tiers[index];
    if (tier && meets(kind, tier, point)) return { index, tier };
  }
  return undefined;
}

/** What `tiers` pay (each rate) at the figures `point`: 0 below the first tier. */
export function ratesAt(kind: ContractKind, tiers: readonly ContractTier[], point: ContractTier) {
  const found = tierAt(kind, tiers, point)?.tier;
  return Object.fromEntries(tierRates(kind).map((name) => [name, found?.[name] ?? 0])) as Record<
    TierRate,
    number
  >;
}

/**
 * The first tier of `tiers` that pays more than `other` would at the same figures (its own
 * thresholds: the least figures that reach it), with what `other` pays there; undefined when
 * `tiers` never pays more. With both lists in order this is exact: a tier pays the same over all
 * figures that reach it and no higher tier, and `other` pays no less at larger figures.
 */
export function firstTierAbove(
  kind: ContractKind,
  tiers: readonly ContractTier[],
  other: readonly ContractTier[],
): { index: number; limit: Record<TierRate, number> } | undefined {
  for (const [index, tier] of tiers.entries()) {
    const limit = ratesAt(kind, other, tier);
    if (tierRates(kind).some((name) => (tier[name] ?? 0) > limit[name])) return { index, limit };
  }
  return undefined;
}

/** The highest rate of a contract (its last tier's), for lists and the legacy `rate` field. */
export const topRate = (tiers: readonly ContractTier[]) => Math.max(0, ...tiers.map((tier) => tier.rate));

export interface TierProblem {
  /** The tier (0-based) and field the message is about; tier -1 for the list as a whole. */
  tier: number;
  field: TierCondition | TierRate | 'tiers';
  error: FieldError;
}

const isAmount = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;
const isRate = (value: unknown) => isAmount(value) && (value as number) <= MAX_RATE;

/**
 * Everything wrong with a list of tiers, first problem first: 1 to MAX_TIERS tiers; rates whole
 * basis points 0–10,000, never lower than the tier before; amounts and counts whole and not
 * negative; each tier's thresholds at least the tier before's and at least one higher (else two
 * tiers would apply at once); and with `upline` (the giver's own tiers) no tier paying more than
 * the giver's contract pays at that tier's figures.
 */
export function tierProblems(
  kind: ContractKind,
  tiers: readonly ContractTier[],
  upline?: readonly ContractTier[],
): TierProblem[] {
  const problems: TierProblem[] = [];
  if (tiers.length < 1 || tiers.length > MAX_TIERS)
    return [{ tier: -1, field: 'tiers', error: { key: tierMessages.count, values: { max: MAX_TIERS } } }];
  tiers.forEach((tier, index) => {
    for (const name of tierRates(kind))
      if (!isRate(tier[name]))
        problems.push({ tier: index, field: name, error: { key: tierMessages.rate, values: { max: 100 } } });
    for (const name of tierConditions[kind])
      if (!isAmount(tier[name] ?? 0))
        problems.push({ tier: index, field: name, error: { key: tierMessages.amount } });
  });
  if (problems.length > 0) return problems;
  tiers.forEach((tier, index) => {
    const before = tiers[index - 1];
    if (!before) return;
    const values = { tier: index + 1 };
    for (const name of tierRates(kind))
      if ((tier[name] ?? 0) < (before[name] ?? 0))
        problems.push({ tier: index, field: name, error: { key: tierMessages.ratesFalling, values } });
    const conditions = tierConditions[kind];
    const lower = conditions.find((name) => (tier[name] ?? 0) < (before[name] ?? 0));
    const higher = conditions.some((name) => (tier[name] ?? 0) > (before[name] ?? 0));
    if (lower || !higher)
      problems.push({
        tier: index,
        field: lower ?? conditions[0] ?? 'tiers',
        error: { key: tierMessages.notIncreasing, values },
      });
  });
  if (problems.length > 0 || !upline) return problems;
  for (const [index, tier] of tiers.entries()) {
    const limit = ratesAt(kind, upline, tier);
    for (const name of tierRates(kind))
      if ((tier[name] ?? 0) > limit[name])
        problems.push({
          tier: index,
          field: name,
          error: { key: tierMessages.aboveUpline, values: { tier: index + 1, max: limit[name] / 100 } },
        });
  }
  return problems;
}
