import type { Strings } from '../../../engine/locale.ts';

export const nnStrings: Strings = {
  en: {
    'rooms.nn.rules.table':
      "A house banker against {players} player seats, yours and house players'; five cards each from one 52-card deck, shuffled for every hand.",
    'rooms.nn.rules.points': 'Points: ace 1, two to nine their face, tens and pictures 10.',
    'rooms.nn.rules.bull':
      "A hand has a bull when three of its cards add up to a multiple of ten: the bull is the last digit of the other two cards' total (1–9), or Bull Bull when it is 0. Without such three cards: no bull.",
    'rooms.nn.rules.payout':
      'The higher bull wins; equal bulls go to the banker. A win pays 1:1, Bull Bull 3:1; a loss loses the stake.',
  },
  cn: {
    'rooms.nn.rules.table': '庄家对 {players} 个闲家座位（您的和庄家玩家的）；每局洗一副52张的牌，每人五张。',
    'rooms.nn.rules.points': '点数：A为1，2至9按牌面，10和人头牌为10。',
    'rooms.nn.rules.bull':
      '五张牌中有三张之和为10的倍数即有牛：另外两张之和的个位数为牛几（1至9），个位为0则为牛牛。没有这样的三张牌为无牛。',
    'rooms.nn.rules.payout': '牛大者胜；同牛庄家赢。赢得1赔1，牛牛1赔3；输则失去投注额。',
  },
  ja: {
    'rooms.nn.rules.table':
      'ハウスのバンカー対 {players} のプレイヤー席（あなたの席とハウスプレイヤーの席）。毎ハンド52枚のデッキをシャッフルし、5枚ずつ配ります。',
    'rooms.nn.rules.points': '点数：エース1、2〜9は数字どおり、10と絵札は10。',
    'rooms.nn.rules.bull':
      '5枚のうち3枚の合計が10の倍数なら「牛」があり、残り2枚の合計の一の位が牛の数（1〜9）、0なら牛牛です。そのような3枚がなければ牛なしです。',
    'rooms.nn.rules.payout':
      '牛が大きい方が勝ち、同じ牛はバンカーの勝ちです。勝ちは1対1、牛牛は3対1、負けは賭け金を失います。',
  },
  th: {
    'rooms.nn.rules.table':
      'เจ้ามือของบ้านเล่นกับขาไพ่ {players} ที่นั่ง ทั้งของคุณและของผู้เล่นเจ้ามือ ทุกตาสับไพ่สำรับ 52 ใบใหม่ แจกคนละห้าใบ',
    'rooms.nn.rules.points': 'แต้ม: เอซ 1 สองถึงเก้าตามหน้าไพ่ สิบและไพ่ภาพเป็น 10',
    'rooms.nn.rules.bull':
      'มือที่มีไพ่สามใบรวมกันเป็นผลคูณของสิบจะมีวัว วัวคือหลักหน่วยของผลรวมไพ่อีกสองใบ (1–9) หรือวัววัวเมื่อเป็น 0 ถ้าไม่มีสามใบเช่นนั้นคือไม่มีวัว',
    'rooms.nn.rules.payout': 'วัวที่สูงกว่าชนะ วัวเท่ากันเจ้ามือชนะ ชนะจ่าย 1:1 วัววัวจ่าย 3:1 แพ้เสียเงินเดิมพัน',
  },
  vi: {
    'rooms.nn.rules.table':
      'Một nhà cái đấu với {players} ghế người chơi, của bạn và của người chơi nhà cái; mỗi ván xáo một bộ 52 lá, mỗi người năm lá.',
    'rooms.nn.rules.points': 'Điểm: Át 1, hai đến chín theo số, mười và lá hình 10.',
    'rooms.nn.rules.bull':
      'Một tay có bò khi ba lá cộng lại là bội số của mười: bò là chữ số cuối của tổng hai lá còn lại (1–9), hoặc Bò Bò khi là 0. Không có ba lá như vậy: không bò.',
    'rooms.nn.rules.payout':
      'Bò cao hơn thắng; bò bằng nhau thì nhà cái thắng. Thắng trả 1:1, Bò Bò 3:1; thua mất tiền cược.',
  },
  ko: {
    'rooms.nn.rules.table':
      '하우스 뱅커 대 플레이어 좌석 {players}개(당신과 하우스 플레이어). 판마다 52장 한 벌을 섞어 다섯 장씩 나눕니다.',
    'rooms.nn.rules.points': '점수: 에이스 1, 2~9는 숫자대로, 10과 그림 카드는 10.',
    'rooms.nn.rules.bull':
      '다섯 장 중 세 장의 합이 10의 배수이면 소가 있습니다. 나머지 두 장 합의 끝자리가 소의 수(1~9)이고, 0이면 소소입니다. 그런 세 장이 없으면 소가 없습니다.',
    'rooms.nn.rules.payout':
      '소가 높은 쪽이 이기며 같은 소는 뱅커가 이깁니다. 승리는 1:1, 소소는 3:1을 받고, 지면 판돈을 잃습니다.',
  },
  id: {
    'rooms.nn.rules.table':
      'Bankir bandar melawan {players} kursi pemain, milik Anda dan pemain bandar; masing-masing lima kartu dari satu dek 52 kartu yang dikocok setiap tangan.',
    'rooms.nn.rules.points': 'Poin: as 1, dua sampai sembilan sesuai angka, sepuluh dan kartu gambar 10.',
    'rooms.nn.rules.bull':
      'Tangan punya bull bila tiga kartunya berjumlah kelipatan sepuluh: bull adalah digit terakhir jumlah dua kartu lainnya (1–9), atau Bull Bull bila 0. Tanpa tiga kartu seperti itu: tanpa bull.',
    'rooms.nn.rules.payout':
      'Bull lebih tinggi menang; bull sama dimenangkan bankir. Menang dibayar 1:1, Bull Bull 3:1; kalah kehilangan taruhan.',
  },
};
