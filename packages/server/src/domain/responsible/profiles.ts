import type { Jurisdiction } from '@playsite/brands';

export type { Jurisdiction };

const hour = 3_600_000;
const day = 24 * hour;

/** Spans of a time-out and of a self-exclusion (ms; null: permanent). */
export const breakSpans = {
  timeout: { '24h': day, '7d': 7 * day, '30d': 30 * day, '6w': 42 * day },
  exclusion: { '6m': 182 * day, '1y': 365 * day, '5y': 5 * 365 * day + day, permanent: null },
} as const;
export type BreakKind = keyof typeof breakSpans;
export type BreakSpan = keyof (typeof breakSpans)['timeout'] | keyof (typeof breakSpans)['exclusion'];

/** What one jurisdiction asks of the platform. Each switch and its source: docs/responsible-gaming.md. */
export interface JurisdictionProfile {
  jurisdiction: Jurisdiction;
  /** How long an increase or removal of a limit waits before it applies. */
  coolingMs: number;
  /** Ask for a deposit limit at the first deposit. */
  promptDepositLimit: boolean;
  /** Reality-check interval when the player picked none (null: no reminder unless asked). */
  realityCheckDefaultMinutes: number | null;
  /** Time played and net position shown in the game frame at all times. */
  showSessionFigures: boolean;
  /** A break cancels the bonuses waiting for the player (bonus holds). */
  breakCancelsBonuses: boolean;
  /** Self-exclusion covers every brand of the operator, not only this one. */
  exclusionOperatorWide: boolean;
  /** Slot rules the game server applies (read at launch). */
  slots: { autoplay: boolean; turbo: boolean; minSpinMs: number; celebrateWinBelowStake: boolean };
}

const noSlotRules = { autoplay: true, turbo: true, minSpinMs: 0, celebrateWinBelowStake: true };

export const profiles: Readonly<Record<Jurisdiction, JurisdictionProfile>> = {
  GB: {
    jurisdiction: 'GB',
    coolingMs: day,
    promptDepositLimit: true,
    realityCheckDefaultMinutes: 60,
    showSessionFigures: true,
    breakCancelsBonuses: true,
    exclusionOperatorWide: true,
    slots: { autoplay: false, turbo: false, minSpinMs: 2_500, celebrateWinBelowStake: false },
  },
  MT: {
    jurisdiction: 'MT',
    coolingMs: day,
    promptDepositLimit: true,
    realityCheckDefaultMinutes: 60,
    showSessionFigures: false,
    breakCancelsBonuses: true,
    exclusionOperatorWide: false,
    slots: noSlotRules,
  },
  none: {
    jurisdiction: 'none',
    coolingMs: day,
    promptDepositLimit: false,
    realityCheckDefaultMinutes: null,
    showSessionFigures: false,
    breakCancelsBonuses: false,
    exclusionOperatorWide: false,
    slots: noSlotRules,
  },
};

const strictness: Readonly<Record<Jurisdiction, number>> = { none: 0, MT: 1, GB: 2 };

/** The stricter of two profiles: a merchant serving brands of several profiles keeps the strictest. */
export const stricter = (a: Jurisdiction, b: Jurisdiction): Jurisdiction =>
  strictness[b] > strictness[a] ? b : a;
