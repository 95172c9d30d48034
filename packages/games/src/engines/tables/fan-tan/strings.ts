import type { Strings } from '../../../engine/locale.ts';

export const fanTanStrings: Strings = {
  en: {
    'fan-tan.bet.fan': 'Fan {n}',
    'fan-tan.bet.nim': '{n} Nim {m}',
    'fan-tan.bet.kwok': 'Kwok {n}–{m}',
    'fan-tan.bet.odd': 'Odd (1, 3)',
    'fan-tan.bet.even': 'Even (2, 4)',
    'fan-tan.rules.count':
      'The dealer covers a heap of {from} to {to} beads and counts them off four at a time; the result is what is left: 1, 2, 3 or 4 (an even last four counts 4).',
    'fan-tan.rules.bets':
      'Fan names one number; Nim "n nim m" wins on n and is returned on m; Kwok covers two neighbouring numbers; Odd wins on 1 or 3, Even on 2 or 4.',
    'fan-tan.rules.commission':
      'A 5 % commission is taken from winnings: Fan pays 2.85:1, Nim 1.9:1, Kwok, Odd and Even 0.95:1.',
  },
  cn: {
    'fan-tan.bet.fan': '{n} 番',
    'fan-tan.bet.nim': '{n} 念 {m}',
    'fan-tan.bet.kwok': '{n}{m} 角',
    'fan-tan.bet.odd': '单（1、3）',
    'fan-tan.bet.even': '双（2、4）',
    'fan-tan.rules.count':
      '荷官盖住 {from} 至 {to} 颗珠子，每次数走四颗；余数即结果：1、2、3 或 4（刚好数完算 4）。',
    'fan-tan.rules.bets':
      '番押一个数；念“n 念 m”开 n 赢、开 m 退回本金；角押相邻两个数；单开 1 或 3 赢，双开 2 或 4 赢。',
    'fan-tan.rules.commission': '赢钱抽 5% 佣金：番赔 2.85:1，念赔 1.9:1，角、单、双赔 0.95:1。',
  },
  ja: {
    'fan-tan.bet.fan': 'ファン {n}',
    'fan-tan.bet.nim': '{n} ニム {m}',
    'fan-tan.bet.kwok': 'クォック {n}–{m}',
    'fan-tan.bet.odd': '奇数（1・3）',
    'fan-tan.bet.even': '偶数（2・4）',
    'fan-tan.rules.count':
      'ディーラーが {from}～{to} 個のビーズを覆い、4個ずつ取り除きます。残りの数1・2・3・4が結果です（ちょうど割り切れたら4）。',
    'fan-tan.rules.bets':
      'ファンは1つの数、ニム「n ニム m」はnで勝ちmで返金、クォックは隣り合う2つの数、奇数は1か3、偶数は2か4で勝ちです。',
    'fan-tan.rules.commission': '勝ち金から5%の手数料：ファン2.85:1、ニム1.9:1、クォック・奇数・偶数0.95:1。',
  },
  th: {
    'fan-tan.bet.fan': 'ฟาน {n}',
    'fan-tan.bet.nim': '{n} นิม {m}',
    'fan-tan.bet.kwok': 'ก๊วก {n}–{m}',
    'fan-tan.bet.odd': 'คี่ (1, 3)',
    'fan-tan.bet.even': 'คู่ (2, 4)',
    'fan-tan.rules.count':
      'เจ้ามือครอบลูกปัด {from} ถึง {to} เม็ด แล้วนับออกทีละสี่ ผลคือเศษที่เหลือ 1, 2, 3 หรือ 4 (ถ้าหมดพอดีนับเป็น 4)',
    'fan-tan.rules.bets':
      'ฟานแทงเลขเดียว นิม "n นิม m" ชนะเมื่อออก n และคืนเงินเมื่อออก m ก๊วกแทงสองเลขติดกัน คี่ชนะเมื่อออก 1 หรือ 3 คู่ชนะเมื่อออก 2 หรือ 4',
    'fan-tan.rules.commission': 'หักค่าคอมมิชชัน 5% จากเงินรางวัล: ฟานจ่าย 2.85:1 นิม 1.9:1 ก๊วก คี่ และคู่ 0.95:1',
  },
  vi: {
    'fan-tan.bet.fan': 'Phan {n}',
    'fan-tan.bet.nim': '{n} Niệm {m}',
    'fan-tan.bet.kwok': 'Giác {n}–{m}',
    'fan-tan.bet.odd': 'Lẻ (1, 3)',
    'fan-tan.bet.even': 'Chẵn (2, 4)',
    'fan-tan.rules.count':
      'Người chia úp một đống {from} đến {to} hạt rồi đếm bớt từng bốn hạt; kết quả là số còn lại: 1, 2, 3 hoặc 4 (vừa hết thì tính 4).',
    'fan-tan.rules.bets':
      'Phan chọn một số; Niệm "n niệm m" thắng khi ra n và hoàn cược khi ra m; Giác chọn hai số kề nhau; Lẻ thắng khi ra 1 hoặc 3, Chẵn khi ra 2 hoặc 4.',
    'fan-tan.rules.commission':
      'Tiền thắng bị trừ 5 % hoa hồng: Phan trả 2.85:1, Niệm 1.9:1, Giác, Lẻ và Chẵn 0.95:1.',
  },
  ko: {
    'fan-tan.bet.fan': '판 {n}',
    'fan-tan.bet.nim': '{n} 님 {m}',
    'fan-tan.bet.kwok': '꿕 {n}–{m}',
    'fan-tan.bet.odd': '홀(1, 3)',
    'fan-tan.bet.even': '짝(2, 4)',
    'fan-tan.rules.count':
      '딜러가 구슬 {from}~{to}개를 덮고 네 개씩 덜어 냅니다. 남은 수 1, 2, 3, 4가 결과입니다(딱 떨어지면 4).',
    'fan-tan.rules.bets':
      '판은 숫자 하나, 님 "n 님 m"은 n이면 이기고 m이면 돌려받으며, 꿕은 이웃한 두 숫자, 홀은 1 또는 3, 짝은 2 또는 4에서 이깁니다.',
    'fan-tan.rules.commission': '당첨금에서 5% 수수료를 뗍니다: 판 2.85:1, 님 1.9:1, 꿕·홀·짝 0.95:1.',
  },
  id: {
    'fan-tan.bet.fan': 'Fan {n}',
    'fan-tan.bet.nim': '{n} Nim {m}',
    'fan-tan.bet.kwok': 'Kwok {n}–{m}',
    'fan-tan.bet.odd': 'Ganjil (1, 3)',
    'fan-tan.bet.even': 'Genap (2, 4)',
    'fan-tan.rules.count':
      'Bandar menutup tumpukan {from} sampai {to} manik lalu menghitungnya empat-empat; hasilnya sisa terakhir: 1, 2, 3 atau 4 (habis pas dihitung 4).',
    'fan-tan.rules.bets':
      'Fan memilih satu angka; Nim "n nim m" menang pada n dan dikembalikan pada m; Kwok mencakup dua angka bersebelahan; Ganjil menang pada 1 atau 3, Genap pada 2 atau 4.',
    'fan-tan.rules.commission':
      'Komisi 5 % dipotong dari kemenangan: Fan membayar 2.85:1, Nim 1.9:1, Kwok, Ganjil dan Genap 0.95:1.',
  },
};
