/** Small sRGB helpers for deriving brand colours and checking WCAG 2.x contrast. */

export type Hex = `#${string}`;
type Rgb = readonly [number, number, number];

export const white: Hex = '#ffffff';
export const black: Hex = '#000000';

function parseHex(hex: Hex): Rgb {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a #rgb or #rrggbb colour: ${hex}`);
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

function toHex(rgb: Rgb): Hex {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `amount` 0 gives `from`, 1 gives `to`. */
export function mix(from: Hex, to: Hex, amount: number): Hex {
  const a = parseHex(from);
  const b = parseHex(to);
  return toHex([0, 1, 2].map((i) => (a[i] ?? 0) + ((b[i] ?? 0) - (a[i] ?? 0)) * amount) as unknown as Rgb);
}

/** WCAG 2.x relative luminance. */
export function luminance(hex: Hex): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio, 1 to 21. */
export function contrastRatio(a: Hex, b: Hex): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const minContrast = (fg: Hex, backgrounds: readonly Hex[]) =>
  Math.min(...backgrounds.map((bg) => contrastRatio(fg, bg)));

/** The candidate that reads best on all the backgrounds. */
export function bestOn(backgrounds: readonly Hex[], candidates: readonly Hex[] = [white, black]): Hex {
  let best = candidates[0] ?? white;
  for (const c of candidates) if (minContrast(c, backgrounds) > minContrast(best, backgrounds)) best = c;
  return best;
}

/**
 * `colour`, moved towards black or white (whichever contrasts more with the backgrounds) just
 * far enough to reach `target` on every background.
 */
export function ensureContrast(colour: Hex, backgrounds: readonly Hex[], target: number): Hex {
  const towards = bestOn(backgrounds);
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(colour, towards, step / 20);
    if (minContrast(candidate, backgrounds) >= target) return candidate;
  }
  return towards;
}
