// Colours as #rgb / #rrggbb: WCAG contrast and mixing, for the brand's look (theme.js).

export function rgbOf(colour) {
  const six = colour.length === 4 ? colour.replace(/[0-9a-f]/gi, (d) => d + d).slice(1) : colour.slice(1);
  return [0, 2, 4].map((at) => Number.parseInt(six.slice(at, at + 2), 16));
}
const channel = (value) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
export const luminance = (colour) => {
  const [r, g, b] = rgbOf(colour).map(channel);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
export const contrast = (a, b) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};
/** `a` mixed with `b` by `share` of b, as #rrggbb. */
export function mix(a, b, share) {
  const [x, y] = [rgbOf(a), rgbOf(b)];
  return `#${x
    .map((value, i) =>
      Math.round(value + (y[i] - value) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
/** The first of `candidates` that reads on `background` at 4.5:1, else the most readable. */
export const readable = (background, ...candidates) =>
  candidates.find((colour) => contrast(colour, background) >= 4.5) ??
  candidates.sort((a, b) => contrast(b, background) - contrast(a, background))[0];
