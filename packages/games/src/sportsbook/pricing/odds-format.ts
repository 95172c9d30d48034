/**
 * Odds formats of Asian books. Decimal odds d are the gross return per unit staked (stake
 * included). Hong Kong odds are the net win per unit (d − 1). Malay odds are the net win when it
 * is at most the stake (d ≤ 2: d − 1) and otherwise −1 over it (d > 2: −1 / (d − 1): stake that
 * much to win 1). Indonesian odds are the net win when it is at least the stake (d ≥ 2: d − 1)
 * and otherwise −1 over it (d < 2: −1 / (d − 1)). At evens (d = 2) all three are 1.
 */

export const oddsFormats = ['decimal', 'hongkong', 'malay', 'indonesian'] as const;
export type OddsFormat = (typeof oddsFormats)[number];

export function fromDecimal(decimal: number, format: OddsFormat): number {
  if (!(decimal > 1)) throw new RangeError(`Decimal odds must exceed 1: ${decimal}`);
  const net = decimal - 1;
  switch (format) {
    case 'decimal':
      return decimal;
    case 'hongkong':
      return net;
    case 'malay':
      return net <= 1 ? net : -1 / net;
    case 'indonesian':
      return net >= 1 ? net : -1 / net;
  }
}

export function toDecimal(value: number, format: OddsFormat): number {
  switch (format) {
    case 'decimal':
      if (!(value > 1)) throw new RangeError(`Decimal odds must exceed 1: ${value}`);
      return value;
    case 'hongkong':
      if (!(value > 0)) throw new RangeError(`Hong Kong odds must be positive: ${value}`);
      return value + 1;
    case 'malay':
      if (value > 0 && value <= 1) return value + 1;
      if (value >= -1 && value < 0) return 1 - 1 / value;
      throw new RangeError(`Malay odds lie in [-1, 0) or (0, 1]: ${value}`);
    case 'indonesian':
      if (value >= 1) return value + 1;
      if (value <= -1) return 1 - 1 / value;
      throw new RangeError(`Indonesian odds lie outside (-1, 1): ${value}`);
  }
}

/** Odds as shown: two decimals (Malay and Indonesian keep their sign). */
export function formatOdds(decimal: number, format: OddsFormat): string {
  return fromDecimal(decimal, format).toFixed(2);
}
