export interface FormatMinorUnitsOptions {
  /** BCP 47 locale for separators, e.g. 'en-US', 'vi-VN', 'th-TH'. */
  locale?: string;
  /** Digits after the decimal point; also how many minor units make one major unit. */
  fractionDigits?: number;
}

/**
 * Formats an amount held in integer minor units (e.g. cents) with thousands separators and a
 * fixed number of decimals, without ever turning it into a float: Intl formats the exact
 * decimal string. `123456` -> "1,234.56" (en-US), "1.234,56" (vi-VN).
 */
export function formatMinorUnits(amount: number | bigint, options: FormatMinorUnitsOptions = {}): string {
  const { locale = 'en-US', fractionDigits = 2 } = options;
  if (typeof amount === 'number' && !Number.isSafeInteger(amount)) {
    throw new RangeError(`Money must be an integer number of minor units, got ${amount}`);
  }
  const minor = BigInt(amount);
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(fractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - fractionDigits);
  const fraction = digits.slice(digits.length - fractionDigits);
  const exact = `${negative ? '-' : ''}${whole}${fractionDigits > 0 ? `.${fraction}` : ''}`;
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    useGrouping: true,
  }).format as (value: string) => string;
  return format(exact);
}
