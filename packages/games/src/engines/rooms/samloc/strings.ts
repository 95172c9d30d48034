import type { Strings } from '../../../engine/locale.ts';

export const samlocStrings: Strings = {
  en: {
    'rooms.samloc.rules.deal': 'Four seats get ten cards each.',
    'rooms.samloc.rules.ranks':
      'Ranks from the lowest: 3 to K, A, 2; suits do not count, so a card never beats one of the same rank.',
    'rooms.samloc.rules.combos':
      'Combinations: single, pair, three, four of a kind and a straight of three or more ranks in a row (never with a two).',
    'rooms.samloc.rules.play':
      'The seat after the dealer button leads. A play must be the same combination and size, higher; a seat that passes sits out until the round ends; when all the others have passed, the last player leads again. The first seat out of cards takes the pot.',
    'rooms.samloc.rules.chop': 'Four of a kind beats a single two.',
    'rooms.samloc.rules.instant':
      'Four twos, a ten-card straight, five pairs or three threes win at once (tới trắng).',
    'rooms.samloc.rules.simplified':
      'Not played here: calling sâm, and the penalties for twos left in hand and for not playing a card.',
  },
  cn: {
    'rooms.samloc.rules.deal': '四个座位各发十张牌。',
    'rooms.samloc.rules.ranks': '点数从小到大：3至K、A、2；不比花色，所以同点数的牌不能互压。',
    'rooms.samloc.rules.combos': '牌型：单张、对子、三张、四条以及三张及以上的顺子（不能含2）。',
    'rooms.samloc.rules.play':
      '庄位下一家先出。跟牌须同牌型、同张数且更大；不出的座位在本轮内不能再出；其他人都不出时，最后出牌者重新出牌。最先出完牌的座位赢得奖池。',
    'rooms.samloc.rules.chop': '四条可压单张2。',
    'rooms.samloc.rules.instant': '四张2、十张顺子、五对或三个三张直接获胜。',
    'rooms.samloc.rules.simplified': '本玩法不含：报“sâm”，以及剩2和未出牌的罚分。',
  },
  ja: {
    'rooms.samloc.rules.deal': '4席に10枚ずつ配ります。',
    'rooms.samloc.rules.ranks':
      '強さは弱い順に：3〜K、A、2。スートは関係ないため、同じ数字の札には勝てません。',
    'rooms.samloc.rules.combos':
      '組み合わせ：シングル、ペア、スリー、フォーカード、3枚以上の連続した階段（2は入らない）。',
    'rooms.samloc.rules.play':
      'ディーラーボタンの次の席が最初に出します。出す札は同じ組み合わせ・同じ枚数で強いものです。パスした席はそのラウンドが終わるまで出せず、他の全員がパスすると最後に出した人が新たに出します。最初に手札がなくなった席がポットを獲得します。',
    'rooms.samloc.rules.chop': 'フォーカードは2のシングルに勝ちます。',
    'rooms.samloc.rules.instant': '2が4枚、10枚の階段、5ペア、スリー3組は即勝ち（tới trắng）です。',
    'rooms.samloc.rules.simplified': 'ここでは遊べないもの：「sâm」の宣言、残った2と1枚も出せない場合の罰。',
  },
  th: {
    'rooms.samloc.rules.deal': 'สี่ที่นั่งได้ที่นั่งละสิบใบ',
    'rooms.samloc.rules.ranks': 'ลำดับจากต่ำ: 3 ถึง K, A, 2 ดอกไม่มีผล ไพ่จึงชนะไพ่แต้มเดียวกันไม่ได้',
    'rooms.samloc.rules.combos': 'ชุดไพ่: เดี่ยว คู่ ตอง โฟร์ และเรียงสามแต้มขึ้นไป (ไม่มี 2)',
    'rooms.samloc.rules.play':
      'ที่นั่งถัดจากปุ่มเจ้ามือลงก่อน การลงต้องเป็นชุดแบบเดียวกัน จำนวนเท่ากัน และสูงกว่า ที่นั่งที่ผ่านจะไม่ได้ลงจนจบรอบ เมื่อคนอื่นผ่านหมด ผู้ลงคนสุดท้ายได้ลงใหม่ ที่นั่งแรกที่ไพ่หมดได้กองกลาง',
    'rooms.samloc.rules.chop': 'โฟร์ชนะ 2 เดี่ยว',
    'rooms.samloc.rules.instant': 'มี 2 สี่ใบ เรียงสิบใบ ห้าคู่ หรือตองสามชุด ชนะทันที (tới trắng)',
    'rooms.samloc.rules.simplified': 'ไม่มีในเกมนี้: การประกาศ sâm และค่าปรับเมื่อเหลือ 2 ในมือหรือไม่ได้ลงไพ่เลย',
  },
  vi: {
    'rooms.samloc.rules.deal': 'Bốn ghế, mỗi ghế mười lá.',
    'rooms.samloc.rules.ranks':
      'Thứ tự từ thấp: 3 đến K, A, 2; không xét chất, nên lá bài không chặn được lá cùng số.',
    'rooms.samloc.rules.combos':
      'Bộ bài: lẻ, đôi, sám, tứ quý và sảnh từ ba lá liên tiếp trở lên (không có heo).',
    'rooms.samloc.rules.play':
      'Ghế sau nút chia bài đánh trước. Mỗi lượt phải cùng bộ, cùng số lá và cao hơn; ghế đã bỏ lượt ngồi ngoài đến hết vòng; khi mọi người khác đã bỏ, người đánh cuối được đánh lại. Ghế hết bài trước ăn pot.',
    'rooms.samloc.rules.chop': 'Tứ quý chặt một heo.',
    'rooms.samloc.rules.instant': 'Tứ quý heo, sảnh rồng mười lá, năm đôi hoặc ba sám cô thắng trắng ngay.',
    'rooms.samloc.rules.simplified': 'Không có ở đây: báo sâm, phạt thối heo và phạt cóng.',
  },
  ko: {
    'rooms.samloc.rules.deal': '네 좌석이 열 장씩 받습니다.',
    'rooms.samloc.rules.ranks':
      '낮은 순으로: 3~K, A, 2. 무늬는 따지지 않으므로 같은 숫자의 카드는 서로 이기지 못합니다.',
    'rooms.samloc.rules.combos':
      '조합: 싱글, 페어, 트리플, 포카드, 세 장 이상 연속 스트레이트(2는 들어가지 않음).',
    'rooms.samloc.rules.play':
      '딜러 버튼 다음 좌석이 먼저 냅니다. 내는 패는 같은 조합, 같은 장수에 더 높아야 합니다. 패스한 좌석은 그 라운드가 끝날 때까지 쉬고, 다른 모두가 패스하면 마지막에 낸 사람이 새로 냅니다. 가장 먼저 패를 다 낸 좌석이 팟을 가져갑니다.',
    'rooms.samloc.rules.chop': '포카드는 2 한 장을 이깁니다.',
    'rooms.samloc.rules.instant':
      '2 네 장, 열 장 스트레이트, 다섯 페어, 트리플 세 개는 바로 이깁니다(tới trắng).',
    'rooms.samloc.rules.simplified': '여기서는 하지 않는 것: sâm 선언, 남은 2와 한 장도 못 낸 경우의 벌점.',
  },
  id: {
    'rooms.samloc.rules.deal': 'Empat kursi masing-masing mendapat sepuluh kartu.',
    'rooms.samloc.rules.ranks':
      'Urutan dari terendah: 3 sampai K, A, 2; jenis kartu tidak dihitung, jadi kartu tidak pernah mengalahkan kartu berangka sama.',
    'rooms.samloc.rules.combos':
      'Kombinasi: single, pair, three, four of a kind dan straight tiga angka berurutan atau lebih (tanpa kartu dua).',
    'rooms.samloc.rules.play':
      'Kursi setelah tombol dealer memulai. Keluaran harus kombinasi dan jumlah yang sama, lebih tinggi; kursi yang pass tidak ikut sampai putaran selesai; bila semua yang lain pass, pemain terakhir memulai lagi. Kursi pertama yang kartunya habis mengambil pot.',
    'rooms.samloc.rules.chop': 'Four of a kind mengalahkan satu kartu dua.',
    'rooms.samloc.rules.instant':
      'Empat kartu dua, straight sepuluh kartu, lima pair atau tiga three langsung menang (tới trắng).',
    'rooms.samloc.rules.simplified':
      'Tidak dimainkan di sini: menyatakan sâm, serta denda kartu dua yang tersisa dan karena tidak mengeluarkan kartu.',
  },
};
