import type { Strings } from '../../../engine/locale.ts';

export const mjStrings: Strings = {
  en: {
    'rooms.mj.rules.tiles': '64 tiles: characters 1–9, the four winds and the three dragons, four of each.',
    'rooms.mj.rules.turn':
      'Two seats get thirteen tiles; the dealer, the seat after the button, draws first. In turn a seat draws a tile, then discards one.',
    'rooms.mj.rules.win':
      "Fourteen tiles win with four sets (three alike, or three characters in a row) and a pair, or with seven different pairs, on the seat's own draw or on the other seat's discard. The winner takes the pot.",
    'rooms.mj.rules.exhausted': 'If the wall runs out, both seats share the pot.',
    'rooms.mj.rules.strategy':
      'House strategy: always win when it can; discard the tile least worth keeping, counting 30 for three alike, 20 for a pair and, for characters, 6 for each neighbour held and 3 for each held two apart; lone honours go first, then the ends (1 and 9).',
    'rooms.mj.rules.simplified':
      'Not played here: claiming discards for sets (peng, chi, kong), flowers and scoring by fan (the pot goes to the winner).',
  },
  cn: {
    'rooms.mj.rules.tiles': '64张牌：万子1至9、东南西北四风和中发白三元，每种四张。',
    'rooms.mj.rules.turn': '两个座位各起十三张；庄家（庄位下一家）先摸牌。依次每个座位摸一张，然后打出一张。',
    'rooms.mj.rules.win':
      '十四张牌组成四副面子（刻子或万子顺子）加一对将，或七对不同的对子，即可自摸或点炮和牌。和牌者赢得奖池。',
    'rooms.mj.rules.exhausted': '牌墙摸完仍无人和牌时，两个座位平分奖池。',
    'rooms.mj.rules.strategy':
      '庄家策略：能和必和；打出最不值得留的牌：刻子算30，对子算20，万子每有一张相邻牌加6、每有一张隔一张的牌加3；先打孤张字牌，再打边张（1和9）。',
    'rooms.mj.rules.simplified': '本玩法不含：吃、碰、杠，花牌以及按番计分（奖池归和牌者）。',
  },
  ja: {
    'rooms.mj.rules.tiles': '64枚：萬子1〜9、4種の風牌、3種の三元牌を各4枚。',
    'rooms.mj.rules.turn':
      '2席に13枚ずつ。親（ボタンの次の席）から先にツモります。順番に1枚ツモって1枚捨てます。',
    'rooms.mj.rules.win':
      '14枚で4面子（刻子か萬子の順子）と1雀頭、または異なる7つの対子なら、自分のツモでも相手の捨て牌でも和了です。和了した席がポットを獲得します。',
    'rooms.mj.rules.exhausted': '山がなくなったら2席でポットを分け合います。',
    'rooms.mj.rules.strategy':
      'ハウス戦略：和了できれば必ず和了。最も残す価値の低い牌を捨てます。刻子30、対子20、萬子は隣の牌1枚ごとに6、1つ飛びの牌1枚ごとに3と数え、孤立した字牌、次に端の牌（1と9）から捨てます。',
    'rooms.mj.rules.simplified':
      'ここでは遊べないもの：ポン・チー・カンの鳴き、花牌、翻による点数計算（ポットは和了者へ）。',
  },
  th: {
    'rooms.mj.rules.tiles': 'ไพ่ 64 ตัว: ตัวอักษร 1–9 ลมทั้งสี่ และมังกรทั้งสาม อย่างละสี่ตัว',
    'rooms.mj.rules.turn': 'สองที่นั่งได้ที่นั่งละสิบสามตัว เจ้ามือ (ที่นั่งถัดจากปุ่ม) จั่วก่อน ผลัดกันจั่วหนึ่งตัวแล้วทิ้งหนึ่งตัว',
    'rooms.mj.rules.win':
      'ไพ่สิบสี่ตัวชนะเมื่อเป็นสี่ชุด (สามตัวเหมือนกัน หรือตัวอักษรเรียงสามตัว) กับหนึ่งคู่ หรือเจ็ดคู่ที่ต่างกัน ไม่ว่าจั่วเองหรือได้จากไพ่ทิ้งของอีกฝ่าย ผู้ชนะได้กองกลาง',
    'rooms.mj.rules.exhausted': 'ถ้ากำแพงไพ่หมด ทั้งสองที่นั่งแบ่งกองกลาง',
    'rooms.mj.rules.strategy':
      'กลยุทธ์เจ้ามือ: ชนะทุกครั้งที่ทำได้ ทิ้งตัวที่ควรเก็บน้อยที่สุด โดยนับสามตัวเหมือนกัน 30 คู่ 20 และตัวอักษรได้ 6 ต่อตัวข้างเคียงที่มี และ 3 ต่อตัวที่ห่างสอง ทิ้งไพ่เกียรติเดี่ยวก่อน แล้วจึงตัวริม (1 และ 9)',
    'rooms.mj.rules.simplified':
      'ไม่มีในเกมนี้: การเรียกไพ่ทิ้งเป็นชุด (ปง ชี กง) ไพ่ดอกไม้ และการคิดแต้มแบบฟาน (กองกลางเป็นของผู้ชนะ)',
  },
  vi: {
    'rooms.mj.rules.tiles': '64 quân: vạn 1–9, bốn quân gió và ba quân rồng, mỗi loại bốn quân.',
    'rooms.mj.rules.turn':
      'Hai ghế, mỗi ghế mười ba quân; nhà cái, ghế sau nút, bốc trước. Lần lượt mỗi ghế bốc một quân rồi bỏ một quân.',
    'rooms.mj.rules.win':
      'Mười bốn quân thắng khi có bốn bộ (ba quân giống nhau, hoặc ba quân vạn liên tiếp) và một đôi, hoặc bảy đôi khác nhau, do tự bốc hoặc từ quân bỏ của ghế kia. Người thắng ăn pot.',
    'rooms.mj.rules.exhausted': 'Nếu hết tường bài, hai ghế chia đều pot.',
    'rooms.mj.rules.strategy':
      'Chiến lược nhà cái: thắng ngay khi có thể; bỏ quân ít đáng giữ nhất, tính 30 cho ba quân giống nhau, 20 cho một đôi, và với quân vạn thêm 6 cho mỗi quân kề có trên tay và 3 cho mỗi quân cách một; bỏ quân chữ lẻ trước, rồi đến quân biên (1 và 9).',
    'rooms.mj.rules.simplified':
      'Không có ở đây: ăn quân bỏ để lập bộ (phỗng, ăn, khàn), quân hoa và tính điểm theo phiên (pot về người thắng).',
  },
  ko: {
    'rooms.mj.rules.tiles': '패 64장: 만수 1~9, 네 가지 바람패, 세 가지 삼원패, 각 네 장.',
    'rooms.mj.rules.turn':
      '두 좌석이 열세 장씩 받고, 딜러(버튼 다음 좌석)가 먼저 뽑습니다. 차례로 한 장 뽑고 한 장 버립니다.',
    'rooms.mj.rules.win':
      '열네 장이 네 몸통(같은 패 세 장 또는 이어진 만수 세 장)과 머리 한 쌍, 또는 서로 다른 일곱 쌍이면 자기가 뽑은 패로든 상대가 버린 패로든 화료합니다. 화료한 좌석이 팟을 가져갑니다.',
    'rooms.mj.rules.exhausted': '패산이 떨어지면 두 좌석이 팟을 나눕니다.',
    'rooms.mj.rules.strategy':
      '하우스 전략: 화료할 수 있으면 항상 화료하고, 가장 남길 가치가 낮은 패를 버립니다. 같은 패 세 장 30, 한 쌍 20, 만수는 이웃한 패마다 6, 한 칸 떨어진 패마다 3으로 세며, 외톨이 자패부터, 그다음 끝 패(1과 9)를 버립니다.',
    'rooms.mj.rules.simplified':
      '여기서는 하지 않는 것: 버린 패로 몸통 만들기(펑, 치, 깡), 꽃패, 판에 따른 점수(팟은 화료자에게).',
  },
  id: {
    'rooms.mj.rules.tiles': '64 ubin: karakter 1–9, empat angin dan tiga naga, masing-masing empat.',
    'rooms.mj.rules.turn':
      'Dua kursi mendapat tiga belas ubin; dealer, kursi setelah tombol, mengambil lebih dulu. Bergiliran kursi mengambil satu ubin, lalu membuang satu.',
    'rooms.mj.rules.win':
      'Empat belas ubin menang dengan empat set (tiga sama, atau tiga karakter berurutan) dan sepasang, atau tujuh pasang berbeda, dari ambilan sendiri atau buangan kursi lain. Pemenang mengambil pot.',
    'rooms.mj.rules.exhausted': 'Bila dinding habis, kedua kursi berbagi pot.',
    'rooms.mj.rules.strategy':
      'Strategi bandar: selalu menang bila bisa; buang ubin yang paling tidak layak disimpan, dengan 30 untuk tiga sama, 20 untuk sepasang dan, untuk karakter, 6 untuk setiap tetangga yang dipegang dan 3 untuk setiap yang berjarak dua; ubin kehormatan tunggal dibuang lebih dulu, lalu ujung (1 dan 9).',
    'rooms.mj.rules.simplified':
      'Tidak dimainkan di sini: mengklaim buangan untuk set (peng, chi, kong), bunga dan skor menurut fan (pot untuk pemenang).',
  },
};
