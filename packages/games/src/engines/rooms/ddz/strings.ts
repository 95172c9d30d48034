import type { Strings } from '../../../engine/locale.ts';

export const ddzStrings: Strings = {
  en: {
    'rooms.ddz.rules.deal':
      'Three seats and a 54-card deck with both jokers. Each seat gets 17 cards; three are set aside for the landlord.',
    'rooms.ddz.rules.bid':
      'From the seat after the dealer button each seat bids once, 1, 2 or 3 above the last bid, or passes; a bid of 3 ends the bidding. The highest bidder is the landlord and takes the three cards, shown to all; if nobody bids, the first seat is the landlord.',
    'rooms.ddz.rules.ranks':
      'Ranks from the lowest: 3 to K, A, 2, small joker, big joker; suits never count.',
    'rooms.ddz.rules.combos':
      'Combinations: single, pair, three, three with a single or a pair, a straight of five or more up to the ace, three or more pairs in a row, two or more threes in a row (a plane) alone or with as many singles or pairs, four with two singles or two pairs, a bomb (four of a kind) and the rocket (both jokers).',
    'rooms.ddz.rules.play':
      'The landlord leads. A play must be the same combination of the same size and higher, or a bomb (a higher bomb beats a lower one) or the rocket; a seat may pass. After two passes in a row the last player leads again.',
    'rooms.ddz.rules.winner':
      'The first seat out of cards wins for its side: the landlord alone takes the pot, or the two peasants share it.',
    'rooms.ddz.rules.strategy':
      "House strategy. Bidding counts a two 1, the small joker 1, the big joker 1.5 and a bomb 2, and bids 3 from 5, 2 from 4 and 1 from 3. Leading: from the lowest rank that is not a bomb, the longest straight, else the longest run of pairs, else that rank's cards (a three with the lowest lone card). Following: the lowest play of the same shape that does not break a bomb; a bomb or the rocket only when the opponent has five cards or fewer or the seat six or fewer. A peasant never beats its partner.",
    'rooms.ddz.rules.simplified':
      'Not played here: bid and bomb multipliers (the pot is the same whatever the bid) and the spring.',
  },
  cn: {
    'rooms.ddz.rules.deal': '三个座位，一副含大小王的54张牌。每个座位发17张，留三张底牌给地主。',
    'rooms.ddz.rules.bid':
      '从庄位下一家起每个座位叫一次分：比上一次高的1、2或3分，或不叫；叫3分即结束。叫分最高者为地主，拿走三张底牌并亮给大家；无人叫分时，第一个叫分的座位当地主。',
    'rooms.ddz.rules.ranks': '点数从小到大：3至K、A、2、小王、大王；花色不分大小。',
    'rooms.ddz.rules.combos':
      '牌型：单张、对子、三张、三带一、三带一对、五张及以上的顺子（最大到A）、三对及以上的连对、两组及以上的连续三张（飞机），可带同样多的单张或对子、四带两张或两对、炸弹（四张同点）和王炸（大小王）。',
    'rooms.ddz.rules.play':
      '地主先出。跟牌须是同样牌型、同样张数且更大，或出炸弹（大炸弹压小炸弹）或王炸；也可以不出。连续两家不出后，最后出牌者重新出牌。',
    'rooms.ddz.rules.winner': '最先出完牌的座位所在一方获胜：地主独得奖池，或两位农民平分。',
    'rooms.ddz.rules.strategy':
      '庄家策略。叫分时2算1、小王算1、大王算1.5、炸弹算2：5起叫3分，4起叫2分，3起叫1分。出牌：从不是炸弹的最小点数起，出最长的顺子，否则最长的连对，否则该点数的牌（三张带最小的单牌）。跟牌：出不拆炸弹的同牌型中最小的牌；只有对手剩五张及以下或自己剩六张及以下时才出炸弹或王炸。农民从不压队友。',
    'rooms.ddz.rules.simplified': '本玩法不含：叫分与炸弹的倍数（无论叫几分奖池都一样）和春天。',
  },
  ja: {
    'rooms.ddz.rules.deal': '3席、ジョーカー2枚を含む54枚のデッキ。各席に17枚、3枚は地主用に伏せておきます。',
    'rooms.ddz.rules.bid':
      'ディーラーボタンの次の席から各席が1回ずつ、直前より高い1・2・3をコールするかパスします。3で入札は終わります。最高入札者が地主となり3枚を取り全員に見せます。誰も入札しなければ最初の席が地主です。',
    'rooms.ddz.rules.ranks':
      '強さは弱い順に：3〜K、A、2、小ジョーカー、大ジョーカー。スートは関係ありません。',
    'rooms.ddz.rules.combos':
      '組み合わせ：シングル、ペア、スリー、スリー＋1枚またはペア、Aまでの5枚以上の階段、3組以上の連続ペア、2組以上の連続スリー（飛行機、同数のシングルかペア付きも可）、フォー＋2枚または2ペア、爆弾（フォーカード）、ロケット（ジョーカー2枚）。',
    'rooms.ddz.rules.play':
      '地主が最初に出します。出す札は同じ組み合わせ・同じ枚数で強いもの、または爆弾（強い爆弾は弱い爆弾に勝つ）かロケットでなければならず、パスもできます。2人続けてパスすると最後に出した人が新たに出します。',
    'rooms.ddz.rules.winner':
      '最初に手札がなくなった席の側が勝ち：地主が単独でポットを獲得するか、農民2人が分け合います。',
    'rooms.ddz.rules.strategy':
      'ハウス戦略。入札では2を1、小ジョーカーを1、大ジョーカーを1.5、爆弾を2と数え、5以上で3、4以上で2、3以上で1をコール。リード：爆弾でない最も低い数字から最長の階段、なければ最長の連続ペア、なければその数字の札（スリーには最も低い単独札を付ける）。フォロー：爆弾を崩さない同じ形の最も低い札。爆弾やロケットは相手が5枚以下か自分が6枚以下のときだけ。農民は味方の上には出しません。',
    'rooms.ddz.rules.simplified':
      'ここでは遊べないもの：入札と爆弾の倍率（入札にかかわらずポットは同じ）、スプリング。',
  },
  th: {
    'rooms.ddz.rules.deal': 'สามที่นั่ง ไพ่ 54 ใบรวมโจ๊กเกอร์ทั้งสอง แต่ละที่นั่งได้ 17 ใบ อีกสามใบแยกไว้ให้เจ้าที่ดิน',
    'rooms.ddz.rules.bid':
      'เริ่มจากที่นั่งถัดจากปุ่มเจ้ามือ แต่ละที่นั่งประมูลหนึ่งครั้ง 1 2 หรือ 3 ที่สูงกว่าครั้งก่อน หรือผ่าน ประมูล 3 จบทันที ผู้ประมูลสูงสุดเป็นเจ้าที่ดินและรับไพ่สามใบที่เปิดให้ทุกคนเห็น ถ้าไม่มีใครประมูล ที่นั่งแรกเป็นเจ้าที่ดิน',
    'rooms.ddz.rules.ranks': 'ลำดับจากต่ำ: 3 ถึง K, A, 2, โจ๊กเกอร์เล็ก, โจ๊กเกอร์ใหญ่ ดอกไม่มีผล',
    'rooms.ddz.rules.combos':
      'ชุดไพ่: เดี่ยว คู่ ตอง ตองพ่วงเดี่ยวหรือคู่ เรียงห้าใบขึ้นไปถึง A สามคู่เรียงขึ้นไป ตองเรียงสองชุดขึ้นไป (เครื่องบิน) จะพ่วงเดี่ยวหรือคู่จำนวนเท่ากันก็ได้ โฟร์พ่วงเดี่ยวสองใบหรือสองคู่ ระเบิด (โฟร์การ์ด) และจรวด (โจ๊กเกอร์ทั้งสอง)',
    'rooms.ddz.rules.play':
      'เจ้าที่ดินลงก่อน การลงต้องเป็นชุดแบบเดียวกัน จำนวนเท่ากันและสูงกว่า หรือเป็นระเบิด (ระเบิดสูงชนะระเบิดต่ำ) หรือจรวด จะผ่านก็ได้ เมื่อผ่านติดกันสองคน ผู้ลงคนสุดท้ายได้ลงใหม่',
    'rooms.ddz.rules.winner': 'ที่นั่งแรกที่ไพ่หมดชนะให้ฝ่ายตน: เจ้าที่ดินได้กองกลางคนเดียว หรือชาวนาสองคนแบ่งกัน',
    'rooms.ddz.rules.strategy':
      'กลยุทธ์เจ้ามือ การประมูลนับไพ่ 2 เป็น 1 โจ๊กเกอร์เล็ก 1 โจ๊กเกอร์ใหญ่ 1.5 ระเบิด 2 ประมูล 3 เมื่อได้ 5 ขึ้นไป 2 เมื่อได้ 4 และ 1 เมื่อได้ 3 การลงนำ: จากแต้มต่ำสุดที่ไม่ใช่ระเบิด ลงเรียงที่ยาวที่สุด ถ้าไม่มีลงคู่เรียงยาวที่สุด ถ้าไม่มีลงไพ่แต้มนั้น (ตองพ่วงไพ่เดี่ยวต่ำสุด) การตาม: ลงชุดแบบเดียวกันที่ต่ำที่สุดโดยไม่แตกระเบิด ใช้ระเบิดหรือจรวดเฉพาะเมื่อฝ่ายตรงข้ามเหลือไม่เกินห้าใบหรือตนเหลือไม่เกินหกใบ ชาวนาไม่ทับเพื่อนร่วมทีม',
    'rooms.ddz.rules.simplified': 'ไม่มีในเกมนี้: ตัวคูณจากการประมูลและระเบิด (กองกลางเท่าเดิมไม่ว่าประมูลเท่าใด) และสปริง',
  },
  vi: {
    'rooms.ddz.rules.deal':
      'Ba ghế và bộ 54 lá có cả hai lá phăng teo. Mỗi ghế được 17 lá; ba lá để riêng cho địa chủ.',
    'rooms.ddz.rules.bid':
      'Từ ghế sau nút chia bài, mỗi ghế gọi một lần: 1, 2 hoặc 3 cao hơn lần gọi trước, hoặc bỏ; gọi 3 là kết thúc. Người gọi cao nhất làm địa chủ và lấy ba lá, lật cho mọi người xem; nếu không ai gọi, ghế đầu tiên làm địa chủ.',
    'rooms.ddz.rules.ranks': 'Thứ tự từ thấp: 3 đến K, A, 2, phăng teo nhỏ, phăng teo lớn; chất không tính.',
    'rooms.ddz.rules.combos':
      'Bộ bài: lẻ, đôi, ba, ba kèm một lá hoặc một đôi, sảnh từ năm lá trở lên đến Át, ba đôi liên tiếp trở lên, hai bộ ba liên tiếp trở lên (máy bay) đi riêng hoặc kèm bằng ấy lá lẻ hay đôi, tứ quý kèm hai lá lẻ hoặc hai đôi, bom (tứ quý) và tên lửa (hai phăng teo).',
    'rooms.ddz.rules.play':
      'Địa chủ đánh trước. Mỗi lượt phải cùng bộ, cùng số lá và cao hơn, hoặc là bom (bom lớn chặn bom nhỏ) hay tên lửa; có thể bỏ lượt. Sau hai lần bỏ liên tiếp, người đánh cuối được đánh lại.',
    'rooms.ddz.rules.winner':
      'Ghế hết bài trước thắng cho phe mình: địa chủ một mình ăn pot, hoặc hai nông dân chia nhau.',
    'rooms.ddz.rules.strategy':
      'Chiến lược nhà cái. Khi gọi, lá 2 tính 1, phăng teo nhỏ 1, phăng teo lớn 1,5, bom 2: gọi 3 từ 5, gọi 2 từ 4, gọi 1 từ 3. Đánh đầu: từ lá thấp nhất không thuộc bom, đánh sảnh dài nhất, không có thì đôi thông dài nhất, không có thì các lá cùng số đó (bộ ba kèm lá lẻ thấp nhất). Chặn: bộ cùng kiểu thấp nhất không phá bom; chỉ dùng bom hay tên lửa khi đối thủ còn năm lá trở xuống hoặc mình còn sáu lá trở xuống. Nông dân không chặn đồng đội.',
    'rooms.ddz.rules.simplified':
      'Không có ở đây: hệ số nhân của lần gọi và bom (pot như nhau dù gọi bao nhiêu) và xuân.',
  },
  ko: {
    'rooms.ddz.rules.deal':
      '세 좌석, 조커 두 장을 포함한 54장. 각 좌석은 17장을 받고 세 장은 지주 몫으로 따로 둡니다.',
    'rooms.ddz.rules.bid':
      '딜러 버튼 다음 좌석부터 각 좌석이 한 번씩 직전보다 높은 1, 2, 3을 부르거나 패스합니다. 3을 부르면 바로 끝납니다. 가장 높게 부른 좌석이 지주가 되어 세 장을 모두에게 보여 주고 가져갑니다. 아무도 부르지 않으면 첫 좌석이 지주입니다.',
    'rooms.ddz.rules.ranks': '낮은 순으로: 3~K, A, 2, 작은 조커, 큰 조커. 무늬는 따지지 않습니다.',
    'rooms.ddz.rules.combos':
      '조합: 싱글, 페어, 트리플, 트리플+싱글 또는 페어, A까지 다섯 장 이상 스트레이트, 세 쌍 이상 연속 페어, 두 개 이상 연속 트리플(비행기, 같은 수의 싱글이나 페어를 붙여도 됨), 포카드+싱글 두 장 또는 페어 두 개, 폭탄(포카드), 로켓(조커 두 장).',
    'rooms.ddz.rules.play':
      '지주가 먼저 냅니다. 내는 패는 같은 조합, 같은 장수에 더 높아야 하며, 아니면 폭탄(높은 폭탄이 낮은 폭탄을 이김)이나 로켓이어야 합니다. 패스할 수 있고, 두 번 연속 패스하면 마지막에 낸 사람이 새로 냅니다.',
    'rooms.ddz.rules.winner':
      '가장 먼저 패를 다 낸 좌석의 편이 이깁니다: 지주 혼자 팟을 가져가거나 농민 둘이 나눕니다.',
    'rooms.ddz.rules.strategy':
      '하우스 전략. 호가에서는 2를 1, 작은 조커 1, 큰 조커 1.5, 폭탄 2로 세어 5 이상이면 3, 4 이상이면 2, 3 이상이면 1을 부릅니다. 선: 폭탄이 아닌 가장 낮은 숫자부터 가장 긴 스트레이트, 없으면 가장 긴 연속 페어, 없으면 그 숫자의 카드(트리플에는 가장 낮은 외톨이 카드를 붙임). 따라 내기: 폭탄을 깨지 않는 같은 모양 중 가장 낮은 패. 폭탄이나 로켓은 상대가 다섯 장 이하이거나 자신이 여섯 장 이하일 때만. 농민은 같은 편을 누르지 않습니다.',
    'rooms.ddz.rules.simplified':
      '여기서는 하지 않는 것: 호가와 폭탄의 배수(호가와 상관없이 팟은 같음)와 스프링.',
  },
  id: {
    'rooms.ddz.rules.deal':
      'Tiga kursi dan dek 54 kartu dengan kedua joker. Setiap kursi mendapat 17 kartu; tiga disisihkan untuk tuan tanah.',
    'rooms.ddz.rules.bid':
      'Dari kursi setelah tombol dealer setiap kursi menawar sekali, 1, 2 atau 3 di atas tawaran terakhir, atau pass; tawaran 3 mengakhiri lelang. Penawar tertinggi menjadi tuan tanah dan mengambil tiga kartu yang diperlihatkan kepada semua; bila tak ada yang menawar, kursi pertama menjadi tuan tanah.',
    'rooms.ddz.rules.ranks':
      'Urutan dari terendah: 3 sampai K, A, 2, joker kecil, joker besar; jenis kartu tidak dihitung.',
    'rooms.ddz.rules.combos':
      'Kombinasi: single, pair, three, three dengan single atau pair, straight lima kartu atau lebih sampai as, tiga pair atau lebih berurutan, dua three atau lebih berurutan (pesawat) sendiri atau dengan single atau pair sebanyak itu, four dengan dua single atau dua pair, bom (four of a kind) dan roket (kedua joker).',
    'rooms.ddz.rules.play':
      'Tuan tanah memulai. Setiap keluaran harus kombinasi dan jumlah kartu yang sama dan lebih tinggi, atau bom (bom lebih tinggi mengalahkan yang lebih rendah) atau roket; kursi boleh pass. Setelah dua pass berturut-turut, pemain terakhir memulai lagi.',
    'rooms.ddz.rules.winner':
      'Kursi pertama yang kartunya habis menang untuk pihaknya: tuan tanah sendirian mengambil pot, atau kedua petani berbagi.',
    'rooms.ddz.rules.strategy':
      'Strategi bandar. Lelang menghitung kartu dua 1, joker kecil 1, joker besar 1,5 dan bom 2, lalu menawar 3 dari 5, 2 dari 4 dan 1 dari 3. Memulai: dari angka terendah yang bukan bom, straight terpanjang, jika tidak ada pair berurutan terpanjang, jika tidak ada kartu angka itu (three dengan kartu tunggal terendah). Mengikuti: keluaran terendah berbentuk sama yang tidak memecah bom; bom atau roket hanya bila lawan tinggal lima kartu atau kurang atau kursi itu enam atau kurang. Petani tidak pernah menimpa kawannya.',
    'rooms.ddz.rules.simplified':
      'Tidak dimainkan di sini: pengali tawaran dan bom (pot sama berapa pun tawarannya) dan spring.',
  },
};
