import type { Strings } from '../../../engine/locale.ts';

export const maubinhStrings: Strings = {
  en: {
    'rooms.maubinh.rules.deal': 'Four seats get thirteen cards each: the whole deck.',
    'rooms.maubinh.rules.arrange':
      'Each seat arranges its cards into a back hand of five (chi 1), a middle hand of five (chi 2) and a front hand of three (chi 3), ranked as poker hands; the front only counts high card, pair and three of a kind.',
    'rooms.maubinh.rules.chi':
      "Every seat is compared with every other seat hand by hand: one chi won for each hand that beats the other's, one lost for each that loses; winning all three (sập ba chi) counts {scoop}.",
    'rooms.maubinh.rules.foul':
      'The back must be at least the middle and the middle at least the front; a fouled arrangement (binh lủng) loses {scoop} to every seat that did not foul.',
    'rooms.maubinh.rules.instant':
      'Thirteen cards of different ranks, six pairs, three flushes or three straights win outright (mậu binh): {scoop} from every seat without one.',
    'rooms.maubinh.rules.winner': 'The seat with the most chi in total takes the pot; equal totals share it.',
    'rooms.maubinh.rules.strategy':
      'House strategy: the best five cards at the back, the best five of the rest in the middle, the last three at the front; pairs, threes and fours take the lowest spare cards as kickers.',
    'rooms.maubinh.rules.simplified':
      'Not played here: the bonus chi for special hands in a row (four of a kind at the back, three of a kind at the front …).',
  },
  cn: {
    'rooms.maubinh.rules.deal': '四个座位各发十三张牌，正好一整副。',
    'rooms.maubinh.rules.arrange':
      '每个座位把牌摆成尾道五张（第一道）、中道五张（第二道）和头道三张（第三道），按扑克牌型比较；头道只算高牌、对子和三条。',
    'rooms.maubinh.rules.chi':
      '每个座位与其他每个座位逐道比较：赢一道得一水，输一道失一水；三道全赢（打枪）计 {scoop} 水。',
    'rooms.maubinh.rules.foul':
      '尾道必须不小于中道，中道不小于头道；倒水（相公）输给每个未倒水的座位 {scoop} 水。',
    'rooms.maubinh.rules.instant':
      '十三张点数各不相同、六对、三同花或三顺子直接获胜（报到）：从每个没有的座位赢 {scoop} 水。',
    'rooms.maubinh.rules.winner': '总水数最多的座位赢得奖池；总数相同则平分。',
    'rooms.maubinh.rules.strategy':
      '庄家策略：最好的五张放尾道，剩余牌中最好的五张放中道，最后三张放头道；对子、三条和四条配最小的闲牌。',
    'rooms.maubinh.rules.simplified': '本玩法不含：各道特殊牌型的额外水数（尾道四条、头道三条等）。',
  },
  ja: {
    'rooms.maubinh.rules.deal': '4席に13枚ずつ、デッキ全部を配ります。',
    'rooms.maubinh.rules.arrange':
      '各席はカードをバック5枚（チ1）、ミドル5枚（チ2）、フロント3枚（チ3）に分けます。強さはポーカーの役で、フロントはハイカード、ペア、スリーカードのみです。',
    'rooms.maubinh.rules.chi':
      '各席は他のすべての席と段ごとに比べます。勝った段ごとに1チを得て、負けた段ごとに1チを失います。3段すべて勝つと（sập ba chi）{scoop} になります。',
    'rooms.maubinh.rules.foul':
      'バックはミドル以上、ミドルはフロント以上でなければなりません。崩れた並べ方（binh lủng）は崩れていないすべての席に {scoop} 負けます。',
    'rooms.maubinh.rules.instant':
      '13枚がすべて異なる数字、6ペア、3フラッシュ、3ストレートは即勝ち（mậu binh）で、それを持たない席から {scoop} を得ます。',
    'rooms.maubinh.rules.winner': 'チの合計が最も多い席がポットを獲得し、同じなら分け合います。',
    'rooms.maubinh.rules.strategy':
      'ハウス戦略：最強の5枚をバック、残りの最強5枚をミドル、最後の3枚をフロントに置きます。ペア、スリー、フォーには最も低い余りのカードを添えます。',
    'rooms.maubinh.rules.simplified':
      'ここでは遊べないもの：段ごとの特別な役のボーナスチ（バックのフォーカード、フロントのスリーカードなど）。',
  },
  th: {
    'rooms.maubinh.rules.deal': 'สี่ที่นั่งได้ที่นั่งละสิบสามใบ ครบทั้งสำรับ',
    'rooms.maubinh.rules.arrange':
      'แต่ละที่นั่งจัดไพ่เป็นกองหลังห้าใบ (ชี 1) กองกลางห้าใบ (ชี 2) และกองหน้าสามใบ (ชี 3) เทียบแบบไพ่โป๊กเกอร์ กองหน้านับเพียงไพ่สูง คู่ และตอง',
    'rooms.maubinh.rules.chi':
      'ทุกที่นั่งเทียบกับทุกที่นั่งอื่นทีละกอง ชนะกองละหนึ่งชี แพ้กองละหนึ่งชี ชนะครบสามกอง (sập ba chi) นับ {scoop}',
    'rooms.maubinh.rules.foul':
      'กองหลังต้องไม่ต่ำกว่ากองกลาง และกองกลางต้องไม่ต่ำกว่ากองหน้า การจัดผิด (binh lủng) แพ้ {scoop} ให้ทุกที่นั่งที่จัดถูก',
    'rooms.maubinh.rules.instant':
      'ไพ่สิบสามใบต่างแต้มกันทั้งหมด หกคู่ สามฟลัช หรือสามสเตรท ชนะทันที (mậu binh) ได้ {scoop} จากทุกที่นั่งที่ไม่มี',
    'rooms.maubinh.rules.winner': 'ที่นั่งที่มีชีรวมมากที่สุดได้กองกลาง ถ้าเท่ากันแบ่งกัน',
    'rooms.maubinh.rules.strategy':
      'กลยุทธ์เจ้ามือ: ไพ่ห้าใบที่ดีที่สุดไว้กองหลัง ห้าใบที่ดีที่สุดจากที่เหลือไว้กองกลาง สามใบสุดท้ายไว้กองหน้า คู่ ตอง และโฟร์ใช้ไพ่เหลือที่ต่ำที่สุดประกอบ',
    'rooms.maubinh.rules.simplified': 'ไม่มีในเกมนี้: ชีโบนัสของไพ่พิเศษในแต่ละกอง (โฟร์การ์ดกองหลัง ตองกองหน้า …)',
  },
  vi: {
    'rooms.maubinh.rules.deal': 'Bốn ghế, mỗi ghế mười ba lá: cả bộ bài.',
    'rooms.maubinh.rules.arrange':
      'Mỗi ghế xếp bài thành chi cuối năm lá (chi 1), chi giữa năm lá (chi 2) và chi đầu ba lá (chi 3), so như bài poker; chi đầu chỉ tính mậu thầu, đôi và sám cô.',
    'rooms.maubinh.rules.chi':
      'Mỗi ghế so với từng ghế khác theo từng chi: thắng một chi được một chi, thua một chi mất một chi; thắng cả ba (sập ba chi) tính {scoop}.',
    'rooms.maubinh.rules.foul':
      'Chi cuối phải không nhỏ hơn chi giữa và chi giữa không nhỏ hơn chi đầu; xếp sai (binh lủng) thua {scoop} với mọi ghế không binh lủng.',
    'rooms.maubinh.rules.instant':
      'Mười ba lá khác số, lục phé bôn (sáu đôi), ba thùng hoặc ba sảnh thắng trắng (mậu binh): {scoop} từ mọi ghế không có.',
    'rooms.maubinh.rules.winner': 'Ghế có tổng chi cao nhất ăn pot; bằng nhau thì chia đều.',
    'rooms.maubinh.rules.strategy':
      'Chiến lược nhà cái: năm lá mạnh nhất ở chi cuối, năm lá mạnh nhất còn lại ở chi giữa, ba lá cuối ở chi đầu; đôi, sám và tứ quý kèm các lá lẻ nhỏ nhất.',
    'rooms.maubinh.rules.simplified':
      'Không có ở đây: chi thưởng cho bài đặc biệt trong từng chi (tứ quý chi cuối, sám cô chi đầu …).',
  },
  ko: {
    'rooms.maubinh.rules.deal': '네 좌석이 열세 장씩, 한 벌을 모두 받습니다.',
    'rooms.maubinh.rules.arrange':
      '각 좌석은 카드를 뒤 패 다섯 장(치 1), 가운데 패 다섯 장(치 2), 앞 패 세 장(치 3)으로 나눕니다. 포커 족보로 겨루며 앞 패는 하이카드, 페어, 트리플만 셉니다.',
    'rooms.maubinh.rules.chi':
      '모든 좌석은 다른 모든 좌석과 패마다 겨룹니다. 이긴 패마다 1치를 얻고 진 패마다 1치를 잃으며, 세 패를 모두 이기면(sập ba chi) {scoop}로 칩니다.',
    'rooms.maubinh.rules.foul':
      '뒤 패는 가운데 패 이상, 가운데 패는 앞 패 이상이어야 합니다. 어긴 배열(binh lủng)은 어기지 않은 모든 좌석에 {scoop}를 잃습니다.',
    'rooms.maubinh.rules.instant':
      '열세 장이 모두 다른 숫자, 여섯 페어, 세 플러시, 세 스트레이트는 바로 이기며(mậu binh) 그런 패가 없는 모든 좌석에서 {scoop}를 얻습니다.',
    'rooms.maubinh.rules.winner': '치 합계가 가장 많은 좌석이 팟을 가져가고, 같으면 나눕니다.',
    'rooms.maubinh.rules.strategy':
      '하우스 전략: 가장 좋은 다섯 장을 뒤에, 남은 카드 중 가장 좋은 다섯 장을 가운데에, 마지막 세 장을 앞에 둡니다. 페어, 트리플, 포카드에는 가장 낮은 남는 카드를 붙입니다.',
    'rooms.maubinh.rules.simplified':
      '여기서는 하지 않는 것: 패마다 특수 족보에 주는 보너스 치(뒤 패의 포카드, 앞 패의 트리플 등).',
  },
  id: {
    'rooms.maubinh.rules.deal': 'Empat kursi masing-masing mendapat tiga belas kartu: satu dek penuh.',
    'rooms.maubinh.rules.arrange':
      'Setiap kursi menyusun kartunya menjadi tangan belakang lima kartu (chi 1), tengah lima kartu (chi 2) dan depan tiga kartu (chi 3), dinilai seperti poker; tangan depan hanya menghitung kartu tinggi, pair dan three of a kind.',
    'rooms.maubinh.rules.chi':
      'Setiap kursi dibandingkan dengan setiap kursi lain per tangan: satu chi didapat untuk tiap tangan yang menang, satu hilang untuk tiap yang kalah; menang ketiganya (sập ba chi) dihitung {scoop}.',
    'rooms.maubinh.rules.foul':
      'Tangan belakang harus minimal setara tengah dan tengah minimal setara depan; susunan yang salah (binh lủng) kalah {scoop} dari setiap kursi yang tidak salah.',
    'rooms.maubinh.rules.instant':
      'Tiga belas kartu dengan angka berbeda semua, enam pair, tiga flush atau tiga straight langsung menang (mậu binh): {scoop} dari setiap kursi yang tidak memilikinya.',
    'rooms.maubinh.rules.winner': 'Kursi dengan total chi terbanyak mengambil pot; total sama berbagi.',
    'rooms.maubinh.rules.strategy':
      'Strategi bandar: lima kartu terbaik di belakang, lima terbaik dari sisanya di tengah, tiga terakhir di depan; pair, three dan four memakai kartu sisa terendah sebagai pendamping.',
    'rooms.maubinh.rules.simplified':
      'Tidak dimainkan di sini: chi bonus untuk kombinasi khusus per tangan (four of a kind di belakang, three of a kind di depan …).',
  },
};
