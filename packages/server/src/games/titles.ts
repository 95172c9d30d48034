import type { NameScript } from './names.ts';
import { type LiveCategory, liveCategories } from './vendors.ts';

/** Fixed titles and name patterns of the catalogue's non-slot games. */

export const sportsTitles = [
  'Sportsbook',
  'In-Play',
  'Virtual Football',
  'Virtual Basketball',
  'Virtual Horse Racing',
  'Virtual Tennis',
];
export const esportsTitles = [
  'Esports Lobby',
  'Arena League',
  'Battle Royale Cup',
  'MOBA Masters',
  'Tactical Shooter Cup',
  'Card Battler Series',
  'Racing Sim Cup',
  'Fighting Game Open',
];

/** Live table names in other scripts (English comes from `liveCategories`). */
export const liveNames: Partial<Record<LiveCategory, Partial<Record<NameScript, string>>>> = {
  BAC: { vi: 'Baccarat Siêu Tốc', th: 'บาคาร่า', zh: '百家乐', ko: '바카라' },
  SIC: { vi: 'Tài Xỉu', th: 'ไฮโล', zh: '骰宝', ko: '식보' },
  ROU: { vi: 'Cò Quay', th: 'รูเล็ต', zh: '轮盘', ko: '룰렛' },
  DAT: { vi: 'Rồng Hổ', th: 'เสือมังกร', zh: '龙虎', ko: '드래곤 타이거' },
  BJ: { vi: 'Xì Dách', th: 'แบล็คแจ็ค', zh: '二十一点', ko: '블랙잭' },
  SD: { vi: 'Xóc Đĩa', th: 'เขย่าจาน', zh: '色碟', ko: '쏙디아' },
  FT: { zh: '番摊', vi: 'Phan Than' },
  NN: { zh: '牛牛', th: 'นิวนิว' },
  YSX: { vi: 'Bầu Cua', th: 'น้ำเต้าปูปลา', zh: '鱼虾蟹' },
  ZJH: { zh: '炸金花' },
  MJ: { zh: '麻将', ko: '마작' },
  WZPJ: { zh: '温州牌九' },
  MT: { zh: '摇钱树' },
};
export const liveTableCount = (category: LiveCategory) =>
  category === 'BAC' ? 30 : ['SIC', 'ROU', 'DAT', 'BJ'].includes(category) ? 10 : 8;

export function tableName(category: LiveCategory, script: NameScript, n: number): string {
  const name = liveNames[category]?.[script];
  if (!name) return `${liveCategories[category]} ${String.fromCharCode(65 + ((n - 1) % 26))}${n}`;
  switch (script) {
    case 'vi':
      return `${name} Bàn ${n}`;
    case 'th':
      return `${name} โต๊ะ ${n}`;
    case 'zh':
      return `${name} ${n}号桌`;
    case 'ko':
      return `${name} ${n}번 테이블`;
    default:
      return `${name} ${n}`;
  }
}

export const pvpGames: [string, string, NameScript][] = [
  ['NN', 'Niu Niu', 'en'],
  ['NN', '抢庄牛牛', 'zh'],
  ['ZJH', '炸金花', 'zh'],
  ['DDZ', '斗地主', 'zh'],
  ['TEXAS', "Texas Hold'em", 'en'],
  ['TLMN', 'Tiến Lên Miền Nam', 'vi'],
  ['PHOM', 'Phỏm', 'vi'],
  ['SAMLOC', 'Sâm Lốc', 'vi'],
  ['MAUBINH', 'Mậu Binh', 'vi'],
  ['POKDENG', 'ป๊อกเด้ง', 'th'],
  ['DUMMY', 'ดัมมี่', 'th'],
  ['GOSTOP', '고스톱', 'ko'],
  ['SEOTDA', '섯다', 'ko'],
  ['MJ', '二人麻将', 'zh'],
  ['RUMMY', 'Rummy', 'en'],
  ['BJ', 'Blackjack Duel', 'en'],
];
export const pvpVariants: Record<NameScript, readonly string[]> = {
  en: ['', ' Classic', ' Speed'],
  vi: ['', ' Cổ Điển', ' Siêu Tốc'],
  th: ['', ' คลาสสิก', ' สปีด'],
  zh: ['', '经典', '极速'],
  ko: ['', ' 클래식', ' 스피드'],
};

export const cockfightArenas: [string, NameScript][] = [
  ['Spur Arena 1', 'en'],
  ['Spur Arena 2', 'en'],
  ['Spur Arena 3', 'en'],
  ['Spur Arena 4', 'en'],
  ['Đá Gà Trực Tiếp 1', 'vi'],
  ['Đá Gà Trực Tiếp 2', 'vi'],
  ['ไก่ชนสด สนาม 1', 'th'],
  ['斗鸡竞技场', 'zh'],
];

export const slotKinds = [
  'VIDEO_SLOT',
  'VIDEO_SLOT',
  'VIDEO_SLOT',
  'VIDEO_SLOT',
  'VIDEO_SLOT',
  'VIDEO_SLOT',
  'CLASSIC',
  'JACKPOT',
  'WAYS',
  'WAYS',
  'TABLE',
  'SCRATCH',
];

export const fishWrap: Record<NameScript, (title: string) => string> = {
  en: (title) => `${title} Fishing`,
  vi: (title) => `Bắn Cá ${title}`,
  th: (title) => `ยิงปลา${title}`,
  zh: (title) => `${title}捕鱼`,
  ko: (title) => `${title} 낚시`,
};
