import type { Rng } from '../../../engine/rng.ts';
import { pick } from '../../../engine/rng.ts';

/**
 * Symbol themes. Motifs are Fluent Emoji Flat icon names (the set the platform draws game art
 * with); a symbol's id is its motif and its name key `symbol.<motif>` (strings.ts). Paying
 * motifs are listed most valuable first.
 */
export interface Theme {
  id: string;
  paying: readonly string[];
  wild: string;
  scatter: string;
}

export const themes: readonly Theme[] = [
  {
    id: 'fruits',
    paying: [
      'keycap-7',
      'bell',
      'watermelon',
      'grapes',
      'cherries',
      'strawberry',
      'lemon',
      'tangerine',
      'peach',
      'green-apple',
    ],
    wild: 'joker',
    scatter: 'star',
  },
  {
    id: 'candy',
    paying: [
      'birthday-cake',
      'lollipop',
      'candy',
      'cupcake',
      'doughnut',
      'chocolate-bar',
      'ice-cream',
      'cookie',
      'shortcake',
      'custard',
    ],
    wild: 'party-popper',
    scatter: 'wrapped-gift',
  },
  {
    id: 'gems',
    paying: [
      'crown',
      'gem-stone',
      'ring',
      'money-bag',
      'large-blue-diamond',
      'large-orange-diamond',
      'diamond-suit',
      'heart-suit',
      'spade-suit',
      'club-suit',
    ],
    wild: 'sparkles',
    scatter: 'trophy',
  },
  {
    id: 'lanterns',
    paying: [
      'red-envelope',
      'money-bag',
      'red-paper-lantern',
      'firecracker',
      'coin',
      'lotus',
      'tangerine',
      'fortune-cookie',
      'moon-cake',
      'dumpling',
    ],
    wild: 'mahjong-red-dragon',
    scatter: 'fireworks',
  },
  {
    id: 'beasts',
    paying: [
      'dragon',
      'tiger-face',
      'phoenix-bird',
      'lion',
      'tropical-fish',
      'panda',
      'turtle',
      'lotus',
      'coin',
      'red-paper-lantern',
    ],
    wild: 'fire',
    scatter: 'yin-yang',
  },
  {
    id: 'ocean',
    paying: [
      'spouting-whale',
      'dolphin',
      'shark',
      'octopus',
      'tropical-fish',
      'crab',
      'jellyfish',
      'spiral-shell',
      'shrimp',
      'lobster',
    ],
    wild: 'water-wave',
    scatter: 'anchor',
  },
  {
    id: 'pirates',
    paying: [
      'pirate-flag',
      'parrot',
      'crossed-swords',
      'compass',
      'money-bag',
      'old-key',
      'dagger',
      'sailboat',
      'coin',
      'scroll',
    ],
    wild: 'skull-and-crossbones',
    scatter: 'desert-island',
  },
  {
    id: 'egypt',
    paying: [
      'amphora',
      'eye',
      'crocodile',
      'scroll',
      'snake',
      'scorpion',
      'two-hump-camel',
      'black-cat',
      'coin',
      'desert',
    ],
    wild: 'sun',
    scatter: 'classical-building',
  },
  {
    id: 'space',
    paying: [
      'ringed-planet',
      'astronaut',
      'rocket',
      'flying-saucer',
      'alien',
      'comet',
      'satellite',
      'telescope',
      'crescent-moon',
      'shooting-star',
    ],
    wild: 'glowing-star',
    scatter: 'milky-way',
  },
  {
    id: 'animals',
    paying: [
      'lion',
      'elephant',
      'gorilla',
      'tiger',
      'rhinoceros',
      'wolf',
      'zebra',
      'giraffe',
      'monkey-face',
      'water-buffalo',
    ],
    wild: 'paw-prints',
    scatter: 'palm-tree',
  },
  {
    id: 'frozen',
    paying: [
      'polar-bear',
      'penguin',
      'snowman',
      'wrapped-gift',
      'bell',
      'ice-skate',
      'skis',
      'ice',
      'snowman-without-snow',
      'coin',
    ],
    wild: 'snowflake',
    scatter: 'christmas-tree',
  },
  {
    id: 'warriors',
    paying: [
      'japanese-castle',
      'ninja',
      'crossed-swords',
      'shield',
      'axe',
      'bow-and-arrow',
      'dagger',
      'military-helmet',
      'horse-face',
      'coin',
    ],
    wild: 'fire',
    scatter: 'shinto-shrine',
  },
  {
    id: 'mystic',
    paying: [
      'hindu-temple',
      'person-genie',
      'crystal-ball',
      'magic-wand',
      'owl',
      'old-key',
      'scroll',
      'candle',
      'crescent-moon',
      'moai',
    ],
    wild: 'sparkles',
    scatter: 'dizzy',
  },
];

