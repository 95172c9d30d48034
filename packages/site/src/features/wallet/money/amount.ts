/** Why a typed amount was refused; each reason has a `wallet:amount.<reason>` message. */
export type AmountProblem = 'empty' | 'format' | 'decimals' | 'zero' | 'tooLarge';

export type ParsedAmount = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

/**
 * Parses an amount typed in major units ("1,234.5" is refused, "1234.5" or "1234,5" is 123450
 * minor units) into integer minor units from the digits of the string: never through a float,
 * so 0.1 + 0.2 style drift cannot happen. Either '.' or ',' may mark the decimals; no grouping.
 */
export function parseAmount(text: string, fractionDigits = 2): ParsedAmount {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(trimmed);
  if (!match) return { ok: false, problem: 'format' };
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (fraction.length > fractionDigits) return { ok: false, problem: 'decimals' };
  const minor = BigInt(whole + fraction.padEnd(fractionDigits, '0'));
  if (minor === 0n) return { ok: false, problem: 'zero' };
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, problem: 'tooLarge' };
  return { ok: true, minor: Number(minor) };
}

/** Minor units back to the plain major-unit string a field shows (123450 -> "1234.50"). */
export function minorToInput(minor: number, fractionDigits = 2): string {
  const digits = String(Math.abs(minor)).padStart(fractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - fractionDigits);
  const fraction = digits.slice(digits.length - fractionDigits);
  return `${minor < 0 ? '-' : ''}${whole}${fractionDigits > 0 ? `.${fraction}` : ''}`;
}

/** The amount field's rule for a form: the parse problem's `wallet:amount.<reason>` message. */
export function amountProblem(value: unknown): string | undefined {
  const parsed = parseAmount(typeof value === 'string' ? value : '');
  return parsed.ok ? undefined : `wallet:amount.${parsed.problem}`;
}

/** The typed amount in minor units, once amountProblem has passed it. */
export function amountMinor(value: string | undefined): number {
  const parsed = parseAmount(value ?? '');
  return parsed.ok ? parsed.minor : 0;
}
