import type { Strings } from '../../../engine/locale.ts';

export const pokdengStrings: Strings = {
  en: {
    'rooms.pokdeng.rules.table':
      "A house dealer against {players} player seats, yours and house players'. One 52-card deck is shuffled for every hand; everyone gets two cards.",
    'rooms.pokdeng.rules.points':
      'Points: ace 1, two to nine their face, tens and pictures 0; only the last digit of the total counts.',
    'rooms.pokdeng.rules.pok':
      "Two cards making 8 or 9 are pok: they are shown at once and settled against the dealer's first two cards. When the dealer has pok, nobody draws.",
    'rooms.pokdeng.rules.ranking':
      'Otherwise each player may draw a third card, then the dealer draws on 0–4. Hands from the highest: pok 9, pok 8, then with three cards tong (three of a kind), straight flush, straight (A-2-3 to Q-K-A), three pictures, then points 9 to 0. Equal hands push.',
    'rooms.pokdeng.rules.deng':
      'Deng, the multiplier a winner is paid: two cards of a pair or of one suit 2; three cards of one suit, a straight or three pictures 3; tong and a straight flush 5; otherwise 1.',
    'rooms.pokdeng.rules.stake':
      "Your stake covers the worst loss, {deng} deng, so one deng is a fifth of it. A win pays your deng less a {rake} commission; a loss costs the dealer's deng; a push returns the stake.",
    'rooms.pokdeng.rules.strategy':
      'House players, the dealer and the autoplay draw on 0–4 and stand on 5–9.',
  },
  cn: {
    'rooms.pokdeng.rules.table':
      '庄家对 {players} 个闲家座位（您的和庄家玩家的）。每局洗一副52张的牌，每人两张。',
    'rooms.pokdeng.rules.points': '点数：A为1，2至9按牌面，10和人头牌为0；只算总和的个位数。',
    'rooms.pokdeng.rules.pok':
      '两张牌合计8或9点为“博”（pok）：立即亮牌，与庄家的前两张牌比较。庄家有博时，谁都不补牌。',
    'rooms.pokdeng.rules.ranking':
      '否则每位闲家可补第三张牌，之后庄家在0至4点时补牌。牌型从大到小：博9、博8，三张牌的同点（三条）、同花顺、顺子（A-2-3至Q-K-A）、三张人头牌，然后是9至0点。相同则和局。',
    'rooms.pokdeng.rules.deng':
      '“登”（deng）是赢家获赔的倍数：两张对子或同花为2；三张同花、顺子或三张人头牌为3；三条和同花顺为5；其他为1。',
    'rooms.pokdeng.rules.stake':
      '您的投注额覆盖最大亏损 {deng} 登，因此一登为投注额的五分之一。赢时按您的登数获赔，扣除 {rake} 佣金；输时按庄家的登数赔付；和局退还投注额。',
    'rooms.pokdeng.rules.strategy': '庄家玩家、庄家和自动出牌在0至4点时补牌，5至9点时停牌。',
  },
  ja: {
    'rooms.pokdeng.rules.table':
      'ハウスのディーラー対 {players} のプレイヤー席（あなたの席とハウスプレイヤーの席）。毎ハンド52枚のデッキをシャッフルし、全員に2枚ずつ配ります。',
    'rooms.pokdeng.rules.points':
      '点数：エース1、2〜9は数字どおり、10と絵札は0。合計の一の位だけを数えます。',
    'rooms.pokdeng.rules.pok':
      '2枚で8か9はポック：すぐに公開し、ディーラーの最初の2枚と精算します。ディーラーがポックなら誰も引きません。',
    'rooms.pokdeng.rules.ranking':
      'それ以外では各プレイヤーは3枚目を引くことができ、その後ディーラーは0〜4で引きます。役は強い順に：ポック9、ポック8、3枚ではトン（スリーカード）、ストレートフラッシュ、ストレート（A-2-3〜Q-K-A）、絵札3枚、その後は9〜0の点数。同じなら引き分けです。',
    'rooms.pokdeng.rules.deng':
      'デン（勝者に払われる倍率）：2枚のペアか同じスートは2、3枚の同じスート・ストレート・絵札3枚は3、トンとストレートフラッシュは5、それ以外は1。',
    'rooms.pokdeng.rules.stake':
      '賭け金は最大の負け {deng} デンを賄うので、1デンは賭け金の5分の1です。勝てば自分のデンから {rake} の手数料を引いて支払われ、負ければディーラーのデンを払い、引き分けなら賭け金が戻ります。',
    'rooms.pokdeng.rules.strategy':
      'ハウスプレイヤー、ディーラー、オートプレイは0〜4で引き、5〜9で止まります。',
  },
  th: {
    'rooms.pokdeng.rules.table':
      'เจ้ามือของบ้านเล่นกับขาไพ่ {players} ที่นั่ง ทั้งของคุณและของผู้เล่นเจ้ามือ ทุกตาสับไพ่สำรับ 52 ใบใหม่ ทุกคนได้ไพ่สองใบ',
    'rooms.pokdeng.rules.points': 'แต้ม: เอซ 1 สองถึงเก้าตามหน้าไพ่ สิบและไพ่ภาพเป็น 0 นับเฉพาะหลักหน่วยของผลรวม',
    'rooms.pokdeng.rules.pok':
      'ไพ่สองใบได้ 8 หรือ 9 คือป๊อก เปิดทันทีและตัดสินกับไพ่สองใบแรกของเจ้ามือ ถ้าเจ้ามือป๊อก ไม่มีใครจั่ว',
    'rooms.pokdeng.rules.ranking':
      'มิฉะนั้นขาไพ่แต่ละคนจั่วใบที่สามได้ จากนั้นเจ้ามือจั่วเมื่อได้ 0–4 ไพ่จากสูงไปต่ำ: ป๊อก 9 ป๊อก 8 แล้วไพ่สามใบ ตอง สเตรทฟลัช เรียง (A-2-3 ถึง Q-K-A) สามเหลือง แล้วแต้ม 9 ถึง 0 เท่ากันเสมอ',
    'rooms.pokdeng.rules.deng':
      'เด้ง คือจำนวนเท่าที่ผู้ชนะได้รับ: ไพ่สองใบเป็นคู่หรือดอกเดียวกัน 2 เด้ง ไพ่สามใบดอกเดียวกัน เรียง หรือสามเหลือง 3 เด้ง ตองและสเตรทฟลัช 5 เด้ง นอกนั้น 1',
    'rooms.pokdeng.rules.stake':
      'เงินเดิมพันของคุณครอบคลุมการเสียมากที่สุด {deng} เด้ง หนึ่งเด้งจึงเท่ากับหนึ่งในห้าของเงินเดิมพัน ชนะได้ตามเด้งของคุณหักค่าคอมมิชชัน {rake} แพ้เสียตามเด้งของเจ้ามือ เสมอได้เงินเดิมพันคืน',
    'rooms.pokdeng.rules.strategy': 'ผู้เล่นเจ้ามือ เจ้ามือ และการเล่นอัตโนมัติจั่วเมื่อได้ 0–4 และหยุดเมื่อได้ 5–9',
  },
  vi: {
    'rooms.pokdeng.rules.table':
      'Một nhà cái đấu với {players} ghế người chơi, của bạn và của người chơi nhà cái. Mỗi ván xáo một bộ 52 lá; mọi người được hai lá.',
    'rooms.pokdeng.rules.points':
      'Điểm: Át 1, hai đến chín theo số, mười và lá hình 0; chỉ tính chữ số cuối của tổng.',
    'rooms.pokdeng.rules.pok':
      'Hai lá được 8 hoặc 9 là pok: lật ngay và tính với hai lá đầu của nhà cái. Khi nhà cái có pok, không ai rút thêm.',
    'rooms.pokdeng.rules.ranking':
      'Nếu không, mỗi người chơi có thể rút lá thứ ba, rồi nhà cái rút khi có 0–4. Các tay bài từ cao xuống: pok 9, pok 8, rồi với ba lá là tong (sám cô), thùng phá sảnh, sảnh (A-2-3 đến Q-K-A), ba lá hình, rồi điểm 9 đến 0. Bằng nhau thì hòa.',
    'rooms.pokdeng.rules.deng':
      'Deng là hệ số người thắng được trả: hai lá đôi hoặc cùng chất 2; ba lá cùng chất, sảnh hoặc ba lá hình 3; tong và thùng phá sảnh 5; còn lại 1.',
    'rooms.pokdeng.rules.stake':
      'Tiền cược của bạn đủ cho mức thua lớn nhất, {deng} deng, nên một deng là một phần năm tiền cược. Thắng được trả theo deng của bạn trừ {rake} hoa hồng; thua mất theo deng của nhà cái; hòa thì hoàn tiền cược.',
    'rooms.pokdeng.rules.strategy':
      'Người chơi nhà cái, nhà cái và chế độ tự động chơi rút khi có 0–4 và dừng khi có 5–9.',
  },
  ko: {
    'rooms.pokdeng.rules.table':
      '하우스 딜러 대 플레이어 좌석 {players}개(당신과 하우스 플레이어). 판마다 52장 한 벌을 섞고 모두 두 장씩 받습니다.',
    'rooms.pokdeng.rules.points': '점수: 에이스 1, 2~9는 숫자대로, 10과 그림 카드는 0. 합의 끝자리만 셉니다.',
    'rooms.pokdeng.rules.pok':
      '두 장으로 8이나 9면 폭입니다. 바로 공개하고 딜러의 처음 두 장과 정산합니다. 딜러가 폭이면 아무도 더 받지 않습니다.',
    'rooms.pokdeng.rules.ranking':
      '그렇지 않으면 각 플레이어는 세 번째 카드를 받을 수 있고, 이어 딜러는 0~4에서 받습니다. 높은 순으로: 폭 9, 폭 8, 세 장일 때 통(트리플), 스트레이트 플러시, 스트레이트(A-2-3부터 Q-K-A), 그림 세 장, 그다음 9점부터 0점. 같으면 무승부입니다.',
    'rooms.pokdeng.rules.deng':
      '뎅은 승자가 받는 배수입니다: 두 장이 페어이거나 같은 무늬면 2, 세 장이 같은 무늬·스트레이트·그림 세 장이면 3, 통과 스트레이트 플러시는 5, 그 밖에는 1.',
    'rooms.pokdeng.rules.stake':
      '판돈은 가장 큰 손실인 {deng}뎅을 감당하므로 1뎅은 판돈의 5분의 1입니다. 이기면 내 뎅만큼에서 수수료 {rake}를 빼고 받고, 지면 딜러의 뎅만큼 잃으며, 비기면 판돈을 돌려받습니다.',
    'rooms.pokdeng.rules.strategy': '하우스 플레이어, 딜러, 자동 플레이는 0~4에서 받고 5~9에서 멈춥니다.',
  },
  id: {
    'rooms.pokdeng.rules.table':
      'Dealer bandar melawan {players} kursi pemain, milik Anda dan pemain bandar. Satu dek 52 kartu dikocok setiap tangan; semua mendapat dua kartu.',
    'rooms.pokdeng.rules.points':
      'Poin: as 1, dua sampai sembilan sesuai angka, sepuluh dan kartu gambar 0; hanya digit terakhir jumlahnya yang dihitung.',
    'rooms.pokdeng.rules.pok':
      'Dua kartu bernilai 8 atau 9 adalah pok: langsung dibuka dan diselesaikan dengan dua kartu pertama dealer. Bila dealer pok, tak ada yang menarik kartu.',
    'rooms.pokdeng.rules.ranking':
      'Selain itu setiap pemain boleh menarik kartu ketiga, lalu dealer menarik pada 0–4. Kombinasi dari tertinggi: pok 9, pok 8, lalu dengan tiga kartu tong (three of a kind), straight flush, straight (A-2-3 sampai Q-K-A), tiga kartu gambar, lalu poin 9 sampai 0. Kombinasi sama seri.',
    'rooms.pokdeng.rules.deng':
      'Deng, pengali yang dibayar kepada pemenang: dua kartu pair atau satu jenis 2; tiga kartu satu jenis, straight atau tiga kartu gambar 3; tong dan straight flush 5; selain itu 1.',
    'rooms.pokdeng.rules.stake':
      'Taruhan Anda menutup kerugian terbesar, {deng} deng, jadi satu deng adalah seperlima taruhan. Menang dibayar sebesar deng Anda dikurangi komisi {rake}; kalah membayar deng dealer; seri mengembalikan taruhan.',
    'rooms.pokdeng.rules.strategy':
      'Pemain bandar, dealer dan main otomatis menarik pada 0–4 dan berhenti pada 5–9.',
  },
};
