import type { Strings } from '../../../engine/locale.ts';

export const xocDiaStrings: Strings = {
  en: {
    'xoc-dia.bet.even': 'Even',
    'xoc-dia.bet.odd': 'Odd',
    'xoc-dia.bet.four-red': '4 red',
    'xoc-dia.bet.four-white': '4 white',
    'xoc-dia.bet.three-red': '3 red 1 white',
    'xoc-dia.bet.three-white': '3 white 1 red',
    'xoc-dia.rules.coins':
      'Four coins, red on one side and white on the other, are shaken under a bowl; each lands red or white with equal chance.',
    'xoc-dia.rules.pays':
      'Even (0, 2 or 4 red) and Odd (1 or 3 red) pay 0.96:1; 4 red or 4 white pays 14:1; 3 red 1 white or 3 white 1 red pays 2.8:1.',
  },
  cn: {
    'xoc-dia.bet.even': '双',
    'xoc-dia.bet.odd': '单',
    'xoc-dia.bet.four-red': '4 红',
    'xoc-dia.bet.four-white': '4 白',
    'xoc-dia.bet.three-red': '3 红 1 白',
    'xoc-dia.bet.three-white': '3 白 1 红',
    'xoc-dia.rules.coins': '四枚一面红、一面白的硬币在碗下摇动，每枚出红或出白的机会均等。',
    'xoc-dia.rules.pays':
      '双（0、2 或 4 红）和单（1 或 3 红）赔 0.96:1；4 红或 4 白赔 14:1；3 红 1 白或 3 白 1 红赔 2.8:1。',
  },
  ja: {
    'xoc-dia.bet.even': '偶数',
    'xoc-dia.bet.odd': '奇数',
    'xoc-dia.bet.four-red': '赤4',
    'xoc-dia.bet.four-white': '白4',
    'xoc-dia.bet.three-red': '赤3白1',
    'xoc-dia.bet.three-white': '白3赤1',
    'xoc-dia.rules.coins':
      '片面が赤、片面が白のコイン4枚を椀の下で振ります。各コインが赤か白になる確率は同じです。',
    'xoc-dia.rules.pays':
      '偶数（赤0・2・4枚）と奇数（赤1・3枚）は0.96:1、赤4か白4は14:1、赤3白1か白3赤1は2.8:1です。',
  },
  th: {
    'xoc-dia.bet.even': 'คู่',
    'xoc-dia.bet.odd': 'คี่',
    'xoc-dia.bet.four-red': 'แดง 4',
    'xoc-dia.bet.four-white': 'ขาว 4',
    'xoc-dia.bet.three-red': 'แดง 3 ขาว 1',
    'xoc-dia.bet.three-white': 'ขาว 3 แดง 1',
    'xoc-dia.rules.coins': 'เหรียญสี่เหรียญ ด้านหนึ่งแดงอีกด้านขาว เขย่าใต้ชาม แต่ละเหรียญออกแดงหรือขาวด้วยโอกาสเท่ากัน',
    'xoc-dia.rules.pays':
      'คู่ (แดง 0, 2 หรือ 4) และคี่ (แดง 1 หรือ 3) จ่าย 0.96:1 แดง 4 หรือขาว 4 จ่าย 14:1 แดง 3 ขาว 1 หรือขาว 3 แดง 1 จ่าย 2.8:1',
  },
  vi: {
    'xoc-dia.bet.even': 'Chẵn',
    'xoc-dia.bet.odd': 'Lẻ',
    'xoc-dia.bet.four-red': '4 đỏ',
    'xoc-dia.bet.four-white': '4 trắng',
    'xoc-dia.bet.three-red': '3 đỏ 1 trắng',
    'xoc-dia.bet.three-white': '3 trắng 1 đỏ',
    'xoc-dia.rules.coins':
      'Bốn đồng vị, một mặt đỏ một mặt trắng, được xóc dưới bát; mỗi đồng ra đỏ hay trắng với khả năng như nhau.',
    'xoc-dia.rules.pays':
      'Chẵn (0, 2 hoặc 4 đỏ) và Lẻ (1 hoặc 3 đỏ) trả 0.96:1; 4 đỏ hoặc 4 trắng trả 14:1; 3 đỏ 1 trắng hoặc 3 trắng 1 đỏ trả 2.8:1.',
  },
  ko: {
    'xoc-dia.bet.even': '짝',
    'xoc-dia.bet.odd': '홀',
    'xoc-dia.bet.four-red': '빨강 4',
    'xoc-dia.bet.four-white': '흰색 4',
    'xoc-dia.bet.three-red': '빨강 3 흰색 1',
    'xoc-dia.bet.three-white': '흰색 3 빨강 1',
    'xoc-dia.rules.coins':
      '한쪽은 빨강, 다른 쪽은 흰색인 동전 네 개를 그릇 아래에서 흔듭니다. 각 동전이 빨강이나 흰색이 될 확률은 같습니다.',
    'xoc-dia.rules.pays':
      '짝(빨강 0, 2, 4개)과 홀(빨강 1, 3개)은 0.96:1, 빨강 4 또는 흰색 4는 14:1, 빨강 3 흰색 1 또는 흰색 3 빨강 1은 2.8:1입니다.',
  },
  id: {
    'xoc-dia.bet.even': 'Genap',
    'xoc-dia.bet.odd': 'Ganjil',
    'xoc-dia.bet.four-red': '4 merah',
    'xoc-dia.bet.four-white': '4 putih',
    'xoc-dia.bet.three-red': '3 merah 1 putih',
    'xoc-dia.bet.three-white': '3 putih 1 merah',
    'xoc-dia.rules.coins':
      'Empat koin, merah di satu sisi dan putih di sisi lain, dikocok di bawah mangkuk; tiap koin berpeluang sama merah atau putih.',
    'xoc-dia.rules.pays':
      'Genap (0, 2 atau 4 merah) dan Ganjil (1 atau 3 merah) membayar 0.96:1; 4 merah atau 4 putih 14:1; 3 merah 1 putih atau 3 putih 1 merah 2.8:1.',
  },
};
