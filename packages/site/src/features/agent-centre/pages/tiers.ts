import type { ContractKind, ContractTier } from '@playsite/api';
import { type FieldErrors, FORM_ERROR, type Validate } from '@playsite/forms';
import {
  messages,
  type TierCondition,
  type TierRate,
  tierConditions,
  tierProblems,
  tierRates,
} from '@playsite/rules';
import { amountToMinor, hundredthsText, percentToBasisPoints } from './rate.ts';

/** How a tier field is typed and shown: money (minor units), a count, or a rate (basis points). */
export type TierFieldKind = 'money' | 'count' | 'rate';

export interface TierField {
  name: TierCondition | TierRate;
  kind: TierFieldKind;
  /** Its label key in the agent namespace (a column header; the offer form's field label). */
  label: string;
  input: string;
}

const conditionFields: Record<TierCondition, Omit<TierField, 'name'>> = {
  minValidBet: {
    kind: 'money',
    label: 'contract.cond_periodValidBet',
    input: 'contract.cond_periodValidBet',
  },
  minNetLoss: { kind: 'money', label: 'contract.cond_periodLoss', input: 'contract.cond_periodLoss' },
  minActive: { kind: 'count', label: 'contract.cond_activeMembers', input: 'contract.cond_activeMembers' },
  minSingleBet: { kind: 'money', label: 'contract.cond_singleBet', input: 'contract.cond_singleBet' },
};

/** A kind's tier fields in table order: its conditions, then its rates. */
export function tierFields(kind: ContractKind): TierField[] {
  const wages = kind === 'daily' || kind === 'hourly';
  const conditions = tierConditions[kind].map((name) => ({
    name,
    ...conditionFields[name],
    ...(wages ? { label: 'contract.cond_betAmount', input: 'contract.cond_betAmount' } : {}),
  }));
  const rates = tierRates(kind).map((name) =>
    kind === 'realtime'
      ? name === 'rate'
        ? { name, kind: 'rate' as const, label: 'contract.lossRate', input: 'contract.lossRatePercent' }
        : { name, kind: 'rate' as const, label: 'contract.profitRate', input: 'contract.profitRatePercent' }
      : { name, kind: 'rate' as const, label: 'contract.rate', input: 'contract.ratePercent' },
  );
  return [...conditions, ...rates];
}

/** A tier as typed in the offer form: every field a string. */
export type TierInput = Partial<Record<TierCondition | TierRate, string>>;

export interface OfferInput {
  downline?: string;
  tiers?: TierInput[];
}

/** The offer form's first rows: the agent's own tiers' thresholds, rates left to type. */
export function startingTiers(kind: ContractKind, own: readonly ContractTier[]): TierInput[] {
  const rows = own.length > 0 ? own : [{ rate: 0 }];
  return rows.map((tier) =>
    Object.fromEntries(
      tierFields(kind).map((field) => [
        field.name,
        field.kind === 'rate'
          ? ''
          : field.kind === 'count'
            ? String(tier[field.name] ?? 0)
            : hundredthsText(tier[field.name] ?? 0),
      ]),
    ),
  );
}

const parse = (field: TierField, text: string | undefined) => {
  if (field.kind === 'rate') return percentToBasisPoints(text ?? '');
  if (field.kind === 'money') return amountToMinor(text ?? '');
  return /^\s*\d{1,7}\s*$/.test(text ?? '') ? Number(text) : undefined;
};

/** The typed tiers as contract tiers, or the message of each field that does not read. */
export function readTiers(kind: ContractKind, rows: readonly TierInput[]) {
  const tiers: ContractTier[] = [];
  const errors: FieldErrors[] = [];
  rows.forEach((row, index) => {
    const tier: ContractTier = { rate: 0 };
    for (const field of tierFields(kind)) {
      const text = row[field.name];
      const value = parse(field, text);
      if (value !== undefined) tier[field.name] = value;
      else
        errors[index] = {
          ...errors[index],
          [field.name]: !text?.trim()
            ? messages.required
            : field.kind === 'rate'
              ? { key: 'validation.tierRate', values: { max: 100 } }
              : { key: 'validation.tierAmount' },
        };
    }
    tiers.push(tier);
  });
  return { tiers, errors };
}

/**
 * The offer form's rules: a downline, every field readable, then @playsite/rules tierProblems
 * with the agent's own tiers (the same the server checks), each on the field at fault.
 */
export function offerRules(kind: ContractKind, own: readonly ContractTier[]): Validate<OfferInput> {
  // final-form reads a field's error at its path: the tiers' errors are an array of rows.
  return (raw) => check(kind, own, raw) as FieldErrors;
}

function check(kind: ContractKind, own: readonly ContractTier[], raw: OfferInput) {
  const errors: Record<string, unknown> = {};
  if (!raw.downline?.trim()) errors.downline = 'wallet:form.required';
  const { tiers, errors: unread } = readTiers(kind, raw.tiers ?? []);
  if (unread.length > 0) return { ...errors, tiers: unread };
  const problems = tierProblems(kind, tiers, own);
  const byTier: FieldErrors[] = [];
  for (const problem of problems) {
    if (problem.tier < 0) errors[FORM_ERROR] = problem.error;
    else byTier[problem.tier] = { [problem.field]: problem.error, ...byTier[problem.tier] };
  }
  return byTier.length > 0 ? { ...errors, tiers: byTier } : errors;
}
