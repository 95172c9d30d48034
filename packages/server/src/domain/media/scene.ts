/** Shapes that tiles and banners share around their pictures: rays, a glow and a soft shadow. */

/** `rays` light wedges from (cx, cy) out to `radius`, alternating with gaps, as one path. */
export function sunburstPath(cx: number, cy: number, radius: number, rays: number): string {
  const step = Math.PI / rays;
  const point = (angle: number) =>
    `${Math.round(cx + radius * Math.cos(angle))} ${Math.round(cy + radius * Math.sin(angle))}`;
  let d = '';
  for (let i = 0; i < rays; i++) d += `M${cx} ${cy}L${point(2 * i * step)}L${point((2 * i + 1) * step)}z`;
  return d;
}

/** A white radial glow that fades out, for a `<defs>` (fill a shape with `url(#id)`). */
export const glowGradient = (id: string, cx = 0.5, cy = 0.5, r = 0.5, strength = 0.5) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"><stop offset="0" stop-color="#fff" stop-opacity="${strength}"/>` +
  '<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>';

/** A soft shadow under the pictures, for a `<defs>` (`filter="url(#id)"`). */
export const dropShadowFilter = (id: string, blur: number, drop: number) =>
  `<filter id="${id}" x="-25%" y="-25%" width="150%" height="160%">` +
  `<feDropShadow dx="0" dy="${drop}" stdDeviation="${blur}" flood-color="#000" flood-opacity=".4"/></filter>`;
