import type { Strings } from '../../../engine/locale.ts';

export const blackjackStrings: Strings = {
  en: {
    'blackjack.bet.main': 'Hand',
    'blackjack.rules.common':
      'Every player bets on one common hand, dealt from an infinite deck (every card equally likely at every draw) and played by the published strategy: hits and stands only, no doubles or splits.',
    'blackjack.rules.dealer':
      'The dealer stands on all 17s and checks for blackjack with an ace or a ten up; a dealer blackjack ends the hand at once.',
    'blackjack.rules.strategy':
      'The strategy is the hit/stand play that returns the most, computed exactly; the chart shows it (H hit, S stand).',
    'blackjack.rules.pays':
      'Blackjack pays 3:2, a win 1:1; equal totals push; blackjack against a dealer blackjack pushes.',
    'blackjack.table.strategy': 'Strategy chart (player total against the dealer’s up card)',
    'blackjack.action.double': 'You can double only on your first two cards.',
    'blackjack.action.unknown': 'Unknown action "{action}".',
    'blackjack.result.blackjack': 'Blackjack',
    'rng-blackjack.rules.play':
      'Single-player blackjack from an infinite deck. You hit, stand, or double on your first two cards (one more card, the bet doubled). No splits.',
    'rng-blackjack.rules.strategy':
      'The published return assumes basic strategy (the chart: H hit, S stand, D double) and counts doubled bets in the amount staked.',
  },
  cn: {
    'blackjack.bet.main': '手牌',
    'blackjack.rules.common':
      '所有玩家押注同一手公共牌，从无限副牌发出（每次抽牌各牌机会相同），按公布策略操作：只要牌或停牌，不加倍、不分牌。',
    'blackjack.rules.dealer':
      '庄家所有 17 点停牌，明牌为 A 或 10 点时先查看是否黑杰克；庄家黑杰克立即结束该局。',
    'blackjack.rules.strategy': '策略为精确计算出的回报最高的要牌/停牌打法，见策略表（H 要牌，S 停牌）。',
    'blackjack.rules.pays': '黑杰克赔 3:2，普通赢 1:1；点数相同退回；双方都是黑杰克时退回。',
    'blackjack.table.strategy': '策略表（玩家点数对庄家明牌）',
    'blackjack.action.double': '只有首两张牌时才能加倍。',
    'blackjack.action.unknown': '未知操作“{action}”。',
    'blackjack.result.blackjack': '黑杰克',
    'rng-blackjack.rules.play':
      '单人二十一点，使用无限副牌。您可以要牌、停牌，或在首两张牌时加倍（再发一张，注额加倍）。不可分牌。',
    'rng-blackjack.rules.strategy':
      '公布的返还率以基本策略为准（见策略表：H 要牌，S 停牌，D 加倍），加倍的注额计入投注额。',
  },
  ja: {
    'blackjack.bet.main': 'ハンド',
    'blackjack.rules.common':
      '全員が1つの共通ハンドに賭けます。無限デッキ（毎回どのカードも同じ確率）から配り、公開戦略で進めます：ヒットとスタンドのみ、ダブルとスプリットはありません。',
    'blackjack.rules.dealer':
      'ディーラーはすべての17でスタンドし、表札がエースか10ならブラックジャックを確認します。ディーラーのブラックジャックでその場で終了です。',
    'blackjack.rules.strategy':
      '戦略は還元が最大になるヒット／スタンドを厳密に計算したもので、表のとおりです（H ヒット、S スタンド）。',
    'blackjack.rules.pays': 'ブラックジャックは3:2、勝ちは1:1、同点は返金、双方ブラックジャックも返金です。',
    'blackjack.table.strategy': '戦略表（プレイヤー合計とディーラーの表札）',
    'blackjack.action.double': 'ダブルは最初の2枚のときだけです。',
    'blackjack.action.unknown': '不明な操作「{action}」です。',
    'blackjack.result.blackjack': 'ブラックジャック',
    'rng-blackjack.rules.play':
      '無限デッキの1人用ブラックジャック。ヒット、スタンド、最初の2枚でダブル（1枚だけ引いてベット2倍）ができます。スプリットはありません。',
    'rng-blackjack.rules.strategy':
      '公表の還元率はベーシックストラテジー（表：H ヒット、S スタンド、D ダブル）を前提とし、ダブルした額をベット額に含めます。',
  },
  th: {
    'blackjack.bet.main': 'มือไพ่',
    'blackjack.rules.common':
      'ผู้เล่นทุกคนเดิมพันมือร่วมมือเดียว แจกจากสำรับไม่จำกัด (ทุกใบมีโอกาสเท่ากันทุกครั้ง) และเล่นตามกลยุทธ์ที่ประกาศ: จั่วหรือหยุดเท่านั้น ไม่มีดับเบิลหรือแยกไพ่',
    'blackjack.rules.dealer': 'เจ้ามือหยุดที่ 17 ทุกแบบ และตรวจแบล็กแจ็กเมื่อไพ่หงายเป็นเอซหรือสิบ แบล็กแจ็กของเจ้ามือจบตาทันที',
    'blackjack.rules.strategy': 'กลยุทธ์คือการจั่ว/หยุดที่ให้ผลตอบแทนสูงสุด คำนวณอย่างแม่นยำ ตามตาราง (H จั่ว S หยุด)',
    'blackjack.rules.pays': 'แบล็กแจ็กจ่าย 3:2 ชนะจ่าย 1:1 แต้มเท่ากันคืนเงิน แบล็กแจ็กทั้งสองฝ่ายคืนเงิน',
    'blackjack.table.strategy': 'ตารางกลยุทธ์ (แต้มผู้เล่นกับไพ่หงายของเจ้ามือ)',
    'blackjack.action.double': 'ดับเบิลได้เฉพาะตอนมีไพ่สองใบแรก',
    'blackjack.action.unknown': 'ไม่รู้จักคำสั่ง "{action}"',
    'blackjack.result.blackjack': 'แบล็กแจ็ก',
    'rng-blackjack.rules.play':
      'แบล็กแจ็กผู้เล่นคนเดียวจากสำรับไม่จำกัด คุณจั่ว หยุด หรือดับเบิลตอนไพ่สองใบแรก (รับอีกหนึ่งใบ เดิมพันเป็นสองเท่า) ไม่มีการแยกไพ่',
    'rng-blackjack.rules.strategy':
      'อัตราคืนที่ประกาศถือตามกลยุทธ์พื้นฐาน (ตาราง: H จั่ว S หยุด D ดับเบิล) และนับเงินที่ดับเบิลเป็นยอดเดิมพัน',
  },
  vi: {
    'blackjack.bet.main': 'Tay bài',
    'blackjack.rules.common':
      'Mọi người chơi cược vào một tay bài chung, chia từ bộ bài vô hạn (mỗi lá có khả năng như nhau ở mỗi lần rút) và chơi theo chiến lược công bố: chỉ rút hoặc dừng, không gấp đôi, không tách bài.',
    'blackjack.rules.dealer':
      'Nhà cái dừng ở mọi 17 và kiểm tra blackjack khi lá ngửa là Át hoặc 10; blackjack của nhà cái kết thúc ván ngay.',
    'blackjack.rules.strategy':
      'Chiến lược là cách rút/dừng cho hoàn trả cao nhất, tính chính xác; xem bảng (H rút, S dừng).',
    'blackjack.rules.pays':
      'Blackjack trả 3:2, thắng trả 1:1; bằng điểm thì hoàn cược; hai bên cùng blackjack thì hoàn cược.',
    'blackjack.table.strategy': 'Bảng chiến lược (điểm người chơi so với lá ngửa của nhà cái)',
    'blackjack.action.double': 'Chỉ được gấp đôi khi có hai lá đầu.',
    'blackjack.action.unknown': 'Thao tác không hợp lệ "{action}".',
    'blackjack.result.blackjack': 'Blackjack',
    'rng-blackjack.rules.play':
      'Blackjack một người chơi từ bộ bài vô hạn. Bạn rút, dừng, hoặc gấp đôi ở hai lá đầu (thêm đúng một lá, cược nhân đôi). Không tách bài.',
    'rng-blackjack.rules.strategy':
      'Tỷ lệ hoàn trả công bố giả định chiến lược cơ bản (bảng: H rút, S dừng, D gấp đôi) và tính cả tiền gấp đôi vào tiền cược.',
  },
  ko: {
    'blackjack.bet.main': '핸드',
    'blackjack.rules.common':
      '모든 플레이어가 하나의 공동 핸드에 겁니다. 무한 덱(매번 모든 카드 확률이 같음)에서 딜하고 공개된 전략대로 진행합니다: 히트와 스탠드만, 더블과 스플릿은 없습니다.',
    'blackjack.rules.dealer':
      '딜러는 모든 17에서 스탠드하고, 오픈 카드가 에이스나 10이면 블랙잭을 확인합니다. 딜러 블랙잭이면 즉시 끝납니다.',
    'blackjack.rules.strategy':
      '전략은 환수가 가장 높은 히트/스탠드를 정확히 계산한 것이며 표와 같습니다(H 히트, S 스탠드).',
    'blackjack.rules.pays': '블랙잭 3:2, 승리 1:1, 같은 점수는 환불, 양쪽 블랙잭도 환불입니다.',
    'blackjack.table.strategy': '전략표(플레이어 합계 대 딜러 오픈 카드)',
    'blackjack.action.double': '더블은 처음 두 장일 때만 할 수 있습니다.',
    'blackjack.action.unknown': '알 수 없는 동작 "{action}"입니다.',
    'blackjack.result.blackjack': '블랙잭',
    'rng-blackjack.rules.play':
      '무한 덱 1인용 블랙잭입니다. 히트, 스탠드, 또는 처음 두 장에서 더블(한 장만 더 받고 베팅 두 배)을 할 수 있습니다. 스플릿은 없습니다.',
    'rng-blackjack.rules.strategy':
      '공개 환수율은 기본 전략(표: H 히트, S 스탠드, D 더블)을 가정하며 더블한 금액을 베팅액에 포함합니다.',
  },
  id: {
    'blackjack.bet.main': 'Tangan',
    'blackjack.rules.common':
      'Semua pemain bertaruh pada satu tangan bersama, dibagikan dari dek tak terbatas (setiap kartu berpeluang sama pada tiap tarikan) dan dimainkan dengan strategi yang diumumkan: hanya hit dan stand, tanpa double atau split.',
    'blackjack.rules.dealer':
      'Bandar berhenti pada semua 17 dan memeriksa blackjack bila kartu terbukanya as atau sepuluh; blackjack bandar langsung mengakhiri tangan.',
    'blackjack.rules.strategy':
      'Strateginya adalah hit/stand yang memberi pengembalian tertinggi, dihitung tepat; lihat tabel (H hit, S stand).',
    'blackjack.rules.pays':
      'Blackjack membayar 3:2, kemenangan 1:1; total sama dikembalikan; blackjack melawan blackjack bandar dikembalikan.',
    'blackjack.table.strategy': 'Tabel strategi (total pemain melawan kartu terbuka bandar)',
    'blackjack.action.double': 'Double hanya bisa pada dua kartu pertama.',
    'blackjack.action.unknown': 'Aksi tidak dikenal "{action}".',
    'blackjack.result.blackjack': 'Blackjack',
    'rng-blackjack.rules.play':
      'Blackjack satu pemain dari dek tak terbatas. Anda hit, stand, atau double pada dua kartu pertama (satu kartu lagi, taruhan dua kali lipat). Tanpa split.',
    'rng-blackjack.rules.strategy':
      'RTP yang diumumkan memakai strategi dasar (tabel: H hit, S stand, D double) dan menghitung taruhan double dalam jumlah taruhan.',
  },
};
