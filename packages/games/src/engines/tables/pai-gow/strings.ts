import type { Strings } from '../../../engine/locale.ts';

export const paiGowStrings: Strings = {
  en: {
    'pai-gow.bet.door': 'Door {door}',
    'pai-gow.rules.deal':
      'Wenzhou pai gow with the 32 Chinese dominoes, shuffled for the round: the banker and doors 1, 2 and 3 get two tiles each; each door is settled against the banker.',
    'pai-gow.rules.ranks':
      'Hands rank: the gee joon pair (1-2 with 2-4); the civil pairs teen, day, yun, gor, mooy, chong, bon, foo, ping, tit, look; the mixed nines, eights, sevens and fives; wong (teen or day with a nine); gong (teen or day with an eight).',
    'pai-gow.rules.points':
      'Other hands count the pips modulo 10 (a gee joon tile counts 3 or 6, whichever is better); equal points go to the higher-ranked tile, and every hand of 0 points is equal.',
    'pai-gow.rules.pays':
      'The banker takes every tie. A door that beats the banker pays 0.95:1 (5 % commission).',
  },
  cn: {
    'pai-gow.bet.door': '{door} 门',
    'pai-gow.rules.deal':
      '温州牌九，使用 32 张骨牌，每局重新洗牌：庄家和 1、2、3 门各发两张；每门与庄家比牌。',
    'pai-gow.rules.ranks':
      '牌型大小：至尊（丁三配二四）；文对：天、地、人、和、梅、长、板凳、斧头、红头十、高脚七、零霖六；武对：杂九、杂八、杂七、杂五；天王、地王（天或地配九）；天杠、地杠（天或地配八）。',
    'pai-gow.rules.points':
      '其余按点数之和取个位（丁三、二四可作 3 或 6，取大者）；点数相同比较大的单张，0 点（瘪十）一律相同。',
    'pai-gow.rules.pays': '同点庄家通吃。胜过庄家的门赔 0.95:1（抽 5% 佣金）。',
  },
  ja: {
    'pai-gow.bet.door': '{door} 門',
    'pai-gow.rules.deal':
      '温州牌九：32枚の中国ドミノを毎ラウンドシャッフルし、バンカーと1・2・3門に2枚ずつ配ります。各門はバンカーと勝負します。',
    'pai-gow.rules.ranks':
      '役の強さ：至尊（1-2と2-4）、文牌のペア（天・地・人・和・梅・長・板凳・斧頭・紅頭十・高脚七・零霖六）、武牌の九・八・七・五のペア、王（天か地に九）、杠（天か地に八）。',
    'pai-gow.rules.points':
      'その他は目の合計の下一桁（至尊の牌は3か6の有利な方）。同点は強い方の牌で決め、0点はすべて同じです。',
    'pai-gow.rules.pays': '同じ強さはバンカーの勝ち。バンカーに勝った門は0.95:1（手数料5%）です。',
  },
  th: {
    'pai-gow.bet.door': 'ประตู {door}',
    'pai-gow.rules.deal':
      'ไพ่ไผ่เก้าเวินโจว ใช้โดมิโนจีน 32 ตัว สับใหม่ทุกตา เจ้ามือและประตู 1, 2, 3 ได้คนละสองตัว แต่ละประตูตัดสินกับเจ้ามือ',
    'pai-gow.rules.ranks':
      'ลำดับมือ: คู่จี๋จุน (1-2 กับ 2-4) คู่ฝ่ายบุ๋น เทียน ตี้ เหริน เหอ เหมย ฉาง ป่านเติ้ง ฝูโถว หงโถวสือ เกาเจี่ยวชี หลิงหลินลิ่ว คู่ฝ่ายบู๊ เก้า แปด เจ็ด ห้า หวง (เทียนหรือตี้กับเก้า) กัง (เทียนหรือตี้กับแปด)',
    'pai-gow.rules.points':
      'มืออื่นนับแต้มรวมเอาหลักหน่วย (ตัวจี๋จุนนับ 3 หรือ 6 แล้วแต่ดีกว่า) แต้มเท่ากันเทียบตัวที่สูงกว่า และมือ 0 แต้มถือว่าเท่ากันทั้งหมด',
    'pai-gow.rules.pays': 'เสมอเจ้ามือกินทั้งหมด ประตูที่ชนะเจ้ามือจ่าย 0.95:1 (คอมมิชชัน 5%)',
  },
  vi: {
    'pai-gow.bet.door': 'Cửa {door}',
    'pai-gow.rules.deal':
      'Bài cẩu Ôn Châu với 32 quân domino Trung Hoa, xáo mới mỗi ván: nhà cái và các cửa 1, 2, 3 mỗi bên hai quân; mỗi cửa so với nhà cái.',
    'pai-gow.rules.ranks':
      'Thứ tự: đôi Chí Tôn (1-2 với 2-4); đôi văn Thiên, Địa, Nhân, Hòa, Mai, Trường, Bản Đắng, Phủ Đầu, Hồng Đầu Thập, Cao Cước Thất, Linh Lâm Lục; đôi võ chín, tám, bảy, năm; Vương (Thiên hoặc Địa với chín); Cang (Thiên hoặc Địa với tám).',
    'pai-gow.rules.points':
      'Các tay khác tính chữ số cuối của tổng chấm (quân Chí Tôn tính 3 hoặc 6, lấy số tốt hơn); bằng điểm thì so quân mạnh hơn, mọi tay 0 điểm đều bằng nhau.',
    'pai-gow.rules.pays': 'Nhà cái ăn mọi ván hòa. Cửa thắng nhà cái trả 0.95:1 (hoa hồng 5 %).',
  },
  ko: {
    'pai-gow.bet.door': '{door}문',
    'pai-gow.rules.deal':
      '원저우 패구: 중국 도미노 32장을 매 라운드 섞어 뱅커와 1, 2, 3문에 두 장씩 줍니다. 각 문은 뱅커와 겨룹니다.',
    'pai-gow.rules.ranks':
      '족보: 지존(1-2와 2-4), 문패 페어 천·지·인·화·매·장·판등·부두·홍두십·고각칠·영림육, 무패 페어 9·8·7·5, 왕(천 또는 지와 9), 강(천 또는 지와 8).',
    'pai-gow.rules.points':
      '나머지는 점 합의 끝자리로 셉니다(지존 패는 3 또는 6 중 유리한 쪽). 점수가 같으면 더 높은 패로 가리고, 0점 패는 모두 같습니다.',
    'pai-gow.rules.pays': '같으면 뱅커가 모두 가져갑니다. 뱅커를 이긴 문은 0.95:1(수수료 5%)입니다.',
  },
  id: {
    'pai-gow.bet.door': 'Pintu {door}',
    'pai-gow.rules.deal':
      'Pai gow Wenzhou dengan 32 domino Tiongkok, dikocok tiap ronde: bandar dan pintu 1, 2, 3 masing-masing mendapat dua ubin; tiap pintu diselesaikan melawan bandar.',
    'pai-gow.rules.ranks':
      'Urutan tangan: pasangan gee joon (1-2 dengan 2-4); pasangan sipil teen, day, yun, gor, mooy, chong, bon, foo, ping, tit, look; pasangan militer sembilan, delapan, tujuh, lima; wong (teen atau day dengan sembilan); gong (teen atau day dengan delapan).',
    'pai-gow.rules.points':
      'Tangan lain menghitung digit terakhir jumlah titik (ubin gee joon bernilai 3 atau 6, mana yang lebih baik); poin sama ditentukan ubin berperingkat lebih tinggi, dan semua tangan 0 poin sama.',
    'pai-gow.rules.pays':
      'Bandar mengambil setiap seri. Pintu yang mengalahkan bandar membayar 0.95:1 (komisi 5 %).',
  },
};