/** Every motif a game may show, for strings.ts's test. */
export const allMotifs = [
  ...new Set(themes.flatMap((theme) => [...theme.paying, theme.wild, theme.scatter])),
];

/** A whole word (not part of a longer one) in scripts with spaces. */
const word = (words: string) => new RegExp(`(?<![\\p{L}\\p{M}])(?:${words})(?![\\p{L}\\p{M}])`, 'iu');
/** Chinese and Thai write without spaces: a plain substring. */
const inside = (words: string) => new RegExp(words, 'u');

/**
 * Words of game names (the catalogue's five scripts: en, vi, th, zh, ko) that pick a theme.
 * Nouns are asked first ("Frozen Pirates" is a pirate game), adjectives only when no noun matched.
 */
const nouns: readonly (readonly [string, RegExp])[] = [
  ['fruits', word('fruits?|trái cây|과일')],
  ['fruits', inside('水果|ผลไม้')],
  ['candy', word('candy|sweets?|carnival|party|축제')],
  ['candy', inside('狂欢|盛宴')],
  ['pirates', word('pirates?|해적')],
  ['egypt', word('pharaoh|oasis|pyramids?|sphinx')],
  [
    'beasts',
    word('dragons?|rồng|용|tigers?|hổ|호랑이|phoenix|phượng hoàng|불사조|kỳ lân|koi|cá chép|잉어|panda|판다'),
  ],
  ['beasts', inside('龙|虎|凤|麒麟|神兽|锦鲤|熊猫|มังกร|นาคา|เสือ|หงส์|ครุฑ|ปลาคราฟ')],
  ['animals', word('jungle|safari|wol(?:f|ves)|buffalo|monkeys?|lions?|sư tử|rừng|정글')],
  ['animals', inside('ช้าง|สิงโต|ลิง|ป่า')],
  ['ocean', word('ocean|sea|sunken|islands?|biển|đảo|ngọc trai|바다')],
  ['ocean', inside('海底|มหาสมุทร')],
  ['space', word('galaxy|stars?|moon|đêm trăng|별빛|달빛')],
  ['space', inside('星河|月光|ดวงดาว|ราตรี')],
  [
    'gems',
    word(
      'gems?|jewels?|emerald|jade|diamonds?|vault|treasure|bonanza|crown|kho báu|kim cương|ngọc bích|보물|보석',
    ),
  ],
  ['gems', inside('宝石|宝藏|อัญมณี|เพชร|สมบัติ')],
  ['lanterns', word('lanterns?|lotus|fortune|đèn lồng|hoa sen|thần tài|tết|đại phát|thịnh vượng|mùa xuân')],
  ['lanterns', inside('红包|招财|财|福|发发|运来|临门|丰收|โคมไฟ|มหาเฮง|ร่ำรวย|พันล้าน')],
  ['frozen', word('frozen|ice|xmas|băng giá|얼음')],
  ['frozen', inside('น้ำแข็ง')],
  ['warriors', word('samurai|vikings?|ninjas?|empire|vương quốc|왕국')],
  ['warriors', inside('王国|ราชา')],
  [
    'mystic',
    word(
      'temples?|palace|kingdom|magic|mystic|secret|hidden|sacred|đền|cung điện|huyền bí|thần kỳ|신전|사원|신비한|마법의|숨겨진',
    ),
  ],
  ['mystic', inside('神殿|秘境|วิหาร|ลึกลับ|มหัศจรรย์|ศักดิ์สิทธิ์|เทพ|ยักษ์')],
];

const adjectives: readonly (readonly [string, RegExp])[] = [
  ['gems', word('emerald|royal|silver|golden|gold|vàng|bạc|hoàng gia|황금|왕의')],
  ['gems', inside('皇家|之王|ทอง|เงิน|金')],
  ['lanterns', word('lucky|may mắn|행운의|red|đỏ|붉은')],
  ['lanterns', inside('นำโชค|五福')],
  ['space', word('cosmic|starlit|midnight|thunder|electric|sấm sét|번개')],
  ['space', inside('สายฟ้า')],
  ['mystic', word('ancient|legend(?:ary)?|cổ đại|huyền thoại|고대|전설의')],
  ['mystic', inside('传奇|โบราณ')],
];

/** The theme a game's name asks for, else one drawn from its seed. */
export function themeFor(gameName: string, rng: Rng): Theme {
  const match = [...nouns, ...adjectives].find(([, words]) => words.test(gameName));
  const id = match?.[0];
  return themes.find((theme) => theme.id === id) ?? pick(rng, themes);
}
