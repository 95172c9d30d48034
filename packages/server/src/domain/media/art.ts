import { escapeXml } from '../../games/art.ts';
import { type EmojiName, placeEmoji } from './emoji.ts';
import { dropShadowFilter, glowGradient, sunburstPath } from './scene.ts';

/**
 * Generated artwork for the demo brand (no words: the site writes titles in the reader's language):
 * avatars, and banner and promotion pictures whose scene of Fluent Emoji (emoji.ts) follows the
 * picture's name (welcome → a gift, live → cards, lottery → tickets and balls…).
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

/** A picture's main emoji and the smaller ones around it. */
type Scene = [EmojiName, EmojiName, EmojiName, EmojiName];

/** Scenes by the words a picture's name may hold, the first that matches. */
const scenes: [RegExp, Scene][] = [
  [/shirt/, ['t-shirt', 'wrapped-gift', 'sparkles', 'star']],
  [/earbuds/, ['headphone', 'wrapped-gift', 'sparkles', 'star']],
  [/welcome|bonus/, ['wrapped-gift', 'coin', 'party-popper', 'sparkles']],
  [/live|casino|baccarat/, ['joker', 'spade-suit', 'coin', 'heart-suit']],
  [/lott|draw|keno/, ['admission-tickets', 'pool-8-ball', 'four-leaf-clover', 'sparkles']],
  [/spin|slot/, ['slot-machine', 'cherries', 'gem-stone', 'coin']],
  [/tournament|race/, ['trophy', '1st-place-medal', 'glowing-star', 'sparkles']],
  [/birthday/, ['birthday-cake', 'balloon', 'wrapped-gift', 'sparkles']],
  [/festival/, ['red-paper-lantern', 'red-envelope', 'firecracker', 'red-paper-lantern']],
  [/vip/, ['crown', 'gem-stone', 'coin', 'sparkles']],
  [/cashback/, ['money-with-wings', 'coin', 'dollar-banknote', 'sparkles']],
];
const coins: Scene = ['money-bag', 'coin', 'gem-stone', 'sparkles'];

/** Where the scene stands: its centre, lit by rays and a glow, right of the title band. */
const spot = { x: 950, y: 190 };
const rays = sunburstPath(spot.x, spot.y, 760, 16);

/** The main emoji big in the light, the others around it: right, left, above. */
function sceneSvg([main, right, left, above]: Scene): string {
  const shadow = ' filter="url(#s)"';
  return (
    `<path d="${rays}" fill="#fff" opacity=".08"/>` +
    `<circle cx="${spot.x}" cy="${spot.y}" r="250" fill="url(#glow)"/>` +
    `<ellipse cx="${spot.x}" cy="${spot.y + 150}" rx="130" ry="16" fill="#000" opacity=".22"/>` +
    placeEmoji(above, 1080, 30, 72, 12, ' opacity=".95"') +
    placeEmoji(main, spot.x - 130, spot.y - 130, 260, 0, shadow) +
    placeEmoji(right, 1055, 205, 118, 10, shadow) +
    placeEmoji(left, 715, 225, 100, -12, shadow)
  );
}

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
 * darker band on the left where the site lays its title (the picture holds no words), and on the
 * right the name's scene of Fluent Emoji pictures in a spotlight.
 */
export function bannerSvg(name: string): string {
  const seed = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const from = palette[seed % palette.length] ?? '#1565c0';
  const to = palette[(seed + 3) % palette.length] ?? '#6a1b9a';
  const scene = scenes.find(([words]) => words.test(name))?.[1] ?? coins;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" role="img" aria-label="${escapeXml(name)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient>` +
    glowGradient('glow', 0.5, 0.5, 0.5, 0.45) +
    dropShadowFilter('s', 6, 8) +
    '</defs><rect width="1200" height="400" fill="url(#g)"/>' +
    sceneSvg(scene) +
    '<path d="M0 0h520L380 400H0z" fill="#000" opacity=".12"/>' +
    sparkles +
    '</svg>'
  );
}
