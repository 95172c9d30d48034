import type { Strings } from '../../../engine/locale.ts';

/** The house strategy tiến lên and sâm lốc share. */
export const climbingStrings: Strings = {
  en: {
    'rooms.climbing.rules.strategy':
      'House strategy: a seat that leads plays from its lowest rank (keeping twos and fours of a kind): the longest straight of three or more, else the longest run of pairs where they count, else all its cards of that rank. A seat that follows plays the weakest combination that beats the table without breaking a four of a kind or spending a two, unless it chops a two or a seat is down to four cards or fewer; otherwise it passes.',
  },
  cn: {
    'rooms.climbing.rules.strategy':
      '庄家策略：首出时从最小点数出（保留2和四条）：出三张及以上最长的顺子，否则（在有连对的玩法中）出最长的连对，否则出该点数的全部牌。跟牌时出能压住桌面的最小牌型，不拆四条、不用2，除非是砍2或有人只剩四张及以下；否则不出。',
  },
  ja: {
    'rooms.climbing.rules.strategy':
      'ハウス戦略：親は最も低い数字から出します（2とフォーカードは残す）：3枚以上の最長の階段、連続ペアがあるゲームでは次に最長の連続ペア、なければその数字の札すべて。後手は場に勝てる最も弱い組み合わせを、フォーカードを崩さず2も使わずに出します。ただし2を切るとき、または誰かの手札が4枚以下のときは別です。出せなければパスします。',
  },
  th: {
    'rooms.climbing.rules.strategy':
      'กลยุทธ์เจ้ามือ: เมื่อได้ลงนำ จะลงจากแต้มต่ำสุด (เก็บ 2 และโฟร์ไว้): เรียงสามใบขึ้นไปที่ยาวที่สุด ถ้าไม่มีลงคู่เรียงที่ยาวที่สุดในเกมที่นับคู่เรียง ถ้าไม่มีลงไพ่แต้มนั้นทั้งหมด เมื่อต้องตาม จะลงชุดที่อ่อนที่สุดที่ชนะบนโต๊ะโดยไม่แตกโฟร์และไม่ใช้ 2 เว้นแต่เป็นการตัด 2 หรือมีคนเหลือไพ่ไม่เกินสี่ใบ มิฉะนั้นผ่าน',
  },
  vi: {
    'rooms.climbing.rules.strategy':
      'Chiến lược nhà cái: khi đánh đầu, ghế đánh từ lá thấp nhất (giữ lại heo và tứ quý): sảnh dài nhất từ ba lá trở lên, không có thì đôi thông dài nhất (ở bài có đôi thông), không có thì mọi lá cùng số đó. Khi chặn, ghế đánh bộ yếu nhất thắng được bài trên bàn mà không phá tứ quý hay dùng heo, trừ khi chặt heo hoặc có ghế chỉ còn bốn lá trở xuống; nếu không thì bỏ lượt.',
  },
  ko: {
    'rooms.climbing.rules.strategy':
      '하우스 전략: 선일 때는 가장 낮은 숫자부터 냅니다(2와 포카드는 남김). 세 장 이상 가장 긴 스트레이트, 없으면 연속 페어가 있는 게임에서 가장 긴 연속 페어, 없으면 그 숫자의 카드 전부. 따라 낼 때는 포카드를 깨거나 2를 쓰지 않고 테이블을 이기는 가장 약한 조합을 냅니다. 단, 2를 자를 때나 누군가 네 장 이하일 때는 예외입니다. 낼 수 없으면 패스합니다.',
  },
  id: {
    'rooms.climbing.rules.strategy':
      'Strategi bandar: kursi yang memulai bermain dari angka terendahnya (menyimpan kartu dua dan four of a kind): straight terpanjang tiga kartu atau lebih, jika tidak ada pair berurutan terpanjang bila berlaku, jika tidak ada semua kartunya di angka itu. Kursi yang mengikuti memainkan kombinasi terlemah yang mengalahkan meja tanpa memecah four of a kind atau memakai kartu dua, kecuali untuk memotong kartu dua atau bila ada kursi tinggal empat kartu atau kurang; selain itu pass.',
  },
};
