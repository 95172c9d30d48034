import type { EmojiName } from '../domain/media/emoji.ts';
import type { GameType } from './catalogue.ts';
import { pick, type Rng } from './rng.ts';

/** A roulette wheel has no emoji: the tile draws one from shapes (art.ts). */
export type Motif = EmojiName | 'roulette';

/**
 * Pictures by the words of a game's name, in the catalogue's five scripts (names.ts, titles.ts),
 * most telling first: a name's first match is the tile's main picture (with its companion, if
 * any), its second match a smaller companion. "Golden Dragon" → a dragon beside a coin.
 */
const keywordMotifs: [RegExp, Motif, Motif?][] = [
  [/roulette|rulet|轮盘|룰렛|รูเล็ต|cò quay/i, 'roulette'],
  [/dragon|rồng|มังกร|龙|용|드래곤|นาคา/i, 'dragon'],
  [/tiger|hổ|เสือ|虎|호랑이|타이거/i, 'tiger-face'],
  [/phoenix|phượng|หงส์|凤|불사조|ครุฑ/i, 'fire', 'bird'],
  [/panda|熊猫|판다/i, 'panda'],
  [/lion|sư tử|kỳ lân|麒麟|สิงโต|神兽/i, 'lion'],
  [/monkey|ลิง/i, 'monkey-face'],
  [/buffalo/i, 'water-buffalo'],
  [/wol(f|ves)/i, 'wolf'],
  [/crab|bầu cua|ปู|蟹/i, 'crab', 'shrimp'],
  [/prawn|虾/i, 'shrimp'],
  [/koi|cá chép|锦鲤|잉어|ปลาคราฟ/i, 'tropical-fish', 'lotus'],
  [/fish|bắn cá|ปลา|鱼|낚시/i, 'tropical-fish'],
  [/cock|spur|đá gà|ไก่|斗鸡/i, 'rooster', 'trophy'],
  [/pirate|해적/i, 'pirate-flag'],
  [/samurai|ninja/i, 'ninja'],
  [/viking/i, 'shield', 'crossed-swords'],
  [/pharaoh/i, 'amphora'],
  [
    /temple|empire|palace|kingdom|đền|cung điện|vương quốc|วิหาร|神殿|王国|신전|사원|왕국/i,
    'classical-building',
  ],
  [/fruit|trái cây|ผลไม้|水果|과일/i, 'cherries', 'watermelon'],
  [/candy|sweet/i, 'lollipop'],
  [/lantern|đèn lồng|โคม/i, 'red-paper-lantern'],
  [/lotus|hoa sen/i, 'lotus'],
  [/gem|jewel|emerald|jade|diamond|ngọc|kim cương|อัญมณี|เพชร|宝石|보석/i, 'gem-stone'],
  [/treasure|vault|bonanza|kho báu|สมบัติ|宝藏|보물|money tree|摇钱树/i, 'money-bag'],
  [/红包|thần tài|招财|财|tết/i, 'red-envelope'],
  [/crown|\broyal\b|\bking\b|hoàng gia|ราชา|皇家|之王|왕의/i, 'crown'],
  [/galaxy|cosmic|星河/i, 'ringed-planet'],
  [/star|ดวงดาว|별빛/i, 'glowing-star'],
  [/moon|midnight|đêm trăng|ราตรี|月光|달빛/i, 'crescent-moon'],
  [/thunder|electric|sấm sét|สายฟ้า|번개/i, 'high-voltage'],
  [/blaz|fier|fire|rực lửa|ไฟ|불꽃|爆发/i, 'fire'],
  [/frozen|\bice\b|băng giá|น้ำแข็ง|얼음/i, 'snowflake'],
  [/jungle|safari|rừng|ป่า|정글/i, 'palm-tree'],
  [/ocean|sea\b|sunken|biển|มหาสมุทร|海底|바다/i, 'dolphin'],
  [/island|oasis|đảo/i, 'desert-island'],
  [/xmas/i, 'christmas-tree'],
  [/carnival|party|festival|狂欢|盛宴|축제/i, 'party-popper'],
  [/magic|mystic|secret|hidden|huyền bí|thần kỳ|ลึกลับ|มหัศจรรย์|秘境|신비한|마법의|숨겨진/i, 'crystal-ball'],
  [/reel|slot|jackpot|แจ็คพอต|잭팟|大奖|满贯/i, 'slot-machine'],
  // Tables and card rooms.
  [/sic bo|骰宝|식보|ไฮโล|tài xỉu|dice/i, 'game-die'],
  [/xóc đĩa|色碟|쏙디아|เขย่าจาน|fan tan|番摊|phan than/i, 'coin'],
  [/mahjong|麻将|마작|pai gow|牌九/i, 'mahjong-red-dragon'],
  [/고스톱|섯다/i, 'flower-playing-cards'],
  [/baccarat|百家乐|บาคาร่า|바카라/i, 'joker', 'heart-suit'],
  [/blackjack|xì dách|二十一点|블랙잭|แบล็คแจ็ค/i, 'joker', 'spade-suit'],
  [
    /poker|hold'em|zha jin hua|炸金花|niu|牛牛|นิวนิว|ป๊อกเด้ง|rummy|ดัมมี่|斗地主|tiến lên|phỏm|sâm lốc|mậu binh/i,
    'joker',
    'club-suit',
  ],
  // Sports and esports.
  [/basketball/i, 'basketball'],
  [/horse|경마/i, 'horse', 'trophy'],
  [/tennis/i, 'tennis'],
  [/racing|赛车/i, 'racing-car'],
  // After the sports above: a vendor's name ("Apex Sportsbook …") starts many titles.
  [/football|sportsbook|in-play/i, 'soccer-ball'],
  [/飞艇/i, 'motor-boat'],
  [/fighting/i, 'boxing-glove'],
  [/shooter/i, 'bullseye'],
  [/battle|card battler/i, 'crossed-swords'],
  [/moba|arena|league|lobby/i, 'video-game', 'joystick'],
  // Draws.
  [/keno|时时彩|快乐/i, 'pool-8-ball'],
  [/\b4d\b|lotto|lottery|xổ số|หวย|lô tô/i, 'admission-tickets'],
  // Words that colour a title rather than draw it: companions more than pictures.
  [/lucky|may mắn|นำโชค|행운|幸运|福/i, 'four-leaf-clover'],
  [/gold|vàng|ทอง|金|황금/i, 'coin'],
];

