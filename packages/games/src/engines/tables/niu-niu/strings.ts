import type { Strings } from '../../../engine/locale.ts';

export const niuNiuStrings: Strings = {
  en: {
    'niu-niu.bet.player': 'Player {seat} · equal',
    'niu-niu.bet.double': 'Player {seat} · double',
    'niu-niu.rules.deal':
      'One deck is shuffled for the round; the banker and players 1, 2 and 3 get five cards each. Each player’s bets are settled against the banker.',
    'niu-niu.rules.bull':
      'Ace counts 1, two to nine their value, tens and pictures 10. Three cards adding up to a multiple of ten make a bull, worth the other two cards’ sum modulo ten (bull 1–9, or bull bull for 0); no such three is no bull. The higher bull wins; equal bulls go to the hand with the highest card (rank, then spades, hearts, clubs, diamonds).',
    'niu-niu.rules.equal': 'Equal: a win pays 0.95:1 (5 % commission).',
    'niu-niu.rules.double':
      'Double: the stake covers three units. A win pays the player’s multiple per unit less 5 % (no bull to bull 6 ×1, bull 7–9 ×2, bull bull ×3); a loss costs the banker’s multiple in units and the rest is returned.',
  },
  cn: {
    'niu-niu.bet.player': '闲 {seat} · 平倍',
    'niu-niu.bet.double': '闲 {seat} · 翻倍',
    'niu-niu.rules.deal': '每局洗一副新牌；庄家和闲 1、闲 2、闲 3 各发五张。每位闲家的注单都与庄家比牌结算。',
    'niu-niu.rules.bull':
      'A 计 1 点，2 至 9 按面值，10 和人头牌计 10 点。三张牌点数之和为 10 的倍数即有牛，牛几为另两张之和的个位（牛一至牛九，为 0 则牛牛）；否则无牛。牛大者胜；牛数相同比最大单张（先比点数，再按黑桃、红心、梅花、方块）。',
    'niu-niu.rules.equal': '平倍：赢赔 0.95:1（抽 5% 佣金）。',
    'niu-niu.rules.double':
      '翻倍：投注额含三个单位。赢时按闲家牌型倍数每单位赔付并抽 5%（无牛至牛六 ×1，牛七至牛九 ×2，牛牛 ×3）；输时按庄家牌型倍数扣除单位，余额退回。',
  },
  ja: {
    'niu-niu.bet.player': 'プレイヤー {seat}・等倍',
    'niu-niu.bet.double': 'プレイヤー {seat}・倍付け',
    'niu-niu.rules.deal':
      '毎ラウンド1デッキをシャッフルし、バンカーとプレイヤー1・2・3に5枚ずつ配ります。各プレイヤーへのベットはバンカーとの勝負で精算します。',
    'niu-niu.rules.bull':
      'エースは1、2～9は数字どおり、10と絵札は10。3枚の合計が10の倍数なら「牛」があり、残り2枚の合計の下一桁が牛の数（牛1～牛9、0なら牛牛）。なければ牛なし。牛の大きい方が勝ち、同じなら最も強いカード（ランク、次にスペード・ハート・クラブ・ダイヤ）で決めます。',
    'niu-niu.rules.equal': '等倍：勝ちは0.95:1（手数料5%）。',
    'niu-niu.rules.double':
      '倍付け：ベット額は3単位分です。勝てばプレイヤーの倍率×単位から5%を引いて支払い（牛なし～牛6は×1、牛7～9は×2、牛牛は×3）、負ければバンカーの倍率分の単位を失い残りは返金します。',
  },
  th: {
    'niu-niu.bet.player': 'ผู้เล่น {seat} · เท่าตัว',
    'niu-niu.bet.double': 'ผู้เล่น {seat} · ทวีคูณ',
    'niu-niu.rules.deal': 'สับไพ่หนึ่งสำรับทุกตา เจ้ามือและผู้เล่น 1, 2, 3 ได้คนละห้าใบ เดิมพันของผู้เล่นแต่ละคนตัดสินกับเจ้ามือ',
    'niu-niu.rules.bull':
      'เอซนับ 1 สองถึงเก้าตามหน้าไพ่ สิบและไพ่ภาพนับ 10 ไพ่สามใบรวมได้ผลคูณของสิบถือว่ามีวัว ค่าวัวคือหลักหน่วยของผลรวมอีกสองใบ (วัว 1–9 หรือวัววัวเมื่อเป็น 0) ถ้าไม่มีคือไม่มีวัว วัวสูงกว่าชนะ วัวเท่ากันตัดสินด้วยไพ่ใบสูงสุด (แต้ม แล้วโพดำ โพแดง ดอกจิก ข้าวหลามตัด)',
    'niu-niu.rules.equal': 'เท่าตัว: ชนะจ่าย 0.95:1 (คอมมิชชัน 5%)',
    'niu-niu.rules.double':
      'ทวีคูณ: ยอดเดิมพันครอบคลุมสามหน่วย ชนะจ่ายตามตัวคูณของผู้เล่นต่อหน่วยหัก 5% (ไม่มีวัวถึงวัว 6 ×1 วัว 7–9 ×2 วัววัว ×3) แพ้เสียตามตัวคูณของเจ้ามือเป็นหน่วย ที่เหลือคืน',
  },
  vi: {
    'niu-niu.bet.player': 'Người chơi {seat} · thường',
    'niu-niu.bet.double': 'Người chơi {seat} · nhân đôi',
    'niu-niu.rules.deal':
      'Mỗi ván xáo một bộ bài; nhà cái và người chơi 1, 2, 3 mỗi người năm lá. Cược của từng người chơi được tính với nhà cái.',
    'niu-niu.rules.bull':
      'Át tính 1, hai đến chín theo số, mười và lá hình tính 10. Ba lá có tổng chia hết cho mười là có ngưu, giá trị là chữ số cuối của tổng hai lá còn lại (ngưu 1–9, hoặc ngưu ngưu khi bằng 0); không có là không ngưu. Ngưu cao hơn thắng; bằng nhau thì so lá cao nhất (hạng, rồi bích, cơ, nhép, rô).',
    'niu-niu.rules.equal': 'Thường: thắng trả 0.95:1 (hoa hồng 5 %).',
    'niu-niu.rules.double':
      'Nhân đôi: tiền cược gồm ba đơn vị. Thắng trả theo hệ số của người chơi mỗi đơn vị trừ 5 % (không ngưu đến ngưu 6 ×1, ngưu 7–9 ×2, ngưu ngưu ×3); thua mất số đơn vị theo hệ số của nhà cái, phần còn lại được hoàn.',
  },
  ko: {
    'niu-niu.bet.player': '플레이어 {seat} · 일반',
    'niu-niu.bet.double': '플레이어 {seat} · 배수',
    'niu-niu.rules.deal':
      '매 라운드 한 덱을 섞어 뱅커와 플레이어 1, 2, 3에 다섯 장씩 줍니다. 각 플레이어 베팅은 뱅커와 비교해 정산합니다.',
    'niu-niu.rules.bull':
      '에이스는 1, 2~9는 숫자대로, 10과 그림 카드는 10입니다. 세 장의 합이 10의 배수면 소(니우)가 있고, 나머지 두 장 합의 끝자리가 그 값입니다(니우 1~9, 0이면 니우니우). 없으면 노 니우. 높은 니우가 이기고, 같으면 가장 높은 카드(랭크, 그다음 스페이드·하트·클럽·다이아몬드)로 가립니다.',
    'niu-niu.rules.equal': '일반: 승리 시 0.95:1(수수료 5%).',
    'niu-niu.rules.double':
      '배수: 베팅 금액은 3단위입니다. 이기면 플레이어 배수만큼 단위당 지급하고 5%를 뗍니다(노 니우~니우 6 ×1, 니우 7~9 ×2, 니우니우 ×3). 지면 뱅커 배수만큼의 단위를 잃고 나머지는 돌려받습니다.',
  },
  id: {
    'niu-niu.bet.player': 'Pemain {seat} · setara',
    'niu-niu.bet.double': 'Pemain {seat} · ganda',
    'niu-niu.rules.deal':
      'Satu dek dikocok tiap ronde; bandar dan pemain 1, 2, 3 masing-masing mendapat lima kartu. Taruhan setiap pemain diselesaikan melawan bandar.',
    'niu-niu.rules.bull':
      'As bernilai 1, dua sampai sembilan sesuai angka, sepuluh dan kartu gambar 10. Tiga kartu berjumlah kelipatan sepuluh membentuk bull, bernilai digit terakhir jumlah dua kartu lain (bull 1–9, atau bull bull bila 0); tanpa itu tidak ada bull. Bull lebih tinggi menang; bull sama ditentukan kartu tertinggi (peringkat, lalu sekop, hati, keriting, wajik).',
    'niu-niu.rules.equal': 'Setara: kemenangan dibayar 0.95:1 (komisi 5 %).',
    'niu-niu.rules.double':
      'Ganda: taruhan mencakup tiga unit. Menang dibayar kelipatan pemain per unit dikurangi 5 % (tanpa bull sampai bull 6 ×1, bull 7–9 ×2, bull bull ×3); kalah kehilangan unit sebanyak kelipatan bandar dan sisanya dikembalikan.',
  },
};
