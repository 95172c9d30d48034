import type { Strings } from '../../../engine/locale.ts';

export const rummyStrings: Strings = {
  en: {
    'rooms.rummy.rules.deal': 'Four seats get {cards} cards each; one card starts the discard pile.',
    'rooms.rummy.rules.melds':
      'A meld is three or four cards of one rank, or three or more of one suit in a row, the ace low.',
    'rooms.rummy.rules.turn':
      'In turn each seat draws from the stock or takes the top discard, then discards (not the card it just took).',
    'rooms.rummy.rules.out':
      'A seat whose cards left after its discard all form melds goes out and takes the pot.',
    'rooms.rummy.rules.stock':
      'When the stock runs out, the hand with the fewest points outside melds (ace 1, pictures 10) takes the pot; equal hands share.',
    'rooms.rummy.rules.strategy':
      'House strategy: take the top discard when it makes a meld, else draw; discard the card that leaves the fewest points outside melds (the higher card on a tie).',
    'rooms.rummy.rules.simplified':
      'Not played here: laying melds down during the hand and laying off on other melds; a hand goes out all at once.',
  },
  cn: {
    'rooms.rummy.rules.deal': '四个座位各发 {cards} 张牌；翻开一张作为弃牌堆的第一张。',
    'rooms.rummy.rules.melds': '组合是三或四张同点数的牌，或三张及以上同花色连续的牌，A作最小。',
    'rooms.rummy.rules.turn': '依次每个座位从牌堆摸一张或拿弃牌堆顶的牌，然后打出一张（不能是刚拿的那张）。',
    'rooms.rummy.rules.out': '打出后剩下的牌全部成组的座位出完牌，赢得奖池。',
    'rooms.rummy.rules.stock': '牌堆摸完时，组合以外点数最少的一手（A为1，人头牌为10）赢得奖池；相同则平分。',
    'rooms.rummy.rules.strategy':
      '庄家策略：弃牌堆顶的牌能成组就拿，否则摸牌；打出使组合以外点数最少的牌（相同时打较大的牌）。',
    'rooms.rummy.rules.simplified': '本玩法不含：在牌局中亮出组合和往别人的组合上添牌；一手牌一次出完。',
  },
  ja: {
    'rooms.rummy.rules.deal': '4席に {cards} 枚ずつ配り、1枚を表にして捨て札の山を始めます。',
    'rooms.rummy.rules.melds':
      'メルドは同じ数字の3枚か4枚、または同じスートで連続する3枚以上です（エースは低い側）。',
    'rooms.rummy.rules.turn':
      '順番に各席は山から引くか捨て札の一番上を取り、その後1枚捨てます（取ったばかりの札は不可）。',
    'rooms.rummy.rules.out': '捨てた後に残った札がすべてメルドになる席は上がり、ポットを獲得します。',
    'rooms.rummy.rules.stock':
      '山がなくなると、メルド以外の点数（エース1、絵札10）が最も少ない手がポットを獲得し、同じなら分け合います。',
    'rooms.rummy.rules.strategy':
      'ハウス戦略：捨て札の一番上でメルドができるなら取り、そうでなければ引きます。メルド以外の点数が最も少なくなる札を捨てます（同じなら高い札）。',
    'rooms.rummy.rules.simplified':
      'ここでは遊べないもの：途中でのメルドの公開、他のメルドへの付け札。上がりは一度に行います。',
  },
  th: {
    'rooms.rummy.rules.deal': 'สี่ที่นั่งได้ที่นั่งละ {cards} ใบ เปิดไพ่หนึ่งใบเป็นกองทิ้ง',
    'rooms.rummy.rules.melds': 'ชุดคือไพ่แต้มเดียวกันสามหรือสี่ใบ หรือไพ่ดอกเดียวกันเรียงกันสามใบขึ้นไป เอซนับต่ำ',
    'rooms.rummy.rules.turn': 'ผลัดกันจั่วจากกองหรือเก็บไพ่บนสุดของกองทิ้ง แล้วทิ้งหนึ่งใบ (ไม่ใช่ใบที่เพิ่งเก็บ)',
    'rooms.rummy.rules.out': 'ที่นั่งที่ไพ่ที่เหลือหลังทิ้งเข้าชุดทั้งหมดถือว่าน็อกและได้กองกลาง',
    'rooms.rummy.rules.stock': 'เมื่อกองจั่วหมด มือที่มีแต้มนอกชุดน้อยที่สุด (เอซ 1 ไพ่ภาพ 10) ได้กองกลาง เท่ากันแบ่งกัน',
    'rooms.rummy.rules.strategy':
      'กลยุทธ์เจ้ามือ: เก็บไพ่บนสุดของกองทิ้งเมื่อทำชุดได้ มิฉะนั้นจั่ว ทิ้งใบที่ทำให้แต้มนอกชุดเหลือน้อยที่สุด (เท่ากันทิ้งใบที่สูงกว่า)',
    'rooms.rummy.rules.simplified': 'ไม่มีในเกมนี้: การวางชุดระหว่างเกมและการฝากไพ่ลงชุดอื่น มือหนึ่งน็อกได้ในครั้งเดียว',
  },
  vi: {
    'rooms.rummy.rules.deal': 'Bốn ghế, mỗi ghế {cards} lá; một lá lật lên mở đầu chồng bài bỏ.',
    'rooms.rummy.rules.melds':
      'Một bộ là ba hoặc bốn lá cùng số, hoặc từ ba lá cùng chất liên tiếp trở lên, Át tính thấp.',
    'rooms.rummy.rules.turn':
      'Lần lượt mỗi ghế bốc từ nọc hoặc lấy lá trên cùng của chồng bỏ, rồi bỏ một lá (không phải lá vừa lấy).',
    'rooms.rummy.rules.out': 'Ghế có các lá còn lại sau khi bỏ đều thành bộ thì hạ hết bài và ăn pot.',
    'rooms.rummy.rules.stock':
      'Khi nọc hết, tay có ít điểm ngoài bộ nhất (Át 1, lá hình 10) ăn pot; bằng nhau thì chia đều.',
    'rooms.rummy.rules.strategy':
      'Chiến lược nhà cái: lấy lá trên cùng chồng bỏ khi tạo được bộ, nếu không thì bốc; bỏ lá để lại ít điểm ngoài bộ nhất (bằng nhau thì bỏ lá cao hơn).',
    'rooms.rummy.rules.simplified':
      'Không có ở đây: hạ bộ giữa ván và gửi bài vào bộ khác; một tay hạ hết bài một lần.',
  },
  ko: {
    'rooms.rummy.rules.deal': '네 좌석이 {cards}장씩 받고, 한 장을 펼쳐 버림 더미를 시작합니다.',
    'rooms.rummy.rules.melds':
      '멜드는 같은 숫자 세 장이나 네 장, 또는 같은 무늬로 이어진 세 장 이상입니다(에이스는 낮게).',
    'rooms.rummy.rules.turn':
      '차례로 각 좌석은 더미에서 뽑거나 버림 더미 맨 위 카드를 가져온 뒤 한 장을 버립니다(방금 가져온 카드는 안 됨).',
    'rooms.rummy.rules.out': '버린 뒤 남은 카드가 모두 멜드가 되는 좌석은 나가며 팟을 가져갑니다.',
    'rooms.rummy.rules.stock':
      '더미가 떨어지면 멜드 밖 점수(에이스 1, 그림 10)가 가장 적은 패가 팟을 가져가고, 같으면 나눕니다.',
    'rooms.rummy.rules.strategy':
      '하우스 전략: 버림 더미 맨 위 카드로 멜드가 되면 가져오고, 아니면 뽑습니다. 멜드 밖 점수가 가장 적게 남는 카드를 버립니다(같으면 높은 카드).',
    'rooms.rummy.rules.simplified':
      '여기서는 하지 않는 것: 판 도중 멜드 내려놓기와 다른 멜드에 붙이기. 한 번에 모두 내며 나갑니다.',
  },
  id: {
    'rooms.rummy.rules.deal':
      'Empat kursi masing-masing mendapat {cards} kartu; satu kartu membuka tumpukan buangan.',
    'rooms.rummy.rules.melds':
      'Meld adalah tiga atau empat kartu berangka sama, atau tiga kartu atau lebih sejenis berurutan, as rendah.',
    'rooms.rummy.rules.turn':
      'Bergiliran setiap kursi menarik dari tumpukan atau mengambil buangan teratas, lalu membuang (bukan kartu yang baru diambil).',
    'rooms.rummy.rules.out':
      'Kursi yang kartu sisanya setelah membuang semuanya membentuk meld keluar dan mengambil pot.',
    'rooms.rummy.rules.stock':
      'Bila tumpukan habis, tangan dengan poin paling sedikit di luar meld (as 1, kartu gambar 10) mengambil pot; tangan sama berbagi.',
    'rooms.rummy.rules.strategy':
      'Strategi bandar: ambil buangan teratas bila membentuk meld, jika tidak tarik; buang kartu yang menyisakan poin paling sedikit di luar meld (kartu lebih tinggi bila seri).',
    'rooms.rummy.rules.simplified':
      'Tidak dimainkan di sini: menurunkan meld selama permainan dan menitipkan kartu ke meld lain; tangan keluar sekaligus.',
  },
};
