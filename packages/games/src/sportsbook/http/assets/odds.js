// Odds formats, as the server converts them (pricing/odds-format.ts): decimal d, Hong Kong d − 1,
// Malay d − 1 up to evens and −1 / (d − 1) above, Indonesian d − 1 from evens and −1 / (d − 1) below.

export const oddsFormats = ['decimal', 'hongkong', 'malay', 'indonesian'];

export function fromDecimal(decimal, format) {
  const net = decimal - 1;
  if (format === 'hongkong') return net;
  if (format === 'malay') return net <= 1 ? net : -1 / net;
  if (format === 'indonesian') return net >= 1 ? net : -1 / net;
  return decimal;
}

export function formatOdds(decimal, format) {
  return fromDecimal(decimal, format).toFixed(2);
}
