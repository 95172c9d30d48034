import type { Strings } from '../../../engine/locale.ts';

export const bjStrings: Strings = {
  en: {
    'rooms.bj.rules.table': "Two seats: yours and a house player who plays the dealer's part.",
    'rooms.bj.rules.shoe':
      'Cards come from a continuously shuffled shoe: every card is equally likely at every draw.',
    'rooms.bj.rules.naturals':
      'Each seat gets two cards; the house shows one. An ace with a ten-valued card (blackjack) wins at once; two blackjacks push.',
    'rooms.bj.rules.play':
      'You hit or stand; an ace counts 11 while that does not pass 21. Over 21 you lose at once; at 21 you stand.',
    'rooms.bj.rules.house': 'The house player then draws to 17 and stands on every 17.',
    'rooms.bj.rules.payout':
      'The higher total wins the pot, both antes; equal totals return the antes. Rake: {rake}.',
    'rooms.bj.rules.strategy':
      'Autoplay: stand on hard 17 or more, on hard 13–16 against 2–6, on hard 12 against 4–6, on soft 19 or more and on soft 18 against 2–8; otherwise hit.',
  },
  cn: {
    'rooms.bj.rules.table': '两个座位：您的和一位担任庄家角色的庄家玩家。',
    'rooms.bj.rules.shoe': '牌来自连续洗牌的牌靴：每次发牌，每张牌的机会都相同。',
    'rooms.bj.rules.naturals':
      '每个座位发两张牌，庄家亮一张。A加一张十点牌（黑杰克）立即获胜；双方都是黑杰克则和局。',
    'rooms.bj.rules.play': '您选择要牌或停牌；不超过21点时A按11点计。超过21点立即输；到21点自动停牌。',
    'rooms.bj.rules.house': '之后庄家玩家补牌到17点，任何17点都停牌。',
    'rooms.bj.rules.payout': '点数较高者赢得奖池（双方底注）；点数相同退还底注。抽水：{rake}。',
    'rooms.bj.rules.strategy':
      '自动出牌：硬17点及以上停牌；硬13至16点对庄家2至6停牌；硬12点对4至6停牌；软19点及以上停牌；软18点对2至8停牌；其余要牌。',
  },
  ja: {
    'rooms.bj.rules.table': '2席：あなたの席と、ディーラー役を務めるハウスプレイヤーの席。',
    'rooms.bj.rules.shoe': 'カードは連続シャッフルのシューから配られ、毎回どのカードも同じ確率で出ます。',
    'rooms.bj.rules.naturals':
      '各席に2枚配り、ハウスは1枚を表にします。エースと10点札（ブラックジャック）は即勝ち、両方ブラックジャックなら引き分けです。',
    'rooms.bj.rules.play':
      'ヒットかスタンドを選びます。エースは21を超えない限り11。21を超えると即負け、21でスタンドします。',
    'rooms.bj.rules.house': 'その後ハウスプレイヤーは17まで引き、17ならすべてスタンドします。',
    'rooms.bj.rules.payout':
      '合計が高い方がポット（双方のアンティ）を獲得し、同じならアンティが戻ります。レーキ：{rake}。',
    'rooms.bj.rules.strategy':
      'オートプレイ：ハード17以上、2〜6に対するハード13〜16、4〜6に対するハード12、ソフト19以上、2〜8に対するソフト18でスタンド。それ以外はヒット。',
  },
  th: {
    'rooms.bj.rules.table': 'สองที่นั่ง: ของคุณ และผู้เล่นเจ้ามือที่ทำหน้าที่ดีลเลอร์',
    'rooms.bj.rules.shoe': 'ไพ่มาจากกล่องไพ่ที่สับต่อเนื่อง ทุกใบมีโอกาสเท่ากันทุกครั้งที่จั่ว',
    'rooms.bj.rules.naturals': 'แต่ละที่นั่งได้สองใบ เจ้ามือเปิดหนึ่งใบ เอซกับไพ่สิบแต้ม (แบล็กแจ็ก) ชนะทันที แบล็กแจ็กทั้งคู่เสมอ',
    'rooms.bj.rules.play': 'คุณขอไพ่หรือหยุด เอซนับ 11 ตราบที่ไม่เกิน 21 เกิน 21 แพ้ทันที ถึง 21 หยุดเอง',
    'rooms.bj.rules.house': 'จากนั้นผู้เล่นเจ้ามือจั่วจนถึง 17 และหยุดที่ 17 ทุกแบบ',
    'rooms.bj.rules.payout': 'แต้มรวมสูงกว่าได้กองกลาง คือเงินตั้งต้นของทั้งสองฝ่าย แต้มเท่ากันคืนเงินตั้งต้น ค่าต๋ง: {rake}',
    'rooms.bj.rules.strategy':
      'เล่นอัตโนมัติ: หยุดที่ฮาร์ด 17 ขึ้นไป ฮาร์ด 13–16 เมื่อเจ้ามือเปิด 2–6 ฮาร์ด 12 เมื่อเปิด 4–6 ซอฟต์ 19 ขึ้นไป และซอฟต์ 18 เมื่อเปิด 2–8 นอกนั้นขอไพ่',
  },
  vi: {
    'rooms.bj.rules.table': 'Hai ghế: của bạn và một người chơi nhà cái đóng vai người chia bài.',
    'rooms.bj.rules.shoe': 'Bài lấy từ hộp bài xáo liên tục: mỗi lần rút, mọi lá đều có khả năng như nhau.',
    'rooms.bj.rules.naturals':
      'Mỗi ghế được hai lá; nhà cái lật một lá. Át với một lá mười điểm (blackjack) thắng ngay; hai blackjack thì hòa.',
    'rooms.bj.rules.play':
      'Bạn rút thêm hoặc dừng; Át tính 11 khi không vượt 21. Quá 21 bạn thua ngay; được 21 thì dừng.',
    'rooms.bj.rules.house': 'Sau đó người chơi nhà cái rút đến 17 và dừng ở mọi 17.',
    'rooms.bj.rules.payout':
      'Tổng cao hơn ăn pot, tức tiền cược ván của hai bên; bằng nhau thì hoàn tiền cược. Phí: {rake}.',
    'rooms.bj.rules.strategy':
      'Tự động chơi: dừng ở 17 cứng trở lên, 13–16 cứng khi nhà cái lật 2–6, 12 cứng khi lật 4–6, 19 mềm trở lên và 18 mềm khi lật 2–8; còn lại rút thêm.',
  },
  ko: {
    'rooms.bj.rules.table': '두 좌석: 당신의 좌석과 딜러 역할을 하는 하우스 플레이어.',
    'rooms.bj.rules.shoe': '카드는 계속 섞는 슈에서 나오며, 매번 모든 카드가 나올 확률이 같습니다.',
    'rooms.bj.rules.naturals':
      '각 좌석은 두 장을 받고 하우스는 한 장을 보여 줍니다. 에이스와 10점 카드(블랙잭)는 바로 이기고, 둘 다 블랙잭이면 무승부입니다.',
    'rooms.bj.rules.play':
      '히트나 스탠드를 합니다. 에이스는 21을 넘지 않으면 11입니다. 21을 넘으면 바로 지고, 21이면 스탠드합니다.',
    'rooms.bj.rules.house': '그다음 하우스 플레이어는 17까지 받고 모든 17에서 멈춥니다.',
    'rooms.bj.rules.payout':
      '합계가 높은 쪽이 팟(양쪽 앤티)을 가져가고, 같으면 앤티를 돌려받습니다. 레이크: {rake}.',
    'rooms.bj.rules.strategy':
      '자동 플레이: 하드 17 이상, 2~6 상대 하드 13~16, 4~6 상대 하드 12, 소프트 19 이상, 2~8 상대 소프트 18에서 스탠드, 그 밖에는 히트.',
  },
  id: {
    'rooms.bj.rules.table': 'Dua kursi: milik Anda dan pemain bandar yang berperan sebagai dealer.',
    'rooms.bj.rules.shoe':
      'Kartu berasal dari shoe yang dikocok terus-menerus: setiap kartu sama peluangnya pada setiap tarikan.',
    'rooms.bj.rules.naturals':
      'Setiap kursi mendapat dua kartu; bandar membuka satu. As dengan kartu bernilai sepuluh (blackjack) langsung menang; dua blackjack seri.',
    'rooms.bj.rules.play':
      'Anda hit atau stand; as bernilai 11 selama tidak melewati 21. Lewat 21 Anda langsung kalah; pada 21 Anda stand.',
    'rooms.bj.rules.house': 'Lalu pemain bandar menarik sampai 17 dan berhenti pada setiap 17.',
    'rooms.bj.rules.payout':
      'Total lebih tinggi memenangkan pot, kedua ante; total sama mengembalikan ante. Rake: {rake}.',
    'rooms.bj.rules.strategy':
      'Main otomatis: stand pada hard 17 ke atas, hard 13–16 melawan 2–6, hard 12 melawan 4–6, soft 19 ke atas dan soft 18 melawan 2–8; selain itu hit.',
  },
};
