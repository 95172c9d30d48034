/** "150" or "150.25" (major units, at most 2 decimals) to minor units; undefined when not a valid amount. */
export function minorOf(text: string): number | undefined {
  const value = text.trim();
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(value)) return undefined;
  const [whole = '0', cents = ''] = value.split('.');
  const minor = Number(whole) * 100 + Number(cents.padEnd(2, '0'));
  return minor > 0 ? minor : undefined;
}

/** Minor units as the field shows them ("150.25"). */
export const majorOf = (minor: number) => (minor / 100).toFixed(2);
