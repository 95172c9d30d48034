import type { Strings } from '../../../engine/locale.ts';

export const mahjongStrings: Strings = {
  en: {
    'mahjong.bet.door': 'Door {door}',
    'mahjong.rules.deal':
      'Er ba gang with 40 mahjong tiles (dots 1 to 9 four times, four white dragons), shuffled for the round: the banker and doors 1, 2 and 3 get two tiles each; each door is settled against the banker.',
    'mahjong.rules.ranks':
      'Hands rank: 2 and 8 of dots (er ba gang) highest; then pairs, white dragons highest, then 9s down to 1s.',
    'mahjong.rules.points':
      'Other hands count the dots modulo 10, a white dragon half a point (9½ highest, ½ lowest); equal points go to the higher tile; a hand of 0 points loses to all, and every 0 is equal.',
    'mahjong.rules.pays':
      'The banker takes every tie. A door that beats the banker pays 0.95:1 (5 % commission).',
  },
  cn: {
    'mahjong.bet.door': '{door} 门',
    'mahjong.rules.deal':
      '二八杠，使用 40 张麻将牌（一至九筒各四张，白板四张），每局重新洗牌：庄家和 1、2、3 门各两张；每门与庄家比牌。',
    'mahjong.rules.ranks': '牌型大小：二八杠最大；其次对子，白板对最大，然后九筒对至一筒对。',
    'mahjong.rules.points':
      '其余按筒数之和取个位，白板算半点（九点半最大，半点最小）；点数相同比较大的一张；0 点（鳖十）最小，0 点之间相同。',
    'mahjong.rules.pays': '同点庄家通吃。胜过庄家的门赔 0.95:1（抽 5% 佣金）。',
  },
  ja: {
    'mahjong.bet.door': '{door} 門',
    'mahjong.rules.deal':
      '二八杠：麻雀牌40枚（筒子1～9を各4枚、白4枚）を毎ラウンドシャッフルし、バンカーと1・2・3門に2枚ずつ配ります。各門はバンカーと勝負します。',
    'mahjong.rules.ranks':
      '役の強さ：二筒と八筒（二八杠）が最強、次に対子（白の対子が最強、以下九筒から一筒）。',
    'mahjong.rules.points':
      'その他は筒子の合計の下一桁、白は0.5点（9.5点が最高、0.5点が最低）。同点は大きい方の牌で決め、0点はすべてに負け、0点同士は同じです。',
    'mahjong.rules.pays': '同じ強さはバンカーの勝ち。バンカーに勝った門は0.95:1（手数料5%）です。',
  },
  th: {
    'mahjong.bet.door': 'ประตู {door}',
    'mahjong.rules.deal':
      'เอ้อร์ปากัง ใช้ไพ่นกกระจอก 40 ตัว (ตุ้ง 1 ถึง 9 อย่างละสี่ตัว และไป๋สี่ตัว) สับใหม่ทุกตา เจ้ามือและประตู 1, 2, 3 ได้คนละสองตัว แต่ละประตูตัดสินกับเจ้ามือ',
    'mahjong.rules.ranks': 'ลำดับมือ: ตุ้ง 2 กับ 8 (เอ้อร์ปากัง) สูงสุด รองลงมาคือคู่ คู่ไป๋สูงสุด แล้วคู่ 9 ลงไปถึงคู่ 1',
    'mahjong.rules.points':
      'มืออื่นนับผลรวมตุ้งเอาหลักหน่วย ไป๋นับครึ่งแต้ม (9.5 สูงสุด 0.5 ต่ำสุด) แต้มเท่ากันเทียบตัวที่สูงกว่า มือ 0 แต้มแพ้ทุกมือ และ 0 แต้มเท่ากันหมด',
    'mahjong.rules.pays': 'เสมอเจ้ามือกินทั้งหมด ประตูที่ชนะเจ้ามือจ่าย 0.95:1 (คอมมิชชัน 5%)',
  },
  vi: {
    'mahjong.bet.door': 'Cửa {door}',
    'mahjong.rules.deal':
      'Nhị bát giang với 40 quân mạt chược (đồng 1 đến 9 mỗi loại bốn quân, bốn quân bạch), xáo mới mỗi ván: nhà cái và các cửa 1, 2, 3 mỗi bên hai quân; mỗi cửa so với nhà cái.',
    'mahjong.rules.ranks':
      'Thứ tự: 2 và 8 đồng (nhị bát giang) cao nhất; rồi đến đôi, đôi bạch cao nhất, sau đó đôi 9 xuống đôi 1.',
    'mahjong.rules.points':
      'Các tay khác tính chữ số cuối của tổng đồng, quân bạch nửa điểm (9,5 cao nhất, 0,5 thấp nhất); bằng điểm thì so quân cao hơn; tay 0 điểm thua mọi tay, các tay 0 điểm bằng nhau.',
    'mahjong.rules.pays': 'Nhà cái ăn mọi ván hòa. Cửa thắng nhà cái trả 0.95:1 (hoa hồng 5 %).',
  },
  ko: {
    'mahjong.bet.door': '{door}문',
    'mahjong.rules.deal':
      '얼바강: 마작패 40장(통수 1~9 각 4장, 백 4장)을 매 라운드 섞어 뱅커와 1, 2, 3문에 두 장씩 줍니다. 각 문은 뱅커와 겨룹니다.',
    'mahjong.rules.ranks':
      '족보: 2통과 8통(얼바강)이 가장 높고, 다음은 페어이며 백 페어가 가장 높고 9통 페어부터 1통 페어 순입니다.',
    'mahjong.rules.points':
      '나머지는 통수 합의 끝자리로 세고 백은 0.5점입니다(9.5점 최고, 0.5점 최저). 점수가 같으면 높은 패로 가리며 0점은 모두에게 지고 0점끼리는 같습니다.',
    'mahjong.rules.pays': '같으면 뱅커가 모두 가져갑니다. 뱅커를 이긴 문은 0.95:1(수수료 5%)입니다.',
  },
  id: {
    'mahjong.bet.door': 'Pintu {door}',
    'mahjong.rules.deal':
      'Er ba gang dengan 40 ubin mahjong (bulatan 1 sampai 9 masing-masing empat, empat naga putih), dikocok tiap ronde: bandar dan pintu 1, 2, 3 masing-masing mendapat dua ubin; tiap pintu diselesaikan melawan bandar.',
    'mahjong.rules.ranks':
      'Urutan tangan: 2 dan 8 bulatan (er ba gang) tertinggi; lalu pasangan, naga putih tertinggi, kemudian 9 turun sampai 1.',
    'mahjong.rules.points':
      'Tangan lain menghitung digit terakhir jumlah bulatan, naga putih setengah poin (9½ tertinggi, ½ terendah); poin sama ditentukan ubin lebih tinggi; tangan 0 poin kalah dari semua, dan semua 0 sama.',
    'mahjong.rules.pays':
      'Bandar mengambil setiap seri. Pintu yang mengalahkan bandar membayar 0.95:1 (komisi 5 %).',
  },
};
