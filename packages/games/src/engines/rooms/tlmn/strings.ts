import type { Strings } from '../../../engine/locale.ts';

export const tlmnStrings: Strings = {
  en: {
    'rooms.tlmn.rules.deal': 'Four seats get thirteen cards each.',
    'rooms.tlmn.rules.ranks':
      'Ranks from the lowest: 3 to K, A, 2; between equal ranks the suit decides, from the lowest ♠ ♣ ♦ ♥.',
    'rooms.tlmn.rules.combos':
      'Combinations: single, pair, three, four of a kind, a straight of three or more ranks in a row (never with a two) and three or more pairs in a row (đôi thông).',
    'rooms.tlmn.rules.play':
      'The holder of 3♠ leads with a play holding it. A play must be the same combination and size with a higher top card; a seat that passes sits out until the round ends; when all the others have passed, the last player leads again. The first seat out of cards takes the pot.',
    'rooms.tlmn.rules.chop':
      'Chops: three pairs in a row or four of a kind beat a single two; four pairs in a row or four of a kind beat a pair of twos; four of a kind or four pairs in a row beat three pairs in a row; four pairs in a row beat four of a kind.',
    'rooms.tlmn.rules.instant':
      'Four twos, a dragon (3 to A), six pairs or five pairs in a row win at once (tới trắng).',
    'rooms.tlmn.rules.simplified':
      'Not played here: penalties for twos left in hand (thối) and for not playing a card (cóng), and places after the first.',
  },
  cn: {
    'rooms.tlmn.rules.deal': '四个座位各发十三张牌。',
    'rooms.tlmn.rules.ranks': '点数从小到大：3至K、A、2；点数相同时比花色，从小到大为♠ ♣ ♦ ♥。',
    'rooms.tlmn.rules.combos':
      '牌型：单张、对子、三张、四条、三张及以上的顺子（不能含2）以及三对及以上的连对。',
    'rooms.tlmn.rules.play':
      '持有♠3者先出，且首出必须含♠3。跟牌须同牌型、同张数且最大的一张更大；不出的座位在本轮内不能再出；其他人都不出时，最后出牌者重新出牌。最先出完牌的座位赢得奖池。',
    'rooms.tlmn.rules.chop':
      '砍牌：三连对或四条可压单张2；四连对或四条可压一对2；四条或四连对可压三连对；四连对可压四条。',
    'rooms.tlmn.rules.instant': '四张2、一条龙（3到A）、六对或五连对直接获胜。',
    'rooms.tlmn.rules.simplified': '本玩法不含：剩2罚分、未出牌（冻结）罚分以及第一名以外的名次。',
  },
  ja: {
    'rooms.tlmn.rules.deal': '4席に13枚ずつ配ります。',
    'rooms.tlmn.rules.ranks': '強さは弱い順に：3〜K、A、2。同じ数字ならスートで決まり、弱い順に♠ ♣ ♦ ♥です。',
    'rooms.tlmn.rules.combos':
      '組み合わせ：シングル、ペア、スリー、フォーカード、3枚以上の連続した階段（2は入らない）、3組以上の連続ペア（đôi thông）。',
    'rooms.tlmn.rules.play':
      '♠3を持つ人がそれを含む札で最初に出します。出す札は同じ組み合わせ・同じ枚数で、最も強い札が上でなければなりません。パスした席はそのラウンドが終わるまで出せず、他の全員がパスすると最後に出した人が新たに出します。最初に手札がなくなった席がポットを獲得します。',
    'rooms.tlmn.rules.chop':
      '切り札：3連続ペアかフォーカードは2のシングルに勝ち、4連続ペアかフォーカードは2のペアに勝ち、フォーカードか4連続ペアは3連続ペアに勝ち、4連続ペアはフォーカードに勝ちます。',
    'rooms.tlmn.rules.instant': '2が4枚、ドラゴン（3からA）、6ペア、5連続ペアは即勝ち（tới trắng）です。',
    'rooms.tlmn.rules.simplified':
      'ここでは遊べないもの：残った2の罰（thối）、1枚も出せない罰（cóng）、2位以下の順位。',
  },
  th: {
    'rooms.tlmn.rules.deal': 'สี่ที่นั่งได้ที่นั่งละสิบสามใบ',
    'rooms.tlmn.rules.ranks': 'ลำดับจากต่ำ: 3 ถึง K, A, 2 ถ้าแต้มเท่ากันตัดสินด้วยดอก จากต่ำ ♠ ♣ ♦ ♥',
    'rooms.tlmn.rules.combos': 'ชุดไพ่: เดี่ยว คู่ ตอง โฟร์ เรียงสามแต้มขึ้นไป (ไม่มี 2) และคู่เรียงสามคู่ขึ้นไป (đôi thông)',
    'rooms.tlmn.rules.play':
      'ผู้ถือ 3♠ ลงก่อนด้วยชุดที่มี 3♠ การลงต้องเป็นชุดแบบเดียวกัน จำนวนเท่ากัน และไพ่ใบสูงสุดสูงกว่า ที่นั่งที่ผ่านจะไม่ได้ลงจนจบรอบ เมื่อคนอื่นผ่านหมด ผู้ลงคนสุดท้ายได้ลงใหม่ ที่นั่งแรกที่ไพ่หมดได้กองกลาง',
    'rooms.tlmn.rules.chop':
      'การตัด: คู่เรียงสามคู่หรือโฟร์ชนะ 2 เดี่ยว คู่เรียงสี่คู่หรือโฟร์ชนะคู่ 2 โฟร์หรือคู่เรียงสี่คู่ชนะคู่เรียงสามคู่ คู่เรียงสี่คู่ชนะโฟร์',
    'rooms.tlmn.rules.instant': 'มี 2 สี่ใบ มังกร (3 ถึง A) หกคู่ หรือคู่เรียงห้าคู่ ชนะทันที (tới trắng)',
    'rooms.tlmn.rules.simplified':
      'ไม่มีในเกมนี้: ค่าปรับเมื่อเหลือ 2 ในมือ (thối) และเมื่อไม่ได้ลงไพ่เลย (cóng) และอันดับหลังที่หนึ่ง',
  },
  vi: {
    'rooms.tlmn.rules.deal': 'Bốn ghế, mỗi ghế mười ba lá.',
    'rooms.tlmn.rules.ranks': 'Thứ tự từ thấp: 3 đến K, A, 2; cùng số thì xét chất, từ thấp ♠ ♣ ♦ ♥.',
    'rooms.tlmn.rules.combos':
      'Bộ bài: lẻ, đôi, ba, tứ quý, sảnh từ ba lá liên tiếp trở lên (không có heo) và ba đôi thông trở lên.',
    'rooms.tlmn.rules.play':
      'Người có 3♠ đánh trước với bộ có 3♠. Mỗi lượt phải cùng bộ, cùng số lá và lá cao nhất lớn hơn; ghế đã bỏ lượt ngồi ngoài đến hết vòng; khi mọi người khác đã bỏ, người đánh cuối được đánh lại. Ghế hết bài trước ăn pot.',
    'rooms.tlmn.rules.chop':
      'Chặt: ba đôi thông hoặc tứ quý chặt một heo; bốn đôi thông hoặc tứ quý chặt đôi heo; tứ quý hoặc bốn đôi thông chặt ba đôi thông; bốn đôi thông chặt tứ quý.',
    'rooms.tlmn.rules.instant':
      'Tứ quý heo, sảnh rồng (3 đến A), sáu đôi hoặc năm đôi thông thắng trắng ngay.',
    'rooms.tlmn.rules.simplified': 'Không có ở đây: phạt thối heo, phạt cóng và các hạng sau người về nhất.',
  },
  ko: {
    'rooms.tlmn.rules.deal': '네 좌석이 열세 장씩 받습니다.',
    'rooms.tlmn.rules.ranks': '낮은 순으로: 3~K, A, 2. 같은 숫자는 무늬로 정하며 낮은 순으로 ♠ ♣ ♦ ♥입니다.',
    'rooms.tlmn.rules.combos':
      '조합: 싱글, 페어, 트리플, 포카드, 세 장 이상 연속 스트레이트(2는 들어가지 않음), 세 쌍 이상 연속 페어(đôi thông).',
    'rooms.tlmn.rules.play':
      '3♠를 가진 사람이 3♠가 든 패로 먼저 냅니다. 내는 패는 같은 조합, 같은 장수에 가장 높은 카드가 더 높아야 합니다. 패스한 좌석은 그 라운드가 끝날 때까지 쉬고, 다른 모두가 패스하면 마지막에 낸 사람이 새로 냅니다. 가장 먼저 패를 다 낸 좌석이 팟을 가져갑니다.',
    'rooms.tlmn.rules.chop':
      '자르기: 세 쌍 연속 페어나 포카드는 2 한 장을, 네 쌍 연속 페어나 포카드는 2 페어를, 포카드나 네 쌍 연속 페어는 세 쌍 연속 페어를, 네 쌍 연속 페어는 포카드를 이깁니다.',
    'rooms.tlmn.rules.instant':
      '2 네 장, 드래곤(3부터 A), 여섯 페어, 다섯 쌍 연속 페어는 바로 이깁니다(tới trắng).',
    'rooms.tlmn.rules.simplified':
      '여기서는 하지 않는 것: 남은 2에 대한 벌점(thối), 한 장도 못 낸 벌점(cóng), 1등 이후의 순위.',
  },
  id: {
    'rooms.tlmn.rules.deal': 'Empat kursi masing-masing mendapat tiga belas kartu.',
    'rooms.tlmn.rules.ranks':
      'Urutan dari terendah: 3 sampai K, A, 2; di antara angka yang sama jenis kartu menentukan, dari terendah ♠ ♣ ♦ ♥.',
    'rooms.tlmn.rules.combos':
      'Kombinasi: single, pair, three, four of a kind, straight tiga angka berurutan atau lebih (tanpa kartu dua) dan tiga pair berurutan atau lebih (đôi thông).',
    'rooms.tlmn.rules.play':
      'Pemegang 3♠ memulai dengan keluaran yang memuatnya. Keluaran harus kombinasi dan jumlah yang sama dengan kartu teratas lebih tinggi; kursi yang pass tidak ikut sampai putaran selesai; bila semua yang lain pass, pemain terakhir memulai lagi. Kursi pertama yang kartunya habis mengambil pot.',
    'rooms.tlmn.rules.chop':
      'Potongan: tiga pair berurutan atau four of a kind mengalahkan satu kartu dua; empat pair berurutan atau four of a kind mengalahkan pair dua; four of a kind atau empat pair berurutan mengalahkan tiga pair berurutan; empat pair berurutan mengalahkan four of a kind.',
    'rooms.tlmn.rules.instant':
      'Empat kartu dua, naga (3 sampai A), enam pair atau lima pair berurutan langsung menang (tới trắng).',
    'rooms.tlmn.rules.simplified':
      'Tidak dimainkan di sini: denda kartu dua yang tersisa (thối) dan karena tidak mengeluarkan kartu (cóng), serta peringkat setelah yang pertama.',
  },
};
