import type { NeedsVerification } from './submit.ts';

let held: NeedsVerification | undefined;

/**
 * A header-form login that needs the new-IP step: the header has no room for it, so the login
 * modal takes over and picks it up once (what was typed is not asked again).
 */
export function holdVerification(outcome: NeedsVerification): void {
  held = outcome;
}

export function takeVerification(): NeedsVerification | undefined {
  const outcome = held;
  held = undefined;
  return outcome;
}
