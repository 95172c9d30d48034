import { boot } from './dom.js';

// Money is integer minor units everywhere; the page shows it with 2 decimals and grouping.

let currency = '';
const locale = document.documentElement.lang || 'en';
const formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });

export function setCurrency(code) {
  currency = code ?? '';
}

/** 123456 → "PHP 1,234.56". */
export function money(minor) {
  return `${currency} ${formatter.format(Number(minor) / 100)}`.trim();
}

/** A stake as the input shows it: 1050 → "10.50" (no grouping, so it reads back). */
export const stakeText = (minor) => (Number(minor) / 100).toFixed(2);

/** What the player typed, in minor units, or NaN. */
export function parseStake(text) {
  const clean = String(text).trim().replace(/[\s,]/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(clean)) return Number.NaN;
  return Math.round(Number(clean) * 100);
}

/** A plain number in the page's language (a multiplier, a count). */
export const number = (value) => plain.format(Number(value));

/** Values with these names are always money (minor units). */
const moneyNames = new Set(['balance', 'stake', 'win', 'amount', 'ante', 'pot', 'minStake', 'maxStake']);
/** Range values are money only in strings about stakes and limits (a dice target's min is not). */
const rangeNames = new Set(['min', 'max', 'step', 'limit']);

/** Words one {value} of string `key`: money as money, other numbers grouped, the rest as is. */
export function formatValue(name, value, key = '') {
  if (typeof value !== 'number' || name === 'round') return value;
  if (moneyNames.has(name) || (rangeNames.has(name) && /stake|limit/i.test(key))) return money(value);
  return number(value);
}

export { boot };
