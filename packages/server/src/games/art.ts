import type { CatalogueGame, CatalogueVendor, GameType } from './catalogue.ts';
import { graphemes } from './text.ts';

/** Escapes text for SVG/XML content and attribute values; drops characters XML cannot hold. */
export function escapeXml(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Simple white glyph per lane, drawn in a 100×100 box. */
const slotGlyphs = [
  '<path d="M22 18h56v12L48 86H32l28-54H22z"/>',
  '<path d="M50 8l12 28 30 3-23 20 7 30-26-16-26 16 7-30L8 39l30-3z"/>',
  '<path d="M50 10l34 30-34 50-34-50z"/><path d="M16 40h68" stroke="#0004" stroke-width="4"/>',
  '<circle cx="32" cy="70" r="16"/><circle cx="68" cy="66" r="16"/><path d="M32 56C36 30 48 18 70 12M68 52C64 32 60 22 70 12" stroke="#fff" stroke-width="5" fill="none"/>',
  '<path d="M50 12c-18 0-26 16-26 34v18l-8 12h68l-8-12V46c0-18-8-34-26-34z"/><circle cx="50" cy="84" r="8"/>',
];

const glyphs: Record<Exclude<GameType, 'RNG'>, string> = {
  LIVE: '<rect x="24" y="14" width="44" height="64" rx="6" transform="rotate(-10 46 46)" opacity=".55"/><rect x="34" y="20" width="44" height="64" rx="6" transform="rotate(8 56 52)"/>',
  FISH: '<path d="M10 50c18-26 50-26 66 0-16 26-48 26-66 0zM76 50l16-16v32z"/><circle cx="28" cy="46" r="4" fill="#0006"/>',
  PVP: '<circle cx="36" cy="40" r="18"/><circle cx="64" cy="40" r="18" opacity=".7"/><path d="M12 88c4-20 44-20 48 0zM40 88c4-20 44-20 48 0z" opacity=".85"/>',
  SPORTS: '<circle cx="50" cy="50" r="38"/><path d="M50 30l17 12-6 20H39l-6-20z" fill="#0005"/>',
  ESPORTS:
    '<path d="M18 36h64c10 0 14 34 4 38-8 4-14-10-20-10H38c-6 0-12 14-20 10-10-4-6-38 4-38z"/><circle cx="66" cy="48" r="5" fill="#0006"/><path d="M28 48h12M34 42v12" stroke="#0006" stroke-width="5"/>',
  LOTT: '<circle cx="50" cy="50" r="38"/><circle cx="50" cy="50" r="20" fill="#0004"/>',
  ELOTT: '<circle cx="34" cy="56" r="22"/><circle cx="66" cy="44" r="22" opacity=".7"/>',
  COCKFIGHT: '<path d="M30 84c-8-30 6-52 26-58l-4-14 14 10 10-6-2 14c10 10 12 30 0 44z"/>',
};

function glyphOf(game: Pick<CatalogueGame, 'nodeId' | 'gameType'>): string {
  if (game.gameType !== 'RNG') return glyphs[game.gameType];
  const digits = Number.parseInt(game.nodeId.replace(/\D/g, '').slice(-4) || '0', 10);
  return slotGlyphs[digits % slotGlyphs.length] ?? '';
}

/** Splits at grapheme boundaries (never inside a Thai or Vietnamese cluster) into at most 2 lines. */
function wrap(name: string, max: number): string[] {
  const parts = graphemes(name);
  if (parts.length <= max) return [name];
  const middle = Math.ceil(parts.length / 2);
  const spaces = parts.flatMap((part, i) => (part === ' ' ? [i] : []));
  const cut = spaces.sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle))[0] ?? middle;
  const first = parts.slice(0, cut).join('').trim();
  const rest = graphemes(parts.slice(cut).join('').trim());
  return [first, rest.length > max + 2 ? `${rest.slice(0, max + 1).join('')}…` : rest.join('')];
}

const font =
  "font-family=\"system-ui,-apple-system,'Segoe UI','Noto Sans','Noto Sans Thai','Noto Sans CJK SC',sans-serif\"";

/** 240×240 tile: lane glyph on a gradient of the game's hue, the name below. */
export function gameArtSvg(
  game: Pick<CatalogueGame, 'nodeId' | 'gameName' | 'gameType' | 'hue' | 'vassalage'>,
): string {
  const id = `g${game.nodeId.replace(/\W/g, '')}`;
  const hue = game.hue;
  const lines = wrap(game.gameName, 16);
  const size = lines.some((line) => line.length > 14) ? 19 : 22;
  const firstY = lines.length === 1 ? 196 : 184;
  const text = lines
    .map(
      (line, i) =>
        `<text x="120" y="${firstY + i * (size + 4)}" font-size="${size}">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="${escapeXml(game.gameName)}">` +
    `<title>${escapeXml(game.gameName)}</title>` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 75% 52%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 22%)"/>` +
    `</linearGradient></defs>` +
    `<clipPath id="${id}c"><rect width="240" height="240" rx="24"/></clipPath>` +
    `<g clip-path="url(#${id}c)"><rect width="240" height="240" fill="url(#${id})"/>` +
    `<circle cx="200" cy="36" r="70" fill="#fff" opacity=".08"/>` +
    `<g transform="translate(75 30) scale(.9)" fill="#fff">${glyphOf(game)}</g>` +
    `<rect y="160" width="240" height="80" fill="#000" opacity=".35"/></g>` +
    `<g fill="#fff" font-weight="700" text-anchor="middle" ${font}>${text}</g>` +
    `<text x="12" y="24" fill="#fff" opacity=".85" font-size="12" font-weight="600" ${font}>${escapeXml(game.vassalage)}</text>` +
    `</svg>`
  );
}

/** Initials of a vendor name: first letters of its first two words. */
function monogram(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase();
}

/** 200×64 vendor badge: monogram disc and name on the vendor's gradient. */
export function vendorLogoSvg(vendor: Pick<CatalogueVendor, 'vassalage' | 'displayName' | 'hue'>): string {
  const id = `v${vendor.vassalage.replace(/\W/g, '')}`;
  const hue = vendor.hue;
  const name = escapeXml(vendor.displayName);
  // Long names are squeezed into the badge rather than cut off.
  const fit = vendor.displayName.length > 14 ? ' textLength="126" lengthAdjust="spacingAndGlyphs"' : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 64" width="200" height="64" role="img" aria-label="${name}">` +
    `<title>${name}</title>` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="hsl(${hue} 70% 38%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360} 65% 20%)"/>` +
    `</linearGradient></defs>` +
    `<rect width="200" height="64" rx="12" fill="url(#${id})"/>` +
    `<circle cx="32" cy="32" r="20" fill="#fff"/>` +
    `<text x="32" y="38" text-anchor="middle" font-size="16" font-weight="800" fill="hsl(${hue} 70% 30%)" ${font}>${escapeXml(monogram(vendor.displayName))}</text>` +
    `<text x="62" y="37" font-size="15" font-weight="700" fill="#fff"${fit} ${font}>${name}</text>` +
    `</svg>`
  );
}
