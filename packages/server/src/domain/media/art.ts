/**
 * Generated artwork for the demo brand (no third-party assets, no words: the site writes titles in
 * the reader's language): avatars, and banner and promotion pictures whose motif follows the
 * picture's name (welcome → a gift, live → cards and chips, lottery → numbered balls…).
 */

const palette = ['#b8860b', '#2e7d32', '#1565c0', '#6a1b9a', '#c62828', '#00838f', '#ef6c00', '#37474f'];

/** A round avatar in one of eight colours (`index` 1–8). */
export function avatarSvg(index: number): string {
  const colour = palette[(index - 1 + palette.length) % palette.length] ?? '#37474f';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="Avatar ${index}">` +
    `<circle cx="32" cy="32" r="32" fill="${colour}"/><circle cx="32" cy="25" r="11" fill="#fff" opacity=".9"/>` +
    `<path d="M12 54c3-11 11-16 20-16s17 5 20 16" fill="#fff" opacity=".9"/></svg>`
  );
}

const gold = '#ffd54f';
const coin = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${gold}" stroke="#b8860b" stroke-width="${r / 6}"/>` +
  `<circle cx="${x}" cy="${y}" r="${r * 0.62}" fill="none" stroke="#b8860b" stroke-width="${r / 10}" opacity=".7"/>`;

const gift =
  '<g transform="translate(800 90)"><rect x="0" y="90" width="240" height="190" rx="14" fill="#fff" opacity=".92"/>' +
  '<rect x="-16" y="50" width="272" height="60" rx="12" fill="#fff"/><rect x="100" y="50" width="40" height="230" fill="#e53935"/>' +
  '<path d="M120 50c-40-60-110-40-80 0zM120 50c40-60 110-40 80 0z" fill="none" stroke="#e53935" stroke-width="16"/></g>' +
  coin(720, 300, 34) +
  coin(1110, 110, 26);

const cards =
  '<g transform="translate(820 60)"><rect x="0" y="20" width="150" height="210" rx="14" fill="#fff" transform="rotate(-14 75 125)"/>' +
  '<rect x="110" y="10" width="150" height="210" rx="14" fill="#fff" transform="rotate(10 185 115)"/>' +
  '<path d="M200 80l22 34-22 34-22-34z" fill="#e53935" transform="rotate(10 185 115)"/>' +
  '<path d="M58 100c0-20 30-30 30 0 0-30 30-20 30 0 0 26-30 40-30 50 0-10-30-24-30-50z" fill="#212121" transform="rotate(-14 75 125)"/></g>' +
  '<g fill="none" stroke-width="14"><circle cx="760" cy="300" r="44" stroke="#fff" stroke-dasharray="22 12"/>' +
  '<circle cx="1120" cy="300" r="36" stroke="#ffd54f" stroke-dasharray="18 10"/></g>';

const ball = (x: number, y: number, r: number, colour: string, number: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/><circle cx="${x}" cy="${y}" r="${r * 0.55}" fill="#fff"/>` +
  `<text x="${x}" y="${y + r * 0.22}" font-size="${r * 0.62}" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="#212121">${number}</text>`;

const balls =
  ball(800, 150, 70, '#e53935', 7) +
  ball(960, 230, 80, '#1e88e5', 18) +
  ball(1100, 120, 60, '#43a047', 23) +
  ball(760, 320, 46, '#fdd835', 5);

const reels =
  '<g transform="translate(760 80)"><rect width="380" height="240" rx="24" fill="#fff" opacity=".92"/>' +
  [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${24 + i * 116}" y="40" width="100" height="160" rx="12" fill="#eceff1"/>` +
        `<text x="${74 + i * 116}" y="150" font-size="96" font-family="sans-serif" font-weight="800" text-anchor="middle" fill="#e53935">7</text>`,
    )
    .join('') +
  '</g>';

const trophy =
  '<g transform="translate(860 70)" fill="#ffd54f"><path d="M40 0h160v90c0 60-40 100-80 100S40 150 40 90z"/>' +
  '<path d="M40 20H0c0 60 30 80 52 82M200 20h40c0 60-30 80-52 82" fill="none" stroke="#ffd54f" stroke-width="16"/>' +
  '<rect x="100" y="186" width="40" height="50"/><rect x="60" y="232" width="120" height="28" rx="8"/></g>';

const cake =
  '<g transform="translate(830 90)"><rect x="0" y="120" width="280" height="150" rx="18" fill="#fff"/>' +
  '<path d="M0 160q35 30 70 0t70 0 70 0 70 0v-20H0z" fill="#f48fb1"/>' +
  [60, 140, 220]
    .map(
      (x) =>
        `<rect x="${x - 8}" y="60" width="16" height="60" rx="6" fill="#ffd54f"/><path d="M${x} 28c14 16 10 30 0 30s-14-14 0-30z" fill="#ff7043"/>`,
    )
    .join('') +
  '</g>';

const lantern =
  '<g transform="translate(880 40)"><path d="M100 0v40" stroke="#ffd54f" stroke-width="8"/>' +
  '<ellipse cx="100" cy="160" rx="110" ry="120" fill="#e53935"/><path d="M100 40v240M30 70c-40 60-40 120 0 180M170 70c40 60 40 120 0 180" stroke="#ffd54f" stroke-width="6" fill="none"/>' +
  '<rect x="60" y="270" width="80" height="24" rx="6" fill="#ffd54f"/></g>';

const coins = coin(860, 140, 70) + coin(990, 250, 80) + coin(1110, 130, 56) + coin(760, 300, 40);

const crown =
  '<path d="M800 300l-30-200 110 90 70-140 70 140 110-90-30 200z" fill="#ffd54f" stroke="#b8860b" stroke-width="8"/>' +
  '<circle cx="950" cy="230" r="22" fill="#e53935"/><circle cx="850" cy="250" r="14" fill="#1e88e5"/><circle cx="1050" cy="250" r="14" fill="#43a047"/>';

/** Motifs by the words a picture's name may hold, the first that matches. */
const motifs: [RegExp, string][] = [
  [/welcome|bonus|shirt|earbuds/, gift],
  [/live|casino|baccarat/, cards],
  [/lott|draw|keno/, balls],
  [/spin|slot/, reels],
  [/tournament|race/, trophy],
  [/birthday/, cake],
  [/festival/, lantern],
  [/vip/, crown],
];

/** Four-pointed sparkles (x, y, size) scattered over the left of the picture. */
const sparklePoints: [number, number, number][] = [
  [120, 70, 6],
  [420, 40, 4],
  [640, 110, 5],
  [300, 330, 4],
  [560, 360, 6],
  [700, 40, 3],
];
const sparkle = ([x, y, r]: [number, number, number]) =>
  `<path d="M${x} ${y - 3 * r}L${x + r} ${y - r}L${x + 3 * r} ${y}L${x + r} ${y + r}L${x} ${y + 3 * r}` +
  `L${x - r} ${y + r}L${x - 3 * r} ${y}L${x - r} ${y - r}z" fill="#fff" opacity=".5"/>`;
const sparkles = sparklePoints.map(sparkle).join('');

/**
 * A 1200×400 picture for a banner or a promotion card: a two-colour gradient chosen by the name, a
 * light band on the left where the site may lay its title, and the name's motif on the right.
 */
export function bannerSvg(name: string): string {
  const seed = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const from = palette[seed % palette.length] ?? '#1565c0';
  const to = palette[(seed + 3) % palette.length] ?? '#6a1b9a';
  const motif = motifs.find(([words]) => words.test(name))?.[1] ?? coins;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" role="img" aria-label="${name}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient>` +
    '<radialGradient id="glow" cx=".78" cy=".5" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".35"/>' +
    '<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>' +
    '<rect width="1200" height="400" fill="url(#g)"/><rect width="1200" height="400" fill="url(#glow)"/>' +
    '<path d="M0 0h520L380 400H0z" fill="#000" opacity=".12"/>' +
    sparkles +
    motif +
    '</svg>'
  );
}
