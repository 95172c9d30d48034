import type { Strings } from '../../../engine/locale.ts';

export const zjhStrings: Strings = {
  en: {
    'rooms.zjh.rules.deal': 'Each seat gets three cards from one 52-card deck, shuffled for every hand.',
    'rooms.zjh.rules.ranking':
      'Hands from the highest: leopard (three of a kind), straight flush, flush, straight, pair, high card. Aces are high, except in A-2-3, the lowest straight; Q-K-A is the highest. Suits never break a tie.',
    'rooms.zjh.rules.betting':
      '{rounds} betting rounds, each from the seat after the dealer button. The level starts at one ante. On its turn a seat folds, calls (puts the level into the pot) or raises the level by one ante, up to {max}, and puts the new level in.',
    'rooms.zjh.rules.showdown':
      'When one seat is left it takes the pot; after the last round the best hand among the seats still in takes it; equal hands share it.',
    'rooms.zjh.rules.strategy':
      'House strategy: a straight or better raises (calls at the top level); a pair of tens or better raises to level 3 and calls above it; a lower pair calls up to level 2; ace high calls up to level 2 in the first two rounds; king high calls at level 1 in the first round; anything else folds.',
    'rooms.zjh.rules.simplified':
      'Not played here: blind (unseen) betting, the paid comparison between two seats and the 2-3-5 rule.',
  },
  cn: {
    'rooms.zjh.rules.deal': '每局洗一副52张的牌，每个座位发三张。',
    'rooms.zjh.rules.ranking':
      '牌型从大到小：豹子（三张同点）、顺金（同花顺）、金花（同花）、顺子、对子、散牌。A为最大，但A-2-3是最小的顺子；Q-K-A最大。花色不比大小。',
    'rooms.zjh.rules.betting':
      '共 {rounds} 轮下注，每轮从庄位下一家开始。注额从一个底注起。轮到时可弃牌、跟注（按当前注额下注）或加注：注额加一个底注（最多 {max}）并按新注额下注。',
    'rooms.zjh.rules.showdown':
      '只剩一个座位时，该座位赢得奖池；最后一轮后，未弃牌座位中牌最大者赢得奖池；牌一样大则平分。',
    'rooms.zjh.rules.strategy':
      '庄家策略：顺子及以上加注（注额封顶时跟注）；对10及以上加注到3倍并在更高时跟注；更小的对子在注额不超过2倍时跟注；A高牌在前两轮注额不超过2倍时跟注；K高牌只在第一轮1倍注额时跟注；其余弃牌。',
    'rooms.zjh.rules.simplified': '本玩法不含：闷牌（不看牌下注）、付费比牌和235规则。',
  },
  ja: {
    'rooms.zjh.rules.deal': '毎ハンド52枚のデッキをシャッフルし、各席に3枚ずつ配ります。',
    'rooms.zjh.rules.ranking':
      '役は強い順に：豹子（スリーカード）、ストレートフラッシュ、フラッシュ、ストレート、ペア、ハイカード。エースが最強ですが、A-2-3は最弱のストレートで、Q-K-Aが最強です。スートで優劣はつきません。',
    'rooms.zjh.rules.betting':
      'ベットは {rounds} ラウンドで、各ラウンドはディーラーボタンの次の席から始まります。レベルは1アンティから。手番ではフォールド、コール（現在のレベルをポットに入れる）、またはレイズ（レベルを1アンティ上げ、最大 {max}、新しいレベルを入れる）を選びます。',
    'rooms.zjh.rules.showdown':
      '1席だけ残ればその席がポットを獲得します。最終ラウンド後は、残った席のうち最も強い手がポットを獲得し、同じ強さなら分け合います。',
    'rooms.zjh.rules.strategy':
      'ハウス戦略：ストレート以上はレイズ（最高レベルではコール）。10以上のペアはレベル3までレイズし、それ以上はコール。それより低いペアはレベル2までコール。エースハイは最初の2ラウンドでレベル2までコール。キングハイは第1ラウンドのレベル1でのみコール。それ以外はフォールド。',
    'rooms.zjh.rules.simplified':
      'ここでは遊べないもの：カードを見ないブラインドベット、2席間の有料比べ、2-3-5ルール。',
  },
  th: {
    'rooms.zjh.rules.deal': 'ทุกตาสับไพ่สำรับ 52 ใบใหม่ แจกที่นั่งละสามใบ',
    'rooms.zjh.rules.ranking':
      'ไพ่จากสูงไปต่ำ: เสือดาว (ตอง) สเตรทฟลัช ฟลัช สเตรท คู่ ไพ่สูง เอซสูงสุด ยกเว้น A-2-3 ซึ่งเป็นสเตรทต่ำสุด Q-K-A สูงสุด ดอกไม่ใช้ตัดสินเสมอ',
    'rooms.zjh.rules.betting':
      'เดิมพัน {rounds} รอบ แต่ละรอบเริ่มจากที่นั่งถัดจากปุ่มเจ้ามือ ระดับเดิมพันเริ่มที่หนึ่งเท่าของเงินตั้งต้น เมื่อถึงตา ที่นั่งจะหมอบ ตาม (ใส่ระดับปัจจุบันเข้ากองกลาง) หรือเพิ่มระดับขึ้นหนึ่งเท่า สูงสุด {max} แล้วใส่ระดับใหม่',
    'rooms.zjh.rules.showdown':
      'เมื่อเหลือที่นั่งเดียว ที่นั่งนั้นได้กองกลาง หลังรอบสุดท้าย ไพ่ที่ดีที่สุดในบรรดาที่นั่งที่ยังไม่หมอบได้กองกลาง ถ้าเท่ากันแบ่งกัน',
    'rooms.zjh.rules.strategy':
      'กลยุทธ์เจ้ามือ: สเตรทขึ้นไปเพิ่มเดิมพัน (ตามเมื่อถึงระดับสูงสุด) คู่สิบขึ้นไปเพิ่มถึงระดับ 3 แล้วตามเมื่อสูงกว่า คู่ที่ต่ำกว่าตามถึงระดับ 2 ไพ่สูงเอซตามถึงระดับ 2 ในสองรอบแรก ไพ่สูงคิงตามเฉพาะระดับ 1 ในรอบแรก นอกนั้นหมอบ',
    'rooms.zjh.rules.simplified': 'ไม่มีในเกมนี้: การเดิมพันแบบไม่ดูไพ่ การจ่ายเงินเพื่อเทียบไพ่สองที่นั่ง และกฎ 2-3-5',
  },
  vi: {
    'rooms.zjh.rules.deal': 'Mỗi ván xáo một bộ 52 lá, mỗi ghế được chia ba lá.',
    'rooms.zjh.rules.ranking':
      'Các tay bài từ cao xuống: báo (sám cô), thùng phá sảnh, thùng, sảnh, đôi, mậu thầu. Át lớn nhất, trừ A-2-3 là sảnh nhỏ nhất; Q-K-A lớn nhất. Chất không phân định hòa.',
    'rooms.zjh.rules.betting':
      '{rounds} vòng cược, mỗi vòng bắt đầu từ ghế sau nút chia bài. Mức cược bắt đầu từ một tiền cược ván. Đến lượt, mỗi ghế bỏ bài, theo (bỏ mức hiện tại vào pot) hoặc tố thêm một tiền cược ván, tối đa {max}, rồi bỏ mức mới vào.',
    'rooms.zjh.rules.showdown':
      'Khi chỉ còn một ghế, ghế đó ăn pot; sau vòng cuối, tay bài mạnh nhất trong các ghế còn lại ăn pot; bằng nhau thì chia đều.',
    'rooms.zjh.rules.strategy':
      'Chiến lược nhà cái: sảnh trở lên thì tố (theo khi đã ở mức cao nhất); đôi 10 trở lên tố đến mức 3 và theo khi cao hơn; đôi nhỏ hơn theo đến mức 2; mậu thầu Át theo đến mức 2 trong hai vòng đầu; mậu thầu K chỉ theo ở mức 1 vòng đầu; còn lại bỏ bài.',
    'rooms.zjh.rules.simplified':
      'Không có ở đây: cược mù (không xem bài), trả tiền so bài giữa hai ghế và luật 2-3-5.',
  },
  ko: {
    'rooms.zjh.rules.deal': '판마다 52장 한 벌을 섞어 각 좌석에 세 장씩 나눕니다.',
    'rooms.zjh.rules.ranking':
      '족보는 높은 순으로: 표범(트리플), 스트레이트 플러시, 플러시, 스트레이트, 페어, 하이카드. 에이스가 가장 높지만 A-2-3은 가장 낮은 스트레이트이고 Q-K-A가 가장 높습니다. 무늬로는 승부를 가리지 않습니다.',
    'rooms.zjh.rules.betting':
      '베팅은 {rounds}라운드이며 각 라운드는 딜러 버튼 다음 좌석부터 시작합니다. 레벨은 앤티 1배에서 시작합니다. 차례가 되면 폴드, 콜(현재 레벨을 팟에 넣음), 또는 레벨을 앤티 1배 올려(최대 {max}) 새 레벨을 넣는 레이즈를 합니다.',
    'rooms.zjh.rules.showdown':
      '한 좌석만 남으면 그 좌석이 팟을 가져갑니다. 마지막 라운드 뒤에는 남은 좌석 중 가장 높은 패가 팟을 가져가고, 같으면 나눕니다.',
    'rooms.zjh.rules.strategy':
      '하우스 전략: 스트레이트 이상은 레이즈(최고 레벨에서는 콜), 10 이상 페어는 레벨 3까지 레이즈하고 그 위에서는 콜, 더 낮은 페어는 레벨 2까지 콜, 에이스 하이는 처음 두 라운드에서 레벨 2까지 콜, 킹 하이는 첫 라운드 레벨 1에서만 콜, 나머지는 폴드.',
    'rooms.zjh.rules.simplified':
      '여기서는 하지 않는 것: 카드를 보지 않는 블라인드 베팅, 두 좌석 간 유료 비교, 2-3-5 규칙.',
  },
  id: {
    'rooms.zjh.rules.deal': 'Setiap tangan satu dek 52 kartu dikocok, dan setiap kursi mendapat tiga kartu.',
    'rooms.zjh.rules.ranking':
      'Kombinasi dari tertinggi: leopard (three of a kind), straight flush, flush, straight, pair, kartu tinggi. As tertinggi, kecuali dalam A-2-3, straight terendah; Q-K-A tertinggi. Jenis kartu tidak memecah seri.',
    'rooms.zjh.rules.betting':
      '{rounds} putaran taruhan, masing-masing dari kursi setelah tombol dealer. Level dimulai dari satu ante. Pada gilirannya kursi fold, call (memasukkan level ke pot) atau raise, menaikkan level satu ante sampai {max}, lalu memasukkan level baru.',
    'rooms.zjh.rules.showdown':
      'Bila tinggal satu kursi, kursi itu mengambil pot; setelah putaran terakhir kombinasi terbaik di antara kursi yang masih bertahan mengambilnya; kombinasi sama berbagi.',
    'rooms.zjh.rules.strategy':
      'Strategi bandar: straight ke atas raise (call di level tertinggi); pair sepuluh ke atas raise sampai level 3 lalu call di atasnya; pair lebih rendah call sampai level 2; as tinggi call sampai level 2 di dua putaran pertama; raja tinggi call di level 1 pada putaran pertama; selain itu fold.',
    'rooms.zjh.rules.simplified':
      'Tidak dimainkan di sini: taruhan buta (tanpa melihat kartu), perbandingan berbayar antara dua kursi dan aturan 2-3-5.',
  },
};
