import { formatMinorUnits } from '@playsite/ui';
import { brand } from '../brand/index.ts';
import { currentLanguage, htmlLang } from '../i18n/index.ts';

/** Integer minor units as the brand's money text, e.g. "P 1,234.50" (2 decimals, thousands separators). */
export function formatMoney(minor: number): string {
  return `${brand.currencySymbol} ${formatMinorUnits(minor, { locale: htmlLang[currentLanguage()] })}`;
}

/** A whole count (rounds, friends, times) with the reader's language's separators: 12345 -> "12,345". */
export function formatCount(count: number): string {
  return count.toLocaleString(htmlLang[currentLanguage()]);
}

export function Money({ minor, signed = false }: { minor: number; signed?: boolean }) {
  return <>{`${signed && minor > 0 ? '+' : ''}${formatMoney(minor)}`}</>;
}

/** Epoch milliseconds as a local date and time in the current language. */
export function formatTime(epochMs: number): string {
  return new Date(epochMs).toLocaleString(htmlLang[currentLanguage()], {
    dateStyle: 'short',
    timeStyle: 'short',
  });
}

/** Basis points as a percentage text without float drift: 150 -> "1.50 %". */
export function formatBasisPoints(bp: number): string {
  return `${Math.trunc(bp / 100)}.${String(Math.abs(bp % 100)).padStart(2, '0')} %`;
}
