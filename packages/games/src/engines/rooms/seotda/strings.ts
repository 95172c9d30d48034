import type { Strings } from '../../../engine/locale.ts';

export const seotdaStrings: Strings = {
  en: {
    'rooms.seotda.rules.deal':
      'Twenty hwatu cards, the months January to October, two of each. Every seat gets two cards.',
    'rooms.seotda.rules.ranking':
      'Hands from the highest: the 3-8 bright pair (38광땡), the 1-3 and 1-8 bright pairs (광땡), pairs of one month from tens (장땡) down to ones, then 알리 (1-2), 독사 (1-4), 구삥 (1-9), 장삥 (1-10), 장사 (4-10), 세륙 (4-6), then the last digit of the months added up, from 9 (갑오) down to 0 (망통).',
    'rooms.seotda.rules.catchers':
      '암행어사 (the animal cards of April and July) beats the 1-3 and 1-8 bright pairs, and 땡잡이 (the March bright with the July animal) beats the pairs of one to nine; otherwise they count 1 and 0.',
    'rooms.seotda.rules.third':
      'In turn from the seat after the dealer button, each seat stands or buys a third card for one more ante; a seat with three cards plays its best two.',
    'rooms.seotda.rules.showdown': 'The best hand takes the pot; equal hands share it.',
    'rooms.seotda.rules.strategy':
      'House strategy: a seat stands with 5 or better (any pair or special hand included) and buys a third card below that.',
    'rooms.seotda.rules.simplified':
      'Not played here: the betting calls (다이, 콜, 하프 …) and the redeal on 구사 (4-9), which counts 3.',
  },
  cn: {
    'rooms.seotda.rules.deal': '使用1月至10月的二十张花图牌，每月两张。每个座位发两张。',
    'rooms.seotda.rules.ranking':
      '牌型从大到小：3-8光对（38광땡）、1-3与1-8光对（광땡）、同月对子从十对（장땡）到一对，然后是알리（1-2）、독사（1-4）、구삥（1-9）、장삥（1-10）、장사（4-10）、세륙（4-6），再按两张月份之和的个位数，从9（갑오）到0（망통）。',
    'rooms.seotda.rules.catchers':
      '암행어사（4月与7月的动物牌）胜过1-3与1-8光对，땡잡이（3月光牌与7月动物牌）胜过一对至九对；否则它们分别按1点和0点计算。',
    'rooms.seotda.rules.third':
      '从庄位下一家起依次决定：停牌，或再付一个底注买第三张牌；拿到三张牌的座位取其中最好的两张。',
    'rooms.seotda.rules.showdown': '最大的牌赢得奖池；牌一样大则平分。',
    'rooms.seotda.rules.strategy': '庄家策略：5点及以上（含任何对子和特殊牌）停牌，低于5点买第三张牌。',
    'rooms.seotda.rules.simplified':
      '本玩法不含：下注叫法（다이、콜、하프…）以及구사（4-9）重新发牌，4-9按3点计算。',
  },
  ja: {
    'rooms.seotda.rules.deal': '1月から10月までの花札20枚（各月2枚）を使います。各席に2枚ずつ配ります。',
    'rooms.seotda.rules.ranking':
      '役は強い順に：3・8の光の組（38광땡）、1・3と1・8の光の組（광땡）、同じ月の対を10（장땡）から1まで、次に알리（1-2）、독사（1-4）、구삥（1-9）、장삥（1-10）、장사（4-10）、세륙（4-6）、その後は月の合計の一の位で9（갑오）から0（망통）まで。',
    'rooms.seotda.rules.catchers':
      '암행어사（4月と7月の動物札）は1・3と1・8の光の組に勝ち、땡잡이（3月の光と7月の動物札）は1から9の対に勝ちます。それ以外のときはそれぞれ1と0として数えます。',
    'rooms.seotda.rules.third':
      'ディーラーボタンの次の席から順に、そのまま立つか、アンティをもう1つ払って3枚目を買います。3枚持つ席は最も強い2枚で勝負します。',
    'rooms.seotda.rules.showdown': '最も強い手がポットを獲得し、同じ強さなら分け合います。',
    'rooms.seotda.rules.strategy':
      'ハウス戦略：5以上（対や特別な役を含む）なら立ち、それ未満なら3枚目を買います。',
    'rooms.seotda.rules.simplified':
      'ここでは遊べないもの：賭けの掛け声（다이、콜、하프…）と구사（4-9）の配り直し。4-9は3として数えます。',
  },
  th: {
    'rooms.seotda.rules.deal': 'ใช้ไพ่ฮวาทู 20 ใบ เดือนมกราคมถึงตุลาคม เดือนละสองใบ ทุกที่นั่งได้สองใบ',
    'rooms.seotda.rules.ranking':
      'ไพ่จากสูงไปต่ำ: คู่แสง 3-8 (38광땡) คู่แสง 1-3 และ 1-8 (광땡) คู่เดือนเดียวกันตั้งแต่คู่สิบ (장땡) ลงไปถึงคู่หนึ่ง จากนั้น 알리 (1-2) 독사 (1-4) 구삥 (1-9) 장삥 (1-10) 장사 (4-10) 세륙 (4-6) แล้วจึงเป็นหลักหน่วยของผลรวมเดือน จาก 9 (갑오) ลงไปถึง 0 (망통)',
    'rooms.seotda.rules.catchers':
      '암행어사 (ไพ่สัตว์ของเดือนเมษายนและกรกฎาคม) ชนะคู่แสง 1-3 และ 1-8 และ 땡잡이 (ไพ่แสงเดือนมีนาคมกับไพ่สัตว์เดือนกรกฎาคม) ชนะคู่หนึ่งถึงคู่เก้า นอกนั้นนับเป็น 1 และ 0',
    'rooms.seotda.rules.third':
      'เริ่มจากที่นั่งถัดจากปุ่มเจ้ามือ แต่ละที่นั่งเลือกหยุด หรือจ่ายเงินตั้งต้นอีกหนึ่งเท่าเพื่อซื้อไพ่ใบที่สาม ที่นั่งที่มีสามใบใช้สองใบที่ดีที่สุด',
    'rooms.seotda.rules.showdown': 'ไพ่ที่ดีที่สุดได้กองกลาง ถ้าเท่ากันแบ่งกัน',
    'rooms.seotda.rules.strategy': 'กลยุทธ์เจ้ามือ: ได้ 5 ขึ้นไป (รวมคู่และไพ่พิเศษทุกแบบ) จะหยุด ต่ำกว่านั้นซื้อไพ่ใบที่สาม',
    'rooms.seotda.rules.simplified':
      'ไม่มีในเกมนี้: คำเรียกเดิมพัน (다이, 콜, 하프 …) และการแจกใหม่เมื่อได้ 구사 (4-9) ซึ่งนับเป็น 3',
  },
  vi: {
    'rooms.seotda.rules.deal':
      'Hai mươi lá hoa bài hwatu, các tháng từ một đến mười, mỗi tháng hai lá. Mỗi ghế được hai lá.',
    'rooms.seotda.rules.ranking':
      'Các tay bài từ cao xuống: đôi sáng 3-8 (38광땡), đôi sáng 1-3 và 1-8 (광땡), đôi cùng tháng từ đôi mười (장땡) xuống đôi một, rồi 알리 (1-2), 독사 (1-4), 구삥 (1-9), 장삥 (1-10), 장사 (4-10), 세륙 (4-6), sau đó là chữ số cuối của tổng các tháng, từ 9 (갑오) xuống 0 (망통).',
    'rooms.seotda.rules.catchers':
      '암행어사 (lá con vật tháng tư và tháng bảy) thắng đôi sáng 1-3 và 1-8, và 땡잡이 (lá sáng tháng ba với lá con vật tháng bảy) thắng các đôi từ một đến chín; ngoài ra chúng tính 1 và 0.',
    'rooms.seotda.rules.third':
      'Lần lượt từ ghế sau nút chia bài, mỗi ghế dừng hoặc trả thêm một tiền cược ván để mua lá thứ ba; ghế có ba lá dùng hai lá tốt nhất.',
    'rooms.seotda.rules.showdown': 'Tay bài mạnh nhất ăn pot; bằng nhau thì chia đều.',
    'rooms.seotda.rules.strategy':
      'Chiến lược nhà cái: từ 5 trở lên (kể cả mọi đôi và tay đặc biệt) thì dừng, thấp hơn thì mua lá thứ ba.',
    'rooms.seotda.rules.simplified':
      'Không có ở đây: các lệnh cược (다이, 콜, 하프 …) và chia lại khi có 구사 (4-9), vốn tính 3.',
  },
  ko: {
    'rooms.seotda.rules.deal':
      '1월부터 10월까지 화투 20장, 달마다 두 장을 씁니다. 각 좌석은 두 장을 받습니다.',
    'rooms.seotda.rules.ranking':
      '족보는 높은 순으로: 38광땡, 13·18광땡, 장땡부터 1땡까지의 땡, 그다음 알리(1-2), 독사(1-4), 구삥(1-9), 장삥(1-10), 장사(4-10), 세륙(4-6), 그다음 두 달을 더한 끝자리로 9끗(갑오)부터 0(망통)까지.',
    'rooms.seotda.rules.catchers':
      '암행어사(4월과 7월 열끗)는 13·18광땡을 이기고, 땡잡이(3월 광과 7월 열끗)는 1땡부터 9땡까지를 이깁니다. 그 밖에는 각각 1끗과 망통으로 칩니다.',
    'rooms.seotda.rules.third':
      '딜러 버튼 다음 좌석부터 차례로 그대로 서거나 앤티를 하나 더 내고 세 번째 카드를 삽니다. 카드가 세 장인 좌석은 가장 좋은 두 장으로 겨룹니다.',
    'rooms.seotda.rules.showdown': '가장 높은 패가 팟을 가져가고, 같으면 나눕니다.',
    'rooms.seotda.rules.strategy':
      '하우스 전략: 5끗 이상(땡과 특수 패 포함)이면 서고, 그보다 낮으면 세 번째 카드를 삽니다.',
    'rooms.seotda.rules.simplified':
      '여기서는 하지 않는 것: 베팅 콜(다이, 콜, 하프 …)과 구사(4-9) 재경기. 4-9는 3끗으로 칩니다.',
  },
  id: {
    'rooms.seotda.rules.deal':
      'Dua puluh kartu hwatu, bulan Januari sampai Oktober, dua per bulan. Setiap kursi mendapat dua kartu.',
    'rooms.seotda.rules.ranking':
      'Kombinasi dari tertinggi: pasangan cahaya 3-8 (38광땡), pasangan cahaya 1-3 dan 1-8 (광땡), pasangan satu bulan dari sepuluh (장땡) sampai satu, lalu 알리 (1-2), 독사 (1-4), 구삥 (1-9), 장삥 (1-10), 장사 (4-10), 세륙 (4-6), lalu digit terakhir jumlah bulannya, dari 9 (갑오) sampai 0 (망통).',
    'rooms.seotda.rules.catchers':
      '암행어사 (kartu hewan April dan Juli) mengalahkan pasangan cahaya 1-3 dan 1-8, dan 땡잡이 (cahaya Maret dengan hewan Juli) mengalahkan pasangan satu sampai sembilan; selain itu keduanya bernilai 1 dan 0.',
    'rooms.seotda.rules.third':
      'Bergiliran dari kursi setelah tombol dealer, setiap kursi berhenti atau membeli kartu ketiga seharga satu ante lagi; kursi dengan tiga kartu memakai dua terbaiknya.',
    'rooms.seotda.rules.showdown': 'Kombinasi terbaik mengambil pot; kombinasi sama berbagi.',
    'rooms.seotda.rules.strategy':
      'Strategi bandar: berhenti dengan nilai 5 ke atas (termasuk semua pasangan dan kombinasi khusus) dan membeli kartu ketiga di bawahnya.',
    'rooms.seotda.rules.simplified':
      'Tidak dimainkan di sini: seruan taruhan (다이, 콜, 하프 …) dan pembagian ulang pada 구사 (4-9), yang bernilai 3.',
  },
};