/** A lane's own picture when the name tells nothing; slots take one of theirs by the game's seed. */
const laneMotifs: Record<Exclude<GameType, 'RNG'>, Motif> = {
  LIVE: 'joker',
  FISH: 'tropical-fish',
  PVP: 'joker',
  SPORTS: 'soccer-ball',
  ESPORTS: 'video-game',
  LOTT: 'admission-tickets',
  ELOTT: 'pool-8-ball',
  COCKFIGHT: 'rooster',
};
const slotMotifs: readonly Motif[] = [
  'slot-machine',
  'cherries',
  'gem-stone',
  'money-bag',
  'crown',
  'glowing-star',
];

/** Small pictures scattered around the main one, by lane. */
const laneDecor: Record<GameType, readonly EmojiName[]> = {
  RNG: ['coin', 'sparkles', 'gem-stone', 'star', 'cherries'],
  LIVE: ['coin', 'spade-suit', 'heart-suit', 'diamond-suit', 'club-suit'],
  FISH: ['coin', 'star', 'sparkles'],
  PVP: ['coin', 'spade-suit', 'heart-suit', 'diamond-suit'],
  SPORTS: ['trophy', '1st-place-medal', 'star'],
  ESPORTS: ['high-voltage', 'glowing-star', 'trophy'],
  LOTT: ['coin', 'sparkles', 'four-leaf-clover', 'star'],
  ELOTT: ['coin', 'sparkles', 'star', 'four-leaf-clover'],
  COCKFIGHT: ['fire', 'trophy', 'coin'],
};

export interface TileMotifs {
  main: Motif;
  companion?: Motif;
  /** Two small pictures, neither the main one nor its companion. */
  decor: [EmojiName, EmojiName];
}

/** The pictures of a game's tile: by the words of its name, else by its lane, else by its seed. */
export function tileMotifs(name: string, gameType: GameType, rng: Rng): TileMotifs {
  const matches = keywordMotifs.filter(([words]) => words.test(name));
  const [first, second] = matches;
  const main = first?.[1] ?? (gameType === 'RNG' ? pick(rng, slotMotifs) : laneMotifs[gameType]);
  const companion = first?.[2] ?? (second && second[1] !== main ? second[1] : undefined);
  const pool = laneDecor[gameType].filter((decor) => decor !== main && decor !== companion);
  const one = pick(rng, pool);
  const rest = pool.filter((decor) => decor !== one);
  return { main, companion, decor: [one, pick(rng, rest)] };
}
