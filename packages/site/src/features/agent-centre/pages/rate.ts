/** A decimal typed with at most 2 decimals ('.' or ','), in hundredths: "12.5" → 1250; undefined otherwise or above `max`. */
export function hundredths(text: string, max: number): number | undefined {
  const match = /^(\d{1,13})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const value = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return value <= max ? value : undefined;
}

/** "0.8" or "1.25" (percent, at most 2 decimals) → basis points; undefined for anything else. */
export const percentToBasisPoints = (text: string) => hundredths(text, 10_000);

/** An amount typed in major units with at most 2 decimals ("1000", "2.5") → minor units, 0 allowed. */
export const amountToMinor = (text: string) => hundredths(text, Number.MAX_SAFE_INTEGER);

/** Hundredths back to what a field shows: 1250 → "12.50", 100 → "1". */
export const hundredthsText = (value: number) =>
  value % 100 === 0
    ? String(value / 100)
    : `${Math.trunc(value / 100)}.${String(value % 100).padStart(2, '0')}`;
