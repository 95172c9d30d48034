import { type EmojiName, emojiBody, placeEmoji } from '../domain/media/emoji.ts';
import { dropShadowFilter, glowGradient, sunburstPath } from '../domain/media/scene.ts';
import { type Motif, type TileMotifs, tileMotifs } from './art-motifs.ts';
import type { CatalogueGame, CatalogueVendor } from './catalogue.ts';
import { seededRng } from './rng.ts';
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

/** A roulette wheel (no emoji draws one) centred on (0, 0), 104 wide like the main pictures. */
const rouletteWheel =
  '<circle r="52" fill="#5d3a1a"/><circle r="47" fill="#ffd54f"/>' +
  '<circle r="36" fill="none" stroke="#c62828" stroke-width="18"/>' +
  '<circle r="36" fill="none" stroke="#212121" stroke-width="18" stroke-dasharray="6.28 6.28"/>' +
  '<circle r="27" fill="#2e7d32"/><circle r="18" fill="#8d5524"/><circle r="7" fill="#ffd54f"/>' +
  '<path d="M-15 0h30M0-15v30" stroke="#ffd54f" stroke-width="4" stroke-linecap="round"/>' +
  '<circle cx="20" cy="-33" r="5" fill="#fff"/>';

/** Where the main picture sits (its centre), and how wide it is drawn. */
const stage = { x: 120, y: 84, size: 104 };
const rays = sunburstPath(stage.x, stage.y, 190, 12);

/** Bytes of icon drawings one tile may carry, so that a whole tile stays under 8 KB. */
const iconBudget = 5_300;

const drawingBytes = (motif: Motif) => (motif === 'roulette' ? 600 : emojiBody(motif).length);

/**
 * The companion and the two decorations that fit the budget beside the main picture, in that order
 * of preference (a dragon's 3 KB leave no room for a 2 KB party popper, but for two small gems).
 */
function affordable(motifs: TileMotifs): (EmojiName | undefined)[] {
  let left = iconBudget - drawingBytes(motifs.main);
  return [motifs.companion, ...motifs.decor].map((extra) => {
    if (!extra || extra === 'roulette' || drawingBytes(extra) > left) return undefined;
    left -= drawingBytes(extra);
    return extra;
  });
}

function mainPicture(motif: Motif, filter: string): string {
  if (motif === 'roulette')
    return `<g transform="translate(${stage.x} ${stage.y})"${filter}>${rouletteWheel}</g>`;
  const half = stage.size / 2;
  return placeEmoji(motif, stage.x - half, stage.y - half, stage.size, 0, filter);
}

/**
 * 240×240 tile: the game's pictures (tileMotifs: by its name, else its lane) in a spotlight on a
 * gradient of its hue, with light rays, two small decorations, a marquee of lights and the name below.
 */
export function gameArtSvg(
  game: Pick<CatalogueGame, 'nodeId' | 'gameName' | 'gameType' | 'hue' | 'vassalage'>,
): string {
  const id = `g${game.nodeId.replace(/\W/g, '')}`;
  const hue = game.hue;
  const motifs = tileMotifs(game.gameName, game.gameType, seededRng(`${game.nodeId} ${game.gameName}`));
  const [companion, decorA, decorB] = affordable(motifs);
  const shadow = ` filter="url(#${id}s)"`;
  const lines = wrap(game.gameName, 16);
  const size = lines.some((line) => line.length > 14) ? 19 : 22;
  const firstY = lines.length === 1 ? 200 : 188;
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
    `</linearGradient>` +
    `<linearGradient id="${id}b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-opacity="0"/><stop offset=".4" stop-opacity=".6"/></linearGradient>` +
    glowGradient(`${id}g`) +
    dropShadowFilter(`${id}s`, 3, 3) +
    `<clipPath id="${id}c"><rect width="240" height="240" rx="24"/></clipPath></defs>` +
    `<g clip-path="url(#${id}c)"><rect width="240" height="240" fill="url(#${id})"/>` +
    `<path d="${rays}" fill="#fff" opacity=".09"/>` +
    `<circle cx="${stage.x}" cy="${stage.y}" r="92" fill="url(#${id}g)"/>` +
    (decorA ? placeEmoji(decorA, 190, 34, 30, 14) : '') +
    (decorB ? placeEmoji(decorB, 20, 104, 26, -12, ' opacity=".9"') : '') +
    `<ellipse cx="${stage.x}" cy="${stage.y + 60}" rx="46" ry="7" fill="#000" opacity=".25"/>` +
    mainPicture(motifs.main, shadow) +
    (companion ? placeEmoji(companion, 150, 92, 50, 0, shadow) : '') +
    `<rect y="150" width="240" height="90" fill="url(#${id}b)"/></g>` +
    `<rect x="5" y="5" width="230" height="230" rx="20" fill="none" stroke="#ffe082" stroke-width="3.5" stroke-dasharray="0 11" stroke-linecap="round"/>` +
    `<g fill="#fff" ${font}><g font-weight="700" text-anchor="middle">${text}</g>` +
    `<text x="16" y="27" opacity=".85" font-size="12" font-weight="600">${escapeXml(game.vassalage)}</text></g>` +
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
