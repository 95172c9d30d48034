import type { Strings } from '../../../engine/locale.ts';

export const phomStrings: Strings = {
  en: {
    'rooms.phom.rules.deal':
      'Four seats: the seat after the dealer button gets ten cards and opens with a discard; the others get nine.',
    'rooms.phom.rules.melds':
      'A phỏm is three or four cards of one rank, or three or more of one suit in a row, the ace low only.',
    'rooms.phom.rules.turn':
      'In turn each seat draws from the stock, or takes the last discard when it makes a phỏm with its cards, then discards; every seat discards {turns} times.',
    'rooms.phom.rules.take': 'A taken card stays in the hand: it cannot be discarded.',
    'rooms.phom.rules.u':
      'A seat whose cards all fit into phỏm (all but the one it would discard) wins at once (ù).',
    'rooms.phom.rules.showdown':
      'Otherwise, after the last discard, each hand counts the points of its cards outside phỏm (ace 1 … king 13). The fewest points take the pot; a hand without any phỏm (móm) comes last; equal hands share.',
    'rooms.phom.rules.strategy':
      'House strategy: take a discard whenever it makes a phỏm, else draw; discard the card that leaves the fewest points outside phỏm (the higher card on a tie).',
    'rooms.phom.rules.simplified':
      "Not played here: laying off on other seats' phỏm, the penalties for feeding a phỏm, and payments by place (the pot goes to the best hand).",
  },
  cn: {
    'rooms.phom.rules.deal': '四个座位：庄位下一家发十张并先打出一张，其余各发九张。',
    'rooms.phom.rules.melds': '“phỏm”是三或四张同点数的牌，或三张及以上同花色连续的牌，A只能作最小。',
    'rooms.phom.rules.turn':
      '依次每个座位从牌堆摸一张，或在上一张弃牌能与手牌组成phỏm时吃进它，然后打出一张；每个座位共打出 {turns} 次。',
    'rooms.phom.rules.take': '吃进的牌留在手中，不能打出。',
    'rooms.phom.rules.u': '手牌全部能组成phỏm（除要打出的一张外）的座位立即获胜（ù）。',
    'rooms.phom.rules.showdown':
      '否则在最后一次打牌后，每手牌计算phỏm以外牌的点数（A为1……K为13）。点数最少者赢得奖池；没有任何phỏm（móm）的排最后；相同则平分。',
    'rooms.phom.rules.strategy':
      '庄家策略：上一张弃牌能组成phỏm就吃，否则摸牌；打出使phỏm以外点数最少的牌（相同时打较大的牌）。',
    'rooms.phom.rules.simplified':
      '本玩法不含：把牌放到别人的phỏm上、喂牌的罚分以及按名次付款（奖池归最好的一手）。',
  },
  ja: {
    'rooms.phom.rules.deal':
      '4席：ディーラーボタンの次の席は10枚を受け取り最初に1枚捨てます。他の席は9枚です。',
    'rooms.phom.rules.melds':
      'phỏmは同じ数字の3枚か4枚、または同じスートで連続する3枚以上です。エースは低い側だけです。',
    'rooms.phom.rules.turn':
      '順番に各席は山から1枚引くか、直前の捨て札が手札とphỏmになるならそれを取り、その後1枚捨てます。各席は {turns} 回捨てます。',
    'rooms.phom.rules.take': '取った札は手札に残り、捨てることはできません。',
    'rooms.phom.rules.u': '手札がすべてphỏmに収まる席（捨てる1枚を除く）は即勝ち（ù）です。',
    'rooms.phom.rules.showdown':
      'そうでなければ最後の捨て札の後、各手はphỏm以外の札の点数（エース1…キング13）を数えます。点数が最も少ない手がポットを獲得し、phỏmが1つもない手（móm）は最下位、同点は分け合います。',
    'rooms.phom.rules.strategy':
      'ハウス戦略：捨て札でphỏmができるなら取り、そうでなければ引きます。phỏm以外の点数が最も少なくなる札を捨てます（同じなら高い札）。',
    'rooms.phom.rules.simplified':
      'ここでは遊べないもの：他の席のphỏmへの付け札、phỏmを作らせた罰、順位ごとの支払い（ポットは最良の手へ）。',
  },
  th: {
    'rooms.phom.rules.deal': 'สี่ที่นั่ง: ที่นั่งถัดจากปุ่มเจ้ามือได้สิบใบและเริ่มด้วยการทิ้งไพ่ ที่นั่งอื่นได้เก้าใบ',
    'rooms.phom.rules.melds': 'phỏm คือไพ่แต้มเดียวกันสามหรือสี่ใบ หรือไพ่ดอกเดียวกันเรียงกันสามใบขึ้นไป เอซนับต่ำเท่านั้น',
    'rooms.phom.rules.turn':
      'ผลัดกันจั่วจากกอง หรือเก็บไพ่ทิ้งใบล่าสุดเมื่อทำ phỏm กับไพ่ในมือได้ แล้วทิ้งหนึ่งใบ แต่ละที่นั่งทิ้ง {turns} ครั้ง',
    'rooms.phom.rules.take': 'ไพ่ที่เก็บมาต้องอยู่ในมือ ทิ้งไม่ได้',
    'rooms.phom.rules.u': 'ที่นั่งที่ไพ่ทั้งหมดเข้า phỏm ได้ (ยกเว้นใบที่จะทิ้ง) ชนะทันที (ù)',
    'rooms.phom.rules.showdown':
      'มิฉะนั้น หลังการทิ้งครั้งสุดท้าย แต่ละมือนับแต้มไพ่ที่อยู่นอก phỏm (เอซ 1 … คิง 13) แต้มน้อยที่สุดได้กองกลาง มือที่ไม่มี phỏm เลย (móm) อยู่ท้ายสุด เท่ากันแบ่งกัน',
    'rooms.phom.rules.strategy':
      'กลยุทธ์เจ้ามือ: เก็บไพ่ทิ้งเมื่อทำ phỏm ได้ มิฉะนั้นจั่ว ทิ้งใบที่ทำให้แต้มนอก phỏm เหลือน้อยที่สุด (เท่ากันทิ้งใบที่สูงกว่า)',
    'rooms.phom.rules.simplified':
      'ไม่มีในเกมนี้: การฝากไพ่ลง phỏm ของผู้อื่น ค่าปรับเมื่อให้คนอื่นกิน และการจ่ายตามอันดับ (กองกลางเป็นของมือที่ดีที่สุด)',
  },
  vi: {
    'rooms.phom.rules.deal':
      'Bốn ghế: ghế sau nút chia bài được mười lá và đánh trước một lá; các ghế khác được chín lá.',
    'rooms.phom.rules.melds':
      'Phỏm là ba hoặc bốn lá cùng số, hoặc từ ba lá cùng chất liên tiếp trở lên, Át chỉ tính thấp.',
    'rooms.phom.rules.turn':
      'Lần lượt mỗi ghế bốc một lá từ nọc, hoặc ăn lá vừa đánh nếu nó tạo phỏm với bài trên tay, rồi đánh một lá; mỗi ghế đánh {turns} lần.',
    'rooms.phom.rules.take': 'Lá đã ăn phải giữ trên tay, không được đánh ra.',
    'rooms.phom.rules.u': 'Ghế có toàn bộ bài nằm trong phỏm (trừ lá sẽ đánh) thắng ngay (ù).',
    'rooms.phom.rules.showdown':
      'Nếu không, sau lá đánh cuối cùng, mỗi tay tính điểm các lá ngoài phỏm (Át 1 … K 13). Ít điểm nhất ăn pot; tay không có phỏm nào (móm) đứng cuối; bằng điểm thì chia đều.',
    'rooms.phom.rules.strategy':
      'Chiến lược nhà cái: ăn lá đánh ra khi tạo được phỏm, nếu không thì bốc; đánh lá để lại ít điểm ngoài phỏm nhất (bằng nhau thì đánh lá cao hơn).',
    'rooms.phom.rules.simplified':
      'Không có ở đây: gửi bài vào phỏm người khác, phạt đền khi cho ăn và trả tiền theo thứ hạng (pot về tay bài tốt nhất).',
  },
  ko: {
    'rooms.phom.rules.deal':
      '네 좌석: 딜러 버튼 다음 좌석은 열 장을 받고 한 장을 버리며 시작하고, 나머지는 아홉 장을 받습니다.',
    'rooms.phom.rules.melds':
      'phỏm은 같은 숫자 세 장이나 네 장, 또는 같은 무늬로 이어진 세 장 이상이며 에이스는 낮게만 씁니다.',
    'rooms.phom.rules.turn':
      '차례로 각 좌석은 더미에서 한 장을 뽑거나, 직전에 버린 카드가 손패와 phỏm이 되면 그것을 가져온 뒤 한 장을 버립니다. 각 좌석은 {turns}번 버립니다.',
    'rooms.phom.rules.take': '가져온 카드는 손에 남으며 버릴 수 없습니다.',
    'rooms.phom.rules.u': '카드가 모두 phỏm에 들어가는 좌석(버릴 한 장 제외)은 바로 이깁니다(ù).',
    'rooms.phom.rules.showdown':
      '그렇지 않으면 마지막으로 버린 뒤 각 패는 phỏm 밖 카드의 점수(에이스 1 … 킹 13)를 셉니다. 점수가 가장 적은 패가 팟을 가져가고, phỏm이 하나도 없는 패(móm)는 꼴찌이며, 같으면 나눕니다.',
    'rooms.phom.rules.strategy':
      '하우스 전략: 버린 카드로 phỏm이 되면 가져오고, 아니면 뽑습니다. phỏm 밖 점수가 가장 적게 남는 카드를 버립니다(같으면 높은 카드).',
    'rooms.phom.rules.simplified':
      '여기서는 하지 않는 것: 다른 좌석의 phỏm에 붙이기, phỏm을 먹게 해 준 벌점, 순위별 지불(팟은 가장 좋은 패에게).',
  },
  id: {
    'rooms.phom.rules.deal':
      'Empat kursi: kursi setelah tombol dealer mendapat sepuluh kartu dan membuka dengan membuang; yang lain sembilan.',
    'rooms.phom.rules.melds':
      'Phỏm adalah tiga atau empat kartu berangka sama, atau tiga kartu atau lebih sejenis berurutan, as hanya rendah.',
    'rooms.phom.rules.turn':
      'Bergiliran setiap kursi mengambil dari tumpukan, atau mengambil buangan terakhir bila membentuk phỏm dengan kartunya, lalu membuang; setiap kursi membuang {turns} kali.',
    'rooms.phom.rules.take': 'Kartu yang diambil tetap di tangan: tidak boleh dibuang.',
    'rooms.phom.rules.u':
      'Kursi yang semua kartunya masuk phỏm (kecuali yang akan dibuang) langsung menang (ù).',
    'rooms.phom.rules.showdown':
      'Jika tidak, setelah buangan terakhir setiap tangan menghitung poin kartu di luar phỏm (as 1 … raja 13). Poin paling sedikit mengambil pot; tangan tanpa phỏm sama sekali (móm) terakhir; tangan sama berbagi.',
    'rooms.phom.rules.strategy':
      'Strategi bandar: ambil buangan bila membentuk phỏm, jika tidak tarik dari tumpukan; buang kartu yang menyisakan poin paling sedikit di luar phỏm (kartu lebih tinggi bila seri).',
    'rooms.phom.rules.simplified':
      'Tidak dimainkan di sini: menitipkan kartu ke phỏm kursi lain, denda karena memberi phỏm, dan pembayaran menurut peringkat (pot untuk tangan terbaik).',
  },
};
