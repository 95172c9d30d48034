import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { IconifyJSON } from '@iconify/types';

/**
 * Pictures from Fluent Emoji Flat (Microsoft, MIT licence; docs/product.md § Credits), read from the
 * installed @iconify-json/fluent-emoji-flat package: nothing is fetched at run time. Every icon is a
 * 32×32 flat drawing without ids or gradients, so several can share one SVG.
 */
export const emojiNames = [
  // Creatures and themes of slot and fishing titles.
  'dragon',
  'tiger-face',
  'panda',
  'lion',
  'monkey-face',
  'water-buffalo',
  'wolf',
  'bird',
  'tropical-fish',
  'crab',
  'shrimp',
  'dolphin',
  'rooster',
  'pirate-flag',
  'ninja',
  'crossed-swords',
  'shield',
  'classical-building',
  'amphora',
  'cherries',
  'grapes',
  'watermelon',
  'lollipop',
  'gem-stone',
  'lotus',
  'red-paper-lantern',
  'money-bag',
  'red-envelope',
  'crown',
  'ringed-planet',
  'glowing-star',
  'crescent-moon',
  'high-voltage',
  'fire',
  'snowflake',
  'palm-tree',
  'desert-island',
  'party-popper',
  'christmas-tree',
  'crystal-ball',
  'four-leaf-clover',
  'coin',
  'slot-machine',
  // Tables, sports, esports and draws.
  'joker',
  'spade-suit',
  'heart-suit',
  'diamond-suit',
  'club-suit',
  'flower-playing-cards',
  'game-die',
  'mahjong-red-dragon',
  'soccer-ball',
  'basketball',
  'horse',
  'tennis',
  'racing-car',
  'motor-boat',
  'video-game',
  'joystick',
  'boxing-glove',
  'bullseye',
  'trophy',
  '1st-place-medal',
  'admission-tickets',
  'ticket',
  'pool-8-ball',
  // Decoration and promotions.
  'sparkles',
  'star',
  'wrapped-gift',
  'birthday-cake',
  'balloon',
  't-shirt',
  'headphone',
  'money-with-wings',
  'dollar-banknote',
  'firecracker',
] as const;

export type EmojiName = (typeof emojiNames)[number];

/** The set's file holds ~3,100 icons (9 MB): it is read once, on first use, and only ours are kept. */
let bodies: ReadonlyMap<EmojiName, string> | undefined;

function emojiBodies(): ReadonlyMap<EmojiName, string> {
  if (!bodies) {
    const file = createRequire(import.meta.url).resolve('@iconify-json/fluent-emoji-flat/icons.json');
    const set = JSON.parse(readFileSync(file, 'utf8')) as IconifyJSON;
    bodies = new Map(emojiNames.map((name) => [name, set.icons[name]?.body ?? '']));
  }
  return bodies;
}

/** The icon's own drawing, in its 32×32 box. */
export const emojiBody = (name: EmojiName): string => emojiBodies().get(name) ?? '';

/** Numbers written with at most two decimals, so the same picture is always the same bytes. */
const short = (value: number) => String(Math.round(value * 100) / 100);

/**
 * The icon drawn `size` wide with its top-left corner at (x, y), turned `turn` degrees about its
 * centre; `attributes` go on its group (e.g. a filter or an opacity).
 */
export function placeEmoji(
  name: EmojiName,
  x: number,
  y: number,
  size: number,
  turn = 0,
  attributes = '',
): string {
  const rotate = turn ? ` rotate(${turn} 16 16)` : '';
  return (
    `<g transform="translate(${short(x)} ${short(y)}) scale(${short(size / 32)})${rotate}"${attributes}>` +
    `${emojiBody(name)}</g>`
  );
}
