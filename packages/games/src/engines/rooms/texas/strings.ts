import type { Strings } from '../../../engine/locale.ts';

export const texasStrings: Strings = {
  en: {
    'rooms.texas.rules.deal':
      'Each seat gets two hole cards; five community cards follow: three on the flop, one on the turn and one on the river.',
    'rooms.texas.rules.betting':
      'Fixed limit with antes instead of blinds: bets and raises are one ante before the turn and two antes on the turn and the river, at most {cap} a round. Each round starts at the seat after the dealer button.',
    'rooms.texas.rules.showdown':
      "When one seat is left it takes the pot; otherwise the best five of each seat's seven cards wins, equal hands share.",
    'rooms.texas.rules.ranking':
      'Hands from the highest: straight flush, four of a kind, full house, flush, straight, three of a kind, two pair, pair, high card; the ace also plays low in 5-4-3-2-A.',
    'rooms.texas.rules.strategy':
      "House strategy. Before the flop: raise with a pair of tens or better, AK, AQ or KQ; play two cards of ten or higher, any ace, other pairs and suited cards up to two apart while at most one bet has been made; otherwise check, or fold to a bet. After the flop: raise with a hand a class above the board's own (two pair on an unpaired board or better); call with top pair, an overpair or two pair on a paired board; call with a lower pair or a flush or open-ended straight draw while at most one bet has been made; otherwise check, or fold to a bet.",
    'rooms.texas.rules.simplified':
      'Not played here: blinds, all-ins and side pots (a seat can always call).',
  },
  cn: {
    'rooms.texas.rules.deal': '每个座位发两张底牌；随后发五张公共牌：翻牌三张、转牌一张、河牌一张。',
    'rooms.texas.rules.betting':
      '限注玩法，以底注代替盲注：转牌前每次下注或加注为一个底注，转牌和河牌圈为两个底注，每轮最多 {cap} 次。每轮从庄位下一家开始。',
    'rooms.texas.rules.showdown':
      '只剩一个座位时由其赢得奖池；否则比较各座位七张牌中最好的五张，牌一样大则平分。',
    'rooms.texas.rules.ranking':
      '牌型从大到小：同花顺、四条、葫芦、同花、顺子、三条、两对、一对、高牌；A在5-4-3-2-A中也可作最小。',
    'rooms.texas.rules.strategy':
      '庄家策略。翻牌前：一对10及以上、AK、AQ或KQ加注；两张10以上的牌、任意A、其他对子和相差不超过二的同花牌，在最多只有一次下注时入局；否则过牌，面对下注则弃牌。翻牌后：比公共牌本身高一级的牌（未成对牌面上的两对及以上）加注；顶对、超对或成对牌面上的两对跟注；较小的对子或同花、两头顺听牌在最多一次下注时跟注；否则过牌，面对下注则弃牌。',
    'rooms.texas.rules.simplified': '本玩法不含：盲注、全下与边池（座位总能跟注）。',
  },
  ja: {
    'rooms.texas.rules.deal':
      '各席にホールカード2枚。続いてコミュニティカード5枚：フロップ3枚、ターン1枚、リバー1枚。',
    'rooms.texas.rules.betting':
      'ブラインドの代わりにアンティを使うリミット戦：ベットとレイズはターン前が1アンティ、ターンとリバーが2アンティで、1ラウンド最大 {cap} 回。各ラウンドはディーラーボタンの次の席から始まります。',
    'rooms.texas.rules.showdown':
      '1席だけ残ればその席がポットを獲得。そうでなければ各席7枚のうち最強の5枚で勝負し、同じなら分け合います。',
    'rooms.texas.rules.ranking':
      '役は強い順に：ストレートフラッシュ、フォーカード、フルハウス、フラッシュ、ストレート、スリーカード、ツーペア、ワンペア、ハイカード。エースは5-4-3-2-Aでは最弱としても使えます。',
    'rooms.texas.rules.strategy':
      'ハウス戦略。フロップ前：10以上のペア、AK、AQ、KQはレイズ。10以上の2枚、エースを含む手、その他のペア、2つ差までのスーテッドは、ベットが1回以下ならプレイ。それ以外はチェック、ベットにはフォールド。フロップ後：ボード自体より1段上の役（ペアのないボードでツーペア以上）はレイズ。トップペア、オーバーペア、ペアのあるボードでのツーペアはコール。それより低いペア、フラッシュドロー、両面のストレートドローは、ベットが1回以下ならコール。それ以外はチェック、ベットにはフォールド。',
    'rooms.texas.rules.simplified':
      'ここでは遊べないもの：ブラインド、オールイン、サイドポット（常にコールできます）。',
  },
  th: {
    'rooms.texas.rules.deal': 'แต่ละที่นั่งได้ไพ่ในมือสองใบ ตามด้วยไพ่กลางห้าใบ: ฟล็อปสามใบ เทิร์นหนึ่งใบ และริเวอร์หนึ่งใบ',
    'rooms.texas.rules.betting':
      'แบบจำกัดวงเงินโดยใช้เงินตั้งต้นแทนบลายด์: การเดิมพันและเพิ่มเดิมพันเป็นหนึ่งเท่าของเงินตั้งต้นก่อนเทิร์น และสองเท่าในเทิร์นและริเวอร์ สูงสุด {cap} ครั้งต่อรอบ แต่ละรอบเริ่มจากที่นั่งถัดจากปุ่มเจ้ามือ',
    'rooms.texas.rules.showdown':
      'เมื่อเหลือที่นั่งเดียว ที่นั่งนั้นได้กองกลาง มิฉะนั้นไพ่ห้าใบที่ดีที่สุดจากเจ็ดใบของแต่ละที่นั่งชนะ ถ้าเท่ากันแบ่งกัน',
    'rooms.texas.rules.ranking':
      'ไพ่จากสูงไปต่ำ: สเตรทฟลัช โฟร์การ์ด ฟูลเฮาส์ ฟลัช สเตรท ตอง สองคู่ คู่ ไพ่สูง เอซนับเป็นต่ำได้ใน 5-4-3-2-A',
    'rooms.texas.rules.strategy':
      'กลยุทธ์เจ้ามือ ก่อนฟล็อป: เพิ่มเดิมพันด้วยคู่สิบขึ้นไป AK AQ หรือ KQ เล่นไพ่สองใบตั้งแต่สิบขึ้นไป เอซใดก็ได้ คู่อื่น และไพ่ดอกเดียวกันที่ห่างกันไม่เกินสอง เมื่อมีการเดิมพันไม่เกินหนึ่งครั้ง นอกนั้นเช็ค หรือหมอบเมื่อมีคนเดิมพัน หลังฟล็อป: เพิ่มเดิมพันด้วยไพ่ที่สูงกว่าไพ่กลางเองหนึ่งระดับ (สองคู่บนกระดานที่ไม่มีคู่ขึ้นไป) ตามด้วยท็อปแพร์ โอเวอร์แพร์ หรือสองคู่บนกระดานที่มีคู่ ตามด้วยคู่ที่ต่ำกว่า หรือรอฟลัชหรือรอสเตรทหัวท้าย เมื่อมีการเดิมพันไม่เกินหนึ่งครั้ง นอกนั้นเช็ค หรือหมอบเมื่อมีคนเดิมพัน',
    'rooms.texas.rules.simplified': 'ไม่มีในเกมนี้: บลายด์ ออลอิน และกองรอง (ทุกที่นั่งตามได้เสมอ)',
  },
  vi: {
    'rooms.texas.rules.deal':
      'Mỗi ghế nhận hai lá tẩy; sau đó là năm lá chung: ba lá flop, một lá turn và một lá river.',
    'rooms.texas.rules.betting':
      'Giới hạn cố định, dùng tiền cược ván thay cho blind: mỗi lần cược hay tố là một tiền cược ván trước turn và hai ở turn và river, tối đa {cap} lần mỗi vòng. Mỗi vòng bắt đầu từ ghế sau nút chia bài.',
    'rooms.texas.rules.showdown':
      'Khi chỉ còn một ghế, ghế đó ăn pot; nếu không, năm lá tốt nhất trong bảy lá của mỗi ghế thắng, bằng nhau thì chia đều.',
    'rooms.texas.rules.ranking':
      'Các tay bài từ cao xuống: thùng phá sảnh, tứ quý, cù lũ, thùng, sảnh, sám cô, thú, đôi, mậu thầu; Át cũng được tính thấp trong 5-4-3-2-A.',
    'rooms.texas.rules.strategy':
      'Chiến lược nhà cái. Trước flop: tố với đôi 10 trở lên, AK, AQ hoặc KQ; chơi hai lá từ 10 trở lên, bất kỳ Át nào, các đôi khác và hai lá cùng chất cách nhau không quá hai khi mới có tối đa một lần cược; ngoài ra thì check, hoặc bỏ khi bị cược. Sau flop: tố với bài cao hơn bài chung một bậc (thú trên bàn không có đôi trở lên); theo với đôi lớn nhất, đôi cao hơn bàn hoặc thú trên bàn có đôi; theo với đôi nhỏ hơn hoặc chờ thùng, chờ sảnh hai đầu khi mới có tối đa một lần cược; ngoài ra thì check, hoặc bỏ khi bị cược.',
    'rooms.texas.rules.simplified': 'Không có ở đây: blind, all-in và pot phụ (ghế nào cũng luôn theo được).',
  },
  ko: {
    'rooms.texas.rules.deal':
      '각 좌석은 홀카드 두 장을 받고, 이어서 커뮤니티 카드 다섯 장이 플롭 세 장, 턴 한 장, 리버 한 장으로 나옵니다.',
    'rooms.texas.rules.betting':
      '블라인드 대신 앤티를 쓰는 리밋 게임: 베팅과 레이즈는 턴 전에는 앤티 1배, 턴과 리버에서는 2배이며 라운드당 최대 {cap}번입니다. 각 라운드는 딜러 버튼 다음 좌석부터 시작합니다.',
    'rooms.texas.rules.showdown':
      '한 좌석만 남으면 그 좌석이 팟을 가져가고, 아니면 각 좌석 일곱 장 중 가장 좋은 다섯 장이 이기며 같으면 나눕니다.',
    'rooms.texas.rules.ranking':
      '족보는 높은 순으로: 스트레이트 플러시, 포카드, 풀하우스, 플러시, 스트레이트, 트리플, 투페어, 원페어, 하이카드. 에이스는 5-4-3-2-A에서 가장 낮게도 씁니다.',
    'rooms.texas.rules.strategy':
      '하우스 전략. 플롭 전: 10 이상 페어, AK, AQ, KQ는 레이즈. 10 이상 두 장, 에이스가 든 패, 다른 페어, 두 칸 이내 같은 무늬는 베팅이 한 번 이하일 때 플레이. 그 밖에는 체크, 베팅이 있으면 폴드. 플롭 후: 보드 자체보다 한 단계 높은 패(페어 없는 보드의 투페어 이상)는 레이즈. 탑 페어, 오버페어, 페어 있는 보드의 투페어는 콜. 더 낮은 페어나 플러시 드로, 양방향 스트레이트 드로는 베팅이 한 번 이하일 때 콜. 그 밖에는 체크, 베팅이 있으면 폴드.',
    'rooms.texas.rules.simplified': '여기서는 하지 않는 것: 블라인드, 올인, 사이드 팟(언제나 콜할 수 있음).',
  },
  id: {
    'rooms.texas.rules.deal':
      'Setiap kursi mendapat dua kartu tertutup; lalu lima kartu bersama: tiga di flop, satu di turn dan satu di river.',
    'rooms.texas.rules.betting':
      'Batas tetap dengan ante sebagai ganti blind: bet dan raise satu ante sebelum turn dan dua ante di turn dan river, paling banyak {cap} per putaran. Setiap putaran dimulai dari kursi setelah tombol dealer.',
    'rooms.texas.rules.showdown':
      'Bila tinggal satu kursi, kursi itu mengambil pot; jika tidak, lima terbaik dari tujuh kartu setiap kursi menang, kombinasi sama berbagi.',
    'rooms.texas.rules.ranking':
      'Kombinasi dari tertinggi: straight flush, four of a kind, full house, flush, straight, three of a kind, two pair, pair, kartu tinggi; as juga bisa rendah dalam 5-4-3-2-A.',
    'rooms.texas.rules.strategy':
      'Strategi bandar. Sebelum flop: raise dengan pair sepuluh ke atas, AK, AQ atau KQ; mainkan dua kartu sepuluh ke atas, as apa pun, pair lain dan kartu sejenis yang berjarak paling banyak dua selama baru ada paling banyak satu bet; selain itu check, atau fold terhadap bet. Setelah flop: raise dengan kombinasi satu kelas di atas kombinasi papan sendiri (two pair di papan tanpa pair ke atas); call dengan top pair, overpair atau two pair di papan berpasangan; call dengan pair lebih rendah atau draw flush atau straight dua ujung selama baru ada paling banyak satu bet; selain itu check, atau fold terhadap bet.',
    'rooms.texas.rules.simplified':
      'Tidak dimainkan di sini: blind, all-in dan side pot (kursi selalu bisa call).',
  },
};
