import type { Strings } from '../../../engine/locale.ts';

export const baccaratStrings: Strings = {
  en: {
    'baccarat.bet.player': 'Player',
    'baccarat.bet.banker': 'Banker',
    'baccarat.bet.tie': 'Tie',
    'baccarat.bet.player-pair': 'Player pair',
    'baccarat.bet.banker-pair': 'Banker pair',
    'baccarat.rules.deal':
      'Every round is dealt from {decks} decks shuffled afresh: two cards each to Player and Banker, the hand closest to 9 wins. Tens and pictures count 0, aces 1; only the last digit of a total counts.',
    'baccarat.rules.tableau':
      'A natural 8 or 9 on either side ends the hand. Otherwise Player draws on 0–5 and stands on 6–7; Banker draws by the standard tableau according to its total and Player’s third card.',
    'baccarat.rules.pays':
      'Player pays 1:1, Banker 1:1 less 5 % commission, Tie 8:1; Player and Banker bets are returned on a tie. A pair bet pays 11:1 when that side’s first two cards are of the same rank.',
  },
  cn: {
    'baccarat.bet.player': '闲',
    'baccarat.bet.banker': '庄',
    'baccarat.bet.tie': '和',
    'baccarat.bet.player-pair': '闲对',
    'baccarat.bet.banker-pair': '庄对',
    'baccarat.rules.deal':
      '每局使用重新洗好的 {decks} 副牌：闲家和庄家各发两张牌，点数最接近 9 的一方获胜。10 和人头牌计 0 点，A 计 1 点，总点数只取个位。',
    'baccarat.rules.tableau':
      '任一方首两张为 8 或 9 点（例牌）即结束。否则闲家 0–5 点补牌、6–7 点停牌；庄家按标准补牌表，依自身点数和闲家第三张牌决定是否补牌。',
    'baccarat.rules.pays':
      '闲赔 1:1，庄赔 1:1 并抽 5% 佣金，和赔 8:1；和局时押庄、押闲退回本金。对子注在该方首两张牌点数相同时赔 11:1。',
  },
  ja: {
    'baccarat.bet.player': 'プレイヤー',
    'baccarat.bet.banker': 'バンカー',
    'baccarat.bet.tie': 'タイ',
    'baccarat.bet.player-pair': 'プレイヤーペア',
    'baccarat.bet.banker-pair': 'バンカーペア',
    'baccarat.rules.deal':
      '毎ラウンド、新たにシャッフルした {decks} デッキから配ります。プレイヤーとバンカーに2枚ずつ、合計が9に近い方の勝ちです。10と絵札は0、エースは1、合計は下一桁だけを数えます。',
    'baccarat.rules.tableau':
      'どちらかが最初の2枚で8か9（ナチュラル）なら終了。それ以外はプレイヤーが0～5で引き、6～7で止まります。バンカーは自分の合計とプレイヤーの3枚目に応じた標準ルールで引きます。',
    'baccarat.rules.pays':
      'プレイヤー1:1、バンカー1:1（手数料5%）、タイ8:1。タイのときプレイヤーとバンカーへのベットは返金。ペアはその側の最初の2枚が同じランクなら11:1です。',
  },
  th: {
    'baccarat.bet.player': 'เพลเยอร์',
    'baccarat.bet.banker': 'แบงเกอร์',
    'baccarat.bet.tie': 'เสมอ',
    'baccarat.bet.player-pair': 'เพลเยอร์คู่',
    'baccarat.bet.banker-pair': 'แบงเกอร์คู่',
    'baccarat.rules.deal':
      'ทุกตาแจกจากไพ่ {decks} สำรับที่สับใหม่: เพลเยอร์และแบงเกอร์ได้ฝ่ายละสองใบ ฝ่ายที่แต้มใกล้ 9 ที่สุดชนะ ไพ่สิบและไพ่ภาพนับ 0 เอซนับ 1 นับเฉพาะหลักหน่วยของแต้มรวม',
    'baccarat.rules.tableau':
      'ถ้าฝ่ายใดได้ 8 หรือ 9 จากสองใบแรก (ไพ่ป๊อก) ตานั้นจบ มิฉะนั้นเพลเยอร์จั่วเมื่อได้ 0–5 และหยุดที่ 6–7 แบงเกอร์จั่วตามตารางมาตรฐานตามแต้มของตนและไพ่ใบที่สามของเพลเยอร์',
    'baccarat.rules.pays':
      'เพลเยอร์จ่าย 1:1 แบงเกอร์ 1:1 หักค่าคอมมิชชัน 5% เสมอจ่าย 8:1 เมื่อเสมอ เดิมพันเพลเยอร์และแบงเกอร์ได้เงินคืน เดิมพันคู่จ่าย 11:1 เมื่อไพ่สองใบแรกของฝ่ายนั้นมีแต้มเดียวกัน',
  },
  vi: {
    'baccarat.bet.player': 'Con',
    'baccarat.bet.banker': 'Cái',
    'baccarat.bet.tie': 'Hòa',
    'baccarat.bet.player-pair': 'Con đôi',
    'baccarat.bet.banker-pair': 'Cái đôi',
    'baccarat.rules.deal':
      'Mỗi ván chia từ {decks} bộ bài vừa xáo mới: Con và Cái mỗi bên hai lá, bên gần 9 điểm nhất thắng. Lá 10 và lá hình tính 0, Át tính 1; chỉ lấy chữ số cuối của tổng.',
    'baccarat.rules.tableau':
      'Một bên có 8 hoặc 9 từ hai lá đầu (bài tự nhiên) thì kết thúc. Nếu không, Con rút khi 0–5 và dừng khi 6–7; Cái rút theo bảng chuẩn tùy điểm của mình và lá thứ ba của Con.',
    'baccarat.rules.pays':
      'Con trả 1:1, Cái 1:1 trừ 5 % hoa hồng, Hòa 8:1; khi hòa, cược Con và Cái được hoàn lại. Cược đôi trả 11:1 khi hai lá đầu của bên đó cùng hạng.',
  },
  ko: {
    'baccarat.bet.player': '플레이어',
    'baccarat.bet.banker': '뱅커',
    'baccarat.bet.tie': '타이',
    'baccarat.bet.player-pair': '플레이어 페어',
    'baccarat.bet.banker-pair': '뱅커 페어',
    'baccarat.rules.deal':
      '매 라운드 새로 섞은 {decks}덱에서 딜합니다. 플레이어와 뱅커에 두 장씩, 합이 9에 가까운 쪽이 이깁니다. 10과 그림 카드는 0, 에이스는 1이며 합계의 끝자리만 셉니다.',
    'baccarat.rules.tableau':
      '어느 쪽이든 첫 두 장이 8 또는 9(내추럴)면 끝납니다. 아니면 플레이어는 0–5에서 받고 6–7에서 멈추며, 뱅커는 자신의 합과 플레이어의 세 번째 카드에 따라 표준 규칙대로 받습니다.',
    'baccarat.rules.pays':
      '플레이어 1:1, 뱅커 1:1(수수료 5%), 타이 8:1. 타이가 나오면 플레이어와 뱅커 베팅은 돌려줍니다. 페어는 그쪽 첫 두 장의 랭크가 같으면 11:1입니다.',
  },
  id: {
    'baccarat.bet.player': 'Player',
    'baccarat.bet.banker': 'Banker',
    'baccarat.bet.tie': 'Seri',
    'baccarat.bet.player-pair': 'Pasangan Player',
    'baccarat.bet.banker-pair': 'Pasangan Banker',
    'baccarat.rules.deal':
      'Setiap ronde dibagikan dari {decks} dek yang baru dikocok: dua kartu untuk Player dan Banker, tangan terdekat ke 9 menang. Sepuluh dan kartu gambar bernilai 0, as 1; hanya digit terakhir total yang dihitung.',
    'baccarat.rules.tableau':
      'Natural 8 atau 9 di salah satu sisi mengakhiri tangan. Jika tidak, Player menarik pada 0–5 dan berhenti pada 6–7; Banker menarik menurut tabel standar sesuai totalnya dan kartu ketiga Player.',
    'baccarat.rules.pays':
      'Player membayar 1:1, Banker 1:1 dikurangi komisi 5 %, Seri 8:1; taruhan Player dan Banker dikembalikan saat seri. Taruhan pasangan membayar 11:1 bila dua kartu pertama sisi itu berperingkat sama.',
  },
};
