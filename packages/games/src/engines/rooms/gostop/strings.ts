import type { Strings } from '../../../engine/locale.ts';

export const gostopStrings: Strings = {
  en: {
    'rooms.gostop.rules.deal':
      'Three seats and the 48 hwatu cards: seven to each seat, six face up on the table, the rest a face-down pile.',
    'rooms.gostop.rules.turn':
      'In turn a seat plays a card: it takes a table card of the same month (the better of two; all three when three lie there), or stays on the table. The seat then turns the top card of the pile, which takes the same way. Playing and turning the same month: with one card of it on the table all three stay (뻑); with none, both are taken (쪽).',
    'rooms.gostop.rules.points':
      "Points of the cards taken: three brights 3 (2 with December's rain bright), four 4, five 15; five animals 1 and 1 more each, the three birds (고도리) 5; five ribbons 1 and 1 more each, each set of the three red, blue or grass ribbons 3; ten junk 1 and 1 more each, double junk counting 2.",
    'rooms.gostop.rules.gostop':
      'With {threshold} points or more, and more than at its last go, a seat says stop, ending the hand as the winner, or go: one point more for each of the first two goes, the score doubled from the third, and play goes on. If nobody stops, the hand is a draw (나가리).',
    'rooms.gostop.rules.settle':
      '{points} points make an ante. Each loser pays the winner its score, doubled when it holds six junk or fewer while the winner scored junk (피박) and doubled when it holds no bright while the winner scored brights (광박); a loser who called go pays for both losers (고박). Nobody pays more than its ante less its rake; every seat pays the rake on its ante.',
    'rooms.gostop.rules.strategy':
      'House strategy: play the card that takes the most value (brights 20, animals 10, ribbons 8, double junk 6, junk 3), or, with nothing to take, the least valued card; go while it has three cards or more, no other seat has more than 1 point and it has called fewer than two goes; otherwise stop.',
    'rooms.gostop.rules.simplified':
      'Not played here: sweeps and junk taken from the others, shaking and bombs, and wins on the deal (총통).',
  },
  cn: {
    'rooms.gostop.rules.deal': '三个座位，48张花图牌：每个座位七张，桌面明摆六张，其余扣成牌堆。',
    'rooms.gostop.rules.turn':
      '依次每个座位打出一张牌：桌上有同月份的牌就吃进（有两张时取较好的一张，有三张时全吃），否则留在桌上。然后翻开牌堆顶的一张，按同样方式吃牌。打出的牌与翻开的牌同月时：桌上原有一张则三张都留下（뻑）；原来没有则两张都吃进（쪽）。',
    'rooms.gostop.rules.points':
      '吃进的牌计分：三张光3分（含12月雨光为2分），四张4分，五张15分；五张动物牌1分，每多一张加1分，三只鸟（고도리）5分；五张带子1分，每多一张加1分，红、青、草带子每凑齐一组3分；十张皮1分，每多一张加1分，双皮算2张。',
    'rooms.gostop.rules.gostop':
      '得分达到 {threshold} 分及以上且高于上次“go”时，座位可以喊“stop”，以赢家身份结束牌局；或喊“go”：前两次每次加1分，从第三次起得分翻倍，牌局继续。若无人喊stop，本局流局（나가리）。',
    'rooms.gostop.rules.settle':
      '{points} 分等于一个底注。每个输家按赢家得分付款；赢家有皮分而输家皮数不超过六张时翻倍（피박），赢家有光分而输家没有光时翻倍（광박）；喊过go的输家替两位输家付款（고박）。每人最多付出底注减去其抽水；每个座位按底注支付抽水。',
    'rooms.gostop.rules.strategy':
      '庄家策略：打出能吃到最高价值的牌（光20、动物10、带子8、双皮6、皮3），没有可吃的就打价值最低的牌；手中至少三张、其他座位都不超过1分且喊go不到两次时喊go，否则喊stop。',
    'rooms.gostop.rules.simplified': '本玩法不含：扫牌与抢皮、摇牌与炸弹，以及发牌即胜（총통）。',
  },
  ja: {
    'rooms.gostop.rules.deal': '3席と花札48枚：各席に7枚、場に表向きで6枚、残りは伏せた山にします。',
    'rooms.gostop.rules.turn':
      '順番に1枚出します。場に同じ月の札があれば取り（2枚あれば良い方、3枚あれば3枚とも）、なければ場に残ります。次に山の一番上をめくり、同じように取ります。出した札とめくった札が同じ月の場合、場にその月が1枚あれば3枚とも残り（뻑）、なければ2枚とも取ります（쪽）。',
    'rooms.gostop.rules.points':
      '取った札の点数：光3枚で3点（12月の雨光を含むと2点）、4枚で4点、5枚で15点。タネ5枚で1点、以後1枚ごとに1点、3羽の鳥（고도리）で5点。短冊5枚で1点、以後1枚ごとに1点、赤・青・草の短冊を各3枚そろえるごとに3点。カス10枚で1点、以後1枚ごとに1点（2倍カスは2枚分）。',
    'rooms.gostop.rules.gostop':
      '{threshold} 点以上で前回のゴー時より多ければ、ストップと言って勝者としてハンドを終えるか、ゴーと言って続けます。最初の2回のゴーは1回ごとに1点加算、3回目からは得点が倍になります。誰もストップしなければ流れ（나가리）です。',
    'rooms.gostop.rules.settle':
      '{points} 点で1アンティです。各敗者は勝者の得点を払います。勝者がカスで得点し敗者のカスが6枚以下なら倍（피박）、勝者が光で得点し敗者に光がなければ倍（광박）。ゴーを宣言した敗者は2人分を払います（고박）。誰もアンティからレーキを引いた額以上は払いません。全席が自分のアンティにかかるレーキを払います。',
    'rooms.gostop.rules.strategy':
      'ハウス戦略：最も価値の高い札（光20、タネ10、短冊8、2倍カス6、カス3）を取れる札を出し、取れなければ最も価値の低い札を出します。手札が3枚以上、他のどの席も1点以下、ゴーが2回未満ならゴー、それ以外はストップ。',
    'rooms.gostop.rules.simplified':
      'ここでは遊べないもの：場札の総取りと他人からカスを取ること、シェイクと爆弾、配り札での即勝ち（총통）。',
  },
  th: {
    'rooms.gostop.rules.deal': 'สามที่นั่งกับไพ่ฮวาทู 48 ใบ: ที่นั่งละเจ็ดใบ หงายบนโต๊ะหกใบ ที่เหลือคว่ำเป็นกอง',
    'rooms.gostop.rules.turn':
      'ผลัดกันลงไพ่หนึ่งใบ: ถ้าบนโต๊ะมีไพ่เดือนเดียวกันก็เก็บ (ถ้ามีสองใบเลือกใบที่ดีกว่า ถ้ามีสามใบเก็บทั้งหมด) มิฉะนั้นไพ่อยู่บนโต๊ะ จากนั้นเปิดไพ่บนสุดของกองซึ่งเก็บแบบเดียวกัน ถ้าไพ่ที่ลงกับไพ่ที่เปิดเป็นเดือนเดียวกัน: ถ้าบนโต๊ะมีเดือนนั้นหนึ่งใบ ทั้งสามใบค้างอยู่ (뻑) ถ้าไม่มี เก็บทั้งสองใบ (쪽)',
    'rooms.gostop.rules.points':
      'แต้มของไพ่ที่เก็บ: แสงสามใบ 3 (2 ถ้ามีแสงฝนเดือนธันวาคม) สี่ใบ 4 ห้าใบ 15 สัตว์ห้าใบ 1 และเพิ่มใบละ 1 นกสามตัว (고도리) 5 ริบบิ้นห้าใบ 1 และเพิ่มใบละ 1 ริบบิ้นแดง น้ำเงิน หรือหญ้าครบชุดละ 3 ขยะสิบใบ 1 และเพิ่มใบละ 1 ขยะคู่นับ 2',
    'rooms.gostop.rules.gostop':
      'เมื่อได้ {threshold} แต้มขึ้นไปและมากกว่าตอนโกครั้งก่อน ที่นั่งจะพูดสต็อปเพื่อจบตาในฐานะผู้ชนะ หรือโก: สองครั้งแรกได้เพิ่มครั้งละ 1 แต้ม ตั้งแต่ครั้งที่สามคะแนนคูณสอง แล้วเล่นต่อ ถ้าไม่มีใครสต็อป ตานั้นเสมอ (나가리)',
    'rooms.gostop.rules.settle':
      '{points} แต้มเท่ากับเงินตั้งต้นหนึ่งเท่า ผู้แพ้แต่ละคนจ่ายคะแนนของผู้ชนะ คูณสองเมื่อถือขยะไม่เกินหกใบขณะที่ผู้ชนะได้แต้มขยะ (피박) และคูณสองเมื่อไม่มีแสงขณะที่ผู้ชนะได้แต้มแสง (광박) ผู้แพ้ที่เคยโกจ่ายแทนผู้แพ้ทั้งสอง (고박) ไม่มีใครจ่ายเกินเงินตั้งต้นหักค่าต๋ง ทุกที่นั่งจ่ายค่าต๋งตามเงินตั้งต้นของตน',
    'rooms.gostop.rules.strategy':
      'กลยุทธ์เจ้ามือ: ลงไพ่ที่เก็บได้มูลค่ามากที่สุด (แสง 20 สัตว์ 10 ริบบิ้น 8 ขยะคู่ 6 ขยะ 3) ถ้าเก็บอะไรไม่ได้ลงใบที่มีมูลค่าน้อยที่สุด โกเมื่อยังมีไพ่สามใบขึ้นไป ไม่มีที่นั่งอื่นได้เกิน 1 แต้ม และโกไปไม่ถึงสองครั้ง มิฉะนั้นสต็อป',
    'rooms.gostop.rules.simplified':
      'ไม่มีในเกมนี้: การกวาดโต๊ะและการขโมยขยะจากผู้อื่น การเขย่าและระเบิด และการชนะตั้งแต่แจก (총통)',
  },
  vi: {
    'rooms.gostop.rules.deal':
      'Ba ghế và 48 lá hoa bài hwatu: mỗi ghế bảy lá, sáu lá ngửa trên bàn, còn lại úp thành nọc.',
    'rooms.gostop.rules.turn':
      'Lần lượt mỗi ghế đánh một lá: ăn lá cùng tháng trên bàn (lá tốt hơn trong hai lá; cả ba nếu có ba lá), nếu không thì để lại trên bàn. Rồi ghế lật lá trên cùng của nọc, lá này ăn theo cùng cách. Đánh và lật cùng một tháng: nếu trên bàn có một lá tháng đó thì cả ba nằm lại (뻑); nếu không có thì ăn cả hai (쪽).',
    'rooms.gostop.rules.points':
      'Điểm của các lá đã ăn: ba lá sáng 3 (2 nếu có lá sáng mưa tháng mười hai), bốn lá 4, năm lá 15; năm lá con vật 1 và thêm 1 mỗi lá, ba con chim (고도리) 5; năm lá dải 1 và thêm 1 mỗi lá, mỗi bộ ba dải đỏ, xanh hoặc cỏ 3; mười lá rác 1 và thêm 1 mỗi lá, rác đôi tính 2.',
    'rooms.gostop.rules.gostop':
      'Khi có từ {threshold} điểm trở lên và nhiều hơn lần go trước, ghế nói stop để kết thúc ván với tư cách người thắng, hoặc go: mỗi lần go trong hai lần đầu thêm một điểm, từ lần thứ ba điểm nhân đôi, và ván tiếp tục. Nếu không ai stop, ván hòa (나가리).',
    'rooms.gostop.rules.settle':
      '{points} điểm bằng một tiền cược ván. Mỗi người thua trả người thắng số điểm của người thắng, nhân đôi khi mình có từ sáu lá rác trở xuống mà người thắng được điểm rác (피박), và nhân đôi khi mình không có lá sáng mà người thắng được điểm sáng (광박); người thua đã gọi go trả thay cả hai người thua (고박). Không ai trả quá tiền cược ván trừ phí; mọi ghế trả phí trên tiền cược ván của mình.',
    'rooms.gostop.rules.strategy':
      'Chiến lược nhà cái: đánh lá ăn được giá trị nhiều nhất (sáng 20, con vật 10, dải 8, rác đôi 6, rác 3), hoặc nếu không ăn được gì thì đánh lá ít giá trị nhất; go khi còn từ ba lá trở lên, không ghế nào khác quá 1 điểm và mới gọi go ít hơn hai lần; nếu không thì stop.',
    'rooms.gostop.rules.simplified':
      'Không có ở đây: quét bàn và lấy rác của người khác, lắc và bom, và thắng ngay khi chia bài (총통).',
  },
  ko: {
    'rooms.gostop.rules.deal':
      '세 좌석과 화투 48장: 좌석마다 일곱 장, 바닥에 여섯 장을 펼치고 나머지는 엎어 더미로 둡니다.',
    'rooms.gostop.rules.turn':
      '차례로 한 장을 냅니다. 바닥에 같은 월이 있으면 먹고(두 장이면 좋은 쪽, 세 장이면 모두), 없으면 바닥에 둡니다. 이어 더미 맨 위 카드를 뒤집어 같은 방식으로 먹습니다. 낸 카드와 뒤집은 카드가 같은 월이면, 바닥에 그 월이 한 장 있을 때는 세 장이 모두 남고(뻑), 없을 때는 두 장을 먹습니다(쪽).',
    'rooms.gostop.rules.points':
      '먹은 카드의 점수: 광 석 장 3점(비광이 있으면 2점), 넉 장 4점, 다섯 장 15점. 열끗 다섯 장 1점에 한 장마다 1점, 고도리 5점. 띠 다섯 장 1점에 한 장마다 1점, 홍단·청단·초단 각 3점. 피 열 장 1점에 한 장마다 1점, 쌍피는 두 장으로 칩니다.',
    'rooms.gostop.rules.gostop':
      '{threshold}점 이상이고 지난번 고 때보다 많으면 스톱을 외쳐 승자로 판을 끝내거나, 고를 외칩니다. 처음 두 번의 고는 한 번마다 1점을 더하고 세 번째부터는 점수가 두 배가 되며 판이 계속됩니다. 아무도 스톱하지 않으면 나가리입니다.',
    'rooms.gostop.rules.settle':
      '{points}점이 앤티 하나입니다. 진 사람은 각자 승자의 점수를 냅니다. 승자가 피로 점수를 냈는데 피가 여섯 장 이하면 두 배(피박), 승자가 광으로 점수를 냈는데 광이 없으면 두 배(광박)이며, 고를 불렀던 패자는 두 패자 몫을 모두 냅니다(고박). 누구도 앤티에서 레이크를 뺀 금액보다 많이 내지 않으며, 모든 좌석은 자기 앤티에 대한 레이크를 냅니다.',
    'rooms.gostop.rules.strategy':
      '하우스 전략: 가장 값진 카드(광 20, 열끗 10, 띠 8, 쌍피 6, 피 3)를 먹는 카드를 내고, 먹을 것이 없으면 가장 값이 낮은 카드를 냅니다. 손에 세 장 이상 있고 다른 좌석이 모두 1점 이하이며 고를 두 번 미만 불렀으면 고, 아니면 스톱.',
    'rooms.gostop.rules.simplified': '여기서는 하지 않는 것: 싹쓸이와 피 뺏기, 흔들기와 폭탄, 총통.',
  },
  id: {
    'rooms.gostop.rules.deal':
      'Tiga kursi dan 48 kartu hwatu: tujuh untuk setiap kursi, enam terbuka di meja, sisanya tumpukan tertutup.',
    'rooms.gostop.rules.turn':
      'Bergiliran kursi memainkan satu kartu: kartu itu mengambil kartu meja berbulan sama (yang lebih baik dari dua; ketiganya bila ada tiga), atau tinggal di meja. Lalu kursi membuka kartu teratas tumpukan, yang mengambil dengan cara yang sama. Memainkan dan membuka bulan yang sama: bila ada satu kartu bulan itu di meja ketiganya tinggal (뻑); bila tidak ada, keduanya diambil (쪽).',
    'rooms.gostop.rules.points':
      'Poin kartu yang diambil: tiga cahaya 3 (2 dengan cahaya hujan Desember), empat 4, lima 15; lima hewan 1 dan tambah 1 tiap kartu, tiga burung (고도리) 5; lima pita 1 dan tambah 1 tiap kartu, setiap set tiga pita merah, biru atau rumput 3; sepuluh sampah 1 dan tambah 1 tiap kartu, sampah ganda dihitung 2.',
    'rooms.gostop.rules.gostop':
      'Dengan {threshold} poin atau lebih, dan lebih dari saat go terakhirnya, kursi berkata stop, mengakhiri tangan sebagai pemenang, atau go: satu poin lebih untuk tiap dua go pertama, skor dilipatduakan mulai go ketiga, dan permainan berlanjut. Bila tak ada yang stop, tangan seri (나가리).',
    'rooms.gostop.rules.settle':
      '{points} poin sama dengan satu ante. Setiap yang kalah membayar skor pemenang, dilipatduakan bila ia memegang enam sampah atau kurang sementara pemenang mencetak poin sampah (피박) dan dilipatduakan bila ia tak punya cahaya sementara pemenang mencetak poin cahaya (광박); yang kalah setelah menyerukan go membayar untuk kedua yang kalah (고박). Tak ada yang membayar lebih dari antenya dikurangi rake; setiap kursi membayar rake atas antenya.',
    'rooms.gostop.rules.strategy':
      'Strategi bandar: mainkan kartu yang mengambil nilai terbanyak (cahaya 20, hewan 10, pita 8, sampah ganda 6, sampah 3), atau bila tak ada yang bisa diambil, kartu bernilai terendah; go selama masih punya tiga kartu atau lebih, tak ada kursi lain yang punya lebih dari 1 poin dan belum dua kali go; selain itu stop.',
    'rooms.gostop.rules.simplified':
      'Tidak dimainkan di sini: sapu meja dan sampah yang diambil dari lawan, goyang dan bom, serta menang saat dibagi (총통).',
  },
};
