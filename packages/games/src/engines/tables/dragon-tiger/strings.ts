import type { Strings } from '../../../engine/locale.ts';

export const dragonTigerStrings: Strings = {
  en: {
    'dragon-tiger.bet.dragon': 'Dragon',
    'dragon-tiger.bet.tiger': 'Tiger',
    'dragon-tiger.bet.tie': 'Tie',
    'dragon-tiger.rules.deal':
      'One card to Dragon and one to Tiger from {decks} decks shuffled afresh; the higher rank wins (ace lowest, king highest, suits do not count).',
    'dragon-tiger.rules.tie': 'Dragon and Tiger pay 1:1 and lose half the stake on a tie; Tie pays 8:1.',
  },
  cn: {
    'dragon-tiger.bet.dragon': '龙',
    'dragon-tiger.bet.tiger': '虎',
    'dragon-tiger.bet.tie': '和',
    'dragon-tiger.rules.deal':
      '从重新洗好的 {decks} 副牌中给龙、虎各发一张，点大者胜（A 最小，K 最大，不比花色）。',
    'dragon-tiger.rules.tie': '龙、虎赔 1:1，和局时输一半本金；和赔 8:1。',
  },
  ja: {
    'dragon-tiger.bet.dragon': 'ドラゴン',
    'dragon-tiger.bet.tiger': 'タイガー',
    'dragon-tiger.bet.tie': 'タイ',
    'dragon-tiger.rules.deal':
      '新たにシャッフルした {decks} デッキからドラゴンとタイガーに1枚ずつ。ランクの高い方が勝ち（エースが最低、キングが最高、スートは数えません）。',
    'dragon-tiger.rules.tie': 'ドラゴンとタイガーは1:1、タイのときはベットの半額を失います。タイは8:1です。',
  },
  th: {
    'dragon-tiger.bet.dragon': 'มังกร',
    'dragon-tiger.bet.tiger': 'เสือ',
    'dragon-tiger.bet.tie': 'เสมอ',
    'dragon-tiger.rules.deal':
      'แจกไพ่ให้มังกรหนึ่งใบและเสือหนึ่งใบจากไพ่ {decks} สำรับที่สับใหม่ แต้มสูงกว่าชนะ (เอซต่ำสุด คิงสูงสุด ไม่นับดอก)',
    'dragon-tiger.rules.tie': 'มังกรและเสือจ่าย 1:1 และเสียครึ่งหนึ่งของเดิมพันเมื่อเสมอ เสมอจ่าย 8:1',
  },
  vi: {
    'dragon-tiger.bet.dragon': 'Rồng',
    'dragon-tiger.bet.tiger': 'Hổ',
    'dragon-tiger.bet.tie': 'Hòa',
    'dragon-tiger.rules.deal':
      'Rồng và Hổ mỗi bên một lá từ {decks} bộ bài vừa xáo mới; lá cao hơn thắng (Át nhỏ nhất, Già lớn nhất, không tính chất).',
    'dragon-tiger.rules.tie': 'Rồng và Hổ trả 1:1 và mất một nửa tiền cược khi hòa; Hòa trả 8:1.',
  },
  ko: {
    'dragon-tiger.bet.dragon': '드래곤',
    'dragon-tiger.bet.tiger': '타이거',
    'dragon-tiger.bet.tie': '타이',
    'dragon-tiger.rules.deal':
      '새로 섞은 {decks}덱에서 드래곤과 타이거에 한 장씩 줍니다. 랭크가 높은 쪽이 이깁니다(에이스 최저, 킹 최고, 무늬는 보지 않음).',
    'dragon-tiger.rules.tie':
      '드래곤과 타이거는 1:1이며 타이가 나오면 베팅의 절반을 잃습니다. 타이는 8:1입니다.',
  },
  id: {
    'dragon-tiger.bet.dragon': 'Naga',
    'dragon-tiger.bet.tiger': 'Harimau',
    'dragon-tiger.bet.tie': 'Seri',
    'dragon-tiger.rules.deal':
      'Satu kartu untuk Naga dan satu untuk Harimau dari {decks} dek yang baru dikocok; peringkat lebih tinggi menang (as terendah, raja tertinggi, jenis kartu tidak dihitung).',
    'dragon-tiger.rules.tie':
      'Naga dan Harimau membayar 1:1 dan kehilangan separuh taruhan saat seri; Seri membayar 8:1.',
  },
};
