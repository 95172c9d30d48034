import type { Strings } from '../../../engine/locale.ts';

export const dummyStrings: Strings = {
  en: {
    'rooms.dummy.rules.deal': 'Four seats get {cards} cards each; one card starts the discard pile.',
    'rooms.dummy.rules.melds':
      'A meld is three or four cards of one rank, or three or more of one suit in a row; the ace may start or end a run.',
    'rooms.dummy.rules.turn':
      'In turn each seat draws from the stock, or takes the top discard if it lays it down at once in a meld with its cards; it may lay down melds, then discards.',
    'rooms.dummy.rules.points': 'Points: two to nine 5, ten and pictures 10, ace 15; the 2♣ and the Q♠ 50.',
    'rooms.dummy.rules.end':
      'The hand ends when a seat discards its last card (a knock, {bonus} points more) or the stock runs out. A score is the points laid down less the points still in the hand; the best score takes the pot, equal scores share.',
    'rooms.dummy.rules.strategy':
      'House strategy: take the top discard when it makes a meld, else draw; lay down, one at a time, the melds that leave the fewest points in the hand, keeping a card to discard; discard the card that leaves the fewest points outside melds.',
    'rooms.dummy.rules.simplified':
      'Not played here: taking cards from deeper in the pile, the head card, laying off on melds on the table, and the special bonuses (speto, dummy).',
  },
  cn: {
    'rooms.dummy.rules.deal': '四个座位各发 {cards} 张牌；翻开一张作为弃牌堆的第一张。',
    'rooms.dummy.rules.melds':
      '组合是三或四张同点数的牌，或三张及以上同花色连续的牌；A可在顺子的开头或结尾。',
    'rooms.dummy.rules.turn':
      '依次每个座位从牌堆摸一张，或拿弃牌堆顶的牌并立即与手牌组成组合亮出；可以亮出组合，然后打出一张。',
    'rooms.dummy.rules.points': '分值：2至9为5分，10和人头牌为10分，A为15分；梅花2和黑桃Q为50分。',
    'rooms.dummy.rules.end':
      '有座位打出最后一张牌（敲牌，另加 {bonus} 分）或牌堆摸完时牌局结束。得分为亮出的牌分值减去手中剩余牌的分值；得分最高者赢得奖池，相同则平分。',
    'rooms.dummy.rules.strategy':
      '庄家策略：弃牌堆顶的牌能成组就拿，否则摸牌；逐一亮出使手中剩余分值最少的组合，并留一张用来打出；打出使组合以外分值最少的牌。',
    'rooms.dummy.rules.simplified':
      '本玩法不含：从弃牌堆更深处拿牌、首张牌规则、往桌上的组合添牌，以及特殊奖励（speto、dummy）。',
  },
  ja: {
    'rooms.dummy.rules.deal': '4席に {cards} 枚ずつ配り、1枚を表にして捨て札の山を始めます。',
    'rooms.dummy.rules.melds':
      'メルドは同じ数字の3枚か4枚、または同じスートで連続する3枚以上です。エースは階段の始めにも終わりにもなれます。',
    'rooms.dummy.rules.turn':
      '順番に各席は山から引くか、捨て札の一番上を取ってすぐに手札とメルドにして出します。メルドを出すことができ、その後1枚捨てます。',
    'rooms.dummy.rules.points': '点数：2〜9は5、10と絵札は10、エースは15。♣2と♠Qは50。',
    'rooms.dummy.rules.end':
      'ある席が最後の札を捨てる（ノック、{bonus} 点加算）か山がなくなるとハンドは終わります。得点は出した札の点数から手に残った札の点数を引いたもので、最高得点がポットを獲得し、同点は分け合います。',
    'rooms.dummy.rules.strategy':
      'ハウス戦略：捨て札でメルドができるなら取り、そうでなければ引きます。手に残る点数が最も少なくなるメルドを1つずつ出し、捨てる札を1枚残します。メルド以外の点数が最も少なくなる札を捨てます。',
    'rooms.dummy.rules.simplified':
      'ここでは遊べないもの：捨て札の山の深い札を取ること、ヘッドカード、場のメルドへの付け札、特別ボーナス（speto、dummy）。',
  },
  th: {
    'rooms.dummy.rules.deal': 'สี่ที่นั่งได้ที่นั่งละ {cards} ใบ เปิดไพ่หนึ่งใบเป็นกองทิ้ง',
    'rooms.dummy.rules.melds':
      'ชุดคือไพ่แต้มเดียวกันสามหรือสี่ใบ หรือไพ่ดอกเดียวกันเรียงกันสามใบขึ้นไป เอซอยู่ต้นหรือท้ายของเรียงก็ได้',
    'rooms.dummy.rules.turn':
      'ผลัดกันจั่วจากกอง หรือเก็บไพ่บนสุดของกองทิ้งหากนำไปวางเป็นชุดกับไพ่ในมือทันที จะวางชุดก็ได้ แล้วทิ้งหนึ่งใบ',
    'rooms.dummy.rules.points': 'แต้ม: สองถึงเก้า 5 สิบและไพ่ภาพ 10 เอซ 15 ส่วน 2♣ และ Q♠ 50',
    'rooms.dummy.rules.end':
      'ตาจบเมื่อมีที่นั่งทิ้งไพ่ใบสุดท้าย (น็อก ได้เพิ่ม {bonus} แต้ม) หรือกองจั่วหมด คะแนนคือแต้มที่วางลงหักแต้มที่ยังอยู่ในมือ คะแนนสูงสุดได้กองกลาง เท่ากันแบ่งกัน',
    'rooms.dummy.rules.strategy':
      'กลยุทธ์เจ้ามือ: เก็บไพ่บนสุดของกองทิ้งเมื่อทำชุดได้ มิฉะนั้นจั่ว วางชุดทีละชุดที่ทำให้แต้มในมือเหลือน้อยที่สุดโดยเหลือไพ่ไว้ทิ้งหนึ่งใบ ทิ้งใบที่ทำให้แต้มนอกชุดเหลือน้อยที่สุด',
    'rooms.dummy.rules.simplified':
      'ไม่มีในเกมนี้: การเก็บไพ่ลึกลงไปในกองทิ้ง ไพ่หัว การฝากไพ่ลงชุดบนโต๊ะ และโบนัสพิเศษ (สเปโต ดัมมี่)',
  },
  vi: {
    'rooms.dummy.rules.deal': 'Bốn ghế, mỗi ghế {cards} lá; một lá lật lên mở đầu chồng bài bỏ.',
    'rooms.dummy.rules.melds':
      'Một bộ là ba hoặc bốn lá cùng số, hoặc từ ba lá cùng chất liên tiếp trở lên; Át có thể đứng đầu hoặc cuối dây.',
    'rooms.dummy.rules.turn':
      'Lần lượt mỗi ghế bốc từ nọc, hoặc lấy lá trên cùng chồng bỏ nếu hạ ngay nó thành bộ với bài trên tay; có thể hạ các bộ, rồi bỏ một lá.',
    'rooms.dummy.rules.points': 'Điểm: hai đến chín 5, mười và lá hình 10, Át 15; 2♣ và Q♠ 50.',
    'rooms.dummy.rules.end':
      'Ván kết thúc khi một ghế bỏ lá cuối cùng (knock, cộng thêm {bonus} điểm) hoặc nọc hết. Điểm là điểm các lá đã hạ trừ điểm các lá còn trên tay; điểm cao nhất ăn pot, bằng nhau thì chia đều.',
    'rooms.dummy.rules.strategy':
      'Chiến lược nhà cái: lấy lá trên cùng chồng bỏ khi tạo được bộ, nếu không thì bốc; hạ từng bộ một sao cho còn ít điểm trên tay nhất, giữ lại một lá để bỏ; bỏ lá để lại ít điểm ngoài bộ nhất.',
    'rooms.dummy.rules.simplified':
      'Không có ở đây: lấy bài sâu hơn trong chồng bỏ, lá đầu, gửi bài vào bộ trên bàn và các thưởng đặc biệt (speto, dummy).',
  },
  ko: {
    'rooms.dummy.rules.deal': '네 좌석이 {cards}장씩 받고, 한 장을 펼쳐 버림 더미를 시작합니다.',
    'rooms.dummy.rules.melds':
      '멜드는 같은 숫자 세 장이나 네 장, 또는 같은 무늬로 이어진 세 장 이상이며, 에이스는 줄의 처음이나 끝에 올 수 있습니다.',
    'rooms.dummy.rules.turn':
      '차례로 각 좌석은 더미에서 뽑거나, 버림 더미 맨 위 카드를 가져와 곧바로 손패와 멜드로 내려놓습니다. 멜드를 내려놓을 수 있고, 그다음 한 장을 버립니다.',
    'rooms.dummy.rules.points': '점수: 2~9는 5, 10과 그림은 10, 에이스 15, ♣2와 ♠Q는 50.',
    'rooms.dummy.rules.end':
      '한 좌석이 마지막 카드를 버리거나(노크, {bonus}점 추가) 더미가 떨어지면 판이 끝납니다. 점수는 내려놓은 카드 점수에서 손에 남은 카드 점수를 뺀 값이며, 최고 점수가 팟을 가져가고 같으면 나눕니다.',
    'rooms.dummy.rules.strategy':
      '하우스 전략: 버림 더미 맨 위 카드로 멜드가 되면 가져오고, 아니면 뽑습니다. 손에 남는 점수가 가장 적은 멜드를 한 번에 하나씩 내려놓되 버릴 카드 한 장은 남깁니다. 멜드 밖 점수가 가장 적게 남는 카드를 버립니다.',
    'rooms.dummy.rules.simplified':
      '여기서는 하지 않는 것: 버림 더미 깊은 곳의 카드 가져오기, 헤드 카드, 테이블 멜드에 붙이기, 특별 보너스(speto, dummy).',
  },
  id: {
    'rooms.dummy.rules.deal':
      'Empat kursi masing-masing mendapat {cards} kartu; satu kartu membuka tumpukan buangan.',
    'rooms.dummy.rules.melds':
      'Meld adalah tiga atau empat kartu berangka sama, atau tiga kartu atau lebih sejenis berurutan; as boleh di awal atau akhir deret.',
    'rooms.dummy.rules.turn':
      'Bergiliran setiap kursi menarik dari tumpukan, atau mengambil buangan teratas bila langsung menurunkannya dalam meld dengan kartunya; kursi boleh menurunkan meld, lalu membuang.',
    'rooms.dummy.rules.points':
      'Poin: dua sampai sembilan 5, sepuluh dan kartu gambar 10, as 15; 2♣ dan Q♠ 50.',
    'rooms.dummy.rules.end':
      'Tangan berakhir bila sebuah kursi membuang kartu terakhirnya (knock, tambah {bonus} poin) atau tumpukan habis. Skor adalah poin yang diturunkan dikurangi poin yang masih di tangan; skor terbaik mengambil pot, skor sama berbagi.',
    'rooms.dummy.rules.strategy':
      'Strategi bandar: ambil buangan teratas bila membentuk meld, jika tidak tarik; turunkan satu per satu meld yang menyisakan poin paling sedikit di tangan, sisakan satu kartu untuk dibuang; buang kartu yang menyisakan poin paling sedikit di luar meld.',
    'rooms.dummy.rules.simplified':
      'Tidak dimainkan di sini: mengambil kartu lebih dalam dari tumpukan buangan, kartu kepala, menitipkan kartu ke meld di meja, dan bonus khusus (speto, dummy).',
  },
};
