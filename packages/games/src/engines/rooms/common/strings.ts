import type { Strings } from '../../../engine/locale.ts';

/** Strings every room shares: the bet, the rooms, the pot and rake, house players, refusals. */
export const commonStrings: Strings = {
  en: {
    'rooms.bet.hand': 'Ante',
    'rooms.rules.tiers': 'Rooms (ante per hand)',
    'rooms.tier.beginner': 'Beginner',
    'rooms.tier.intermediate': 'Intermediate',
    'rooms.tier.advanced': 'Advanced',
    'rooms.tier.vip': 'VIP',
    'rooms.rules.seats': '{seats} seats. Seats not taken by members are taken by house players.',
    'rooms.rules.pot':
      "Every seat antes the room's stake into the pot; calls, raises and bought cards go into it too. The winners share the pot less a {rake} rake the house keeps; odd minor units go to the winners nearest the dealer button's left.",
    'rooms.rules.house':
      'House players follow the fixed strategy described below. They see only their own cards and what is on the table.',
    'rooms.rules.symmetric':
      'Every seat plays the same strategy from a randomly drawn dealer button, so every seat, yours included, gets back exactly {rtp} of what it stakes on average when it plays that strategy (autoplay).',
    'rooms.rules.banker':
      'Return to player with the autoplay strategy: {rtp}, computed exactly over every deal.',
    'rooms.refused.option': 'Unknown bet: {option}.',
    'rooms.refused.tier': 'There is no room {tier}.',
    'rooms.refused.turn': 'It is not your turn.',
    'rooms.refused.action': 'That move is not allowed now.',
  },
  cn: {
    'rooms.bet.hand': '底注',
    'rooms.rules.tiers': '房间（每局底注）',
    'rooms.tier.beginner': '新手场',
    'rooms.tier.intermediate': '中级场',
    'rooms.tier.advanced': '高级场',
    'rooms.tier.vip': 'VIP场',
    'rooms.rules.seats': '{seats} 个座位。会员未坐的座位由庄家玩家补上。',
    'rooms.rules.pot':
      '每个座位按房间注额下底注进入奖池；跟注、加注和买牌也计入奖池。赢家平分扣除 {rake} 抽水后的奖池，抽水归庄家；除不尽的零头依次给庄位左手边最近的赢家。',
    'rooms.rules.house': '庄家玩家按下述固定策略出牌，只能看到自己的牌和桌面上的牌。',
    'rooms.rules.symmetric':
      '每个座位都从随机抽出的庄位开始按同一策略出牌，因此每个座位（包括您的）按该策略（自动出牌）平均正好拿回所投注的 {rtp}。',
    'rooms.rules.banker': '按自动出牌策略的返还率：{rtp}，按所有发牌情况精确计算。',
    'rooms.refused.option': '未知的投注：{option}。',
    'rooms.refused.tier': '没有房间 {tier}。',
    'rooms.refused.turn': '还没轮到您。',
    'rooms.refused.action': '现在不能这样出牌。',
  },
  ja: {
    'rooms.bet.hand': 'アンティ',
    'rooms.rules.tiers': 'ルーム（1ハンドのアンティ）',
    'rooms.tier.beginner': 'ビギナー',
    'rooms.tier.intermediate': '中級',
    'rooms.tier.advanced': '上級',
    'rooms.tier.vip': 'VIP',
    'rooms.rules.seats': '{seats} 席。会員が座っていない席にはハウスプレイヤーが座ります。',
    'rooms.rules.pot':
      '各席はルームの賭け金をアンティとしてポットに入れます。コール、レイズ、購入したカードの代金もポットに入ります。勝者はハウスが受け取る {rake} のレーキを引いたポットを分け合い、割り切れない端数はディーラーボタンの左に近い勝者から順に配られます。',
    'rooms.rules.house':
      'ハウスプレイヤーは下記の固定戦略に従います。見えるのは自分のカードと場に出たカードだけです。',
    'rooms.rules.symmetric':
      '全席がランダムに決まるディーラーボタンから同じ戦略でプレイするため、その戦略（オートプレイ）でプレイすれば、あなたの席を含むどの席も平均して賭けた額のちょうど {rtp} を受け取ります。',
    'rooms.rules.banker': 'オートプレイ戦略でのプレイヤー還元率：{rtp}（すべての配り方について厳密に計算）。',
    'rooms.refused.option': '不明なベットです：{option}。',
    'rooms.refused.tier': 'ルーム {tier} はありません。',
    'rooms.refused.turn': 'あなたの番ではありません。',
    'rooms.refused.action': '今はその手は打てません。',
  },
  th: {
    'rooms.bet.hand': 'เงินเดิมพันตั้งต้น',
    'rooms.rules.tiers': 'ห้อง (เงินเดิมพันตั้งต้นต่อตา)',
    'rooms.tier.beginner': 'มือใหม่',
    'rooms.tier.intermediate': 'ระดับกลาง',
    'rooms.tier.advanced': 'ระดับสูง',
    'rooms.tier.vip': 'VIP',
    'rooms.rules.seats': '{seats} ที่นั่ง ที่นั่งที่สมาชิกไม่ได้นั่งจะมีผู้เล่นของเจ้ามือนั่งแทน',
    'rooms.rules.pot':
      'ทุกที่นั่งลงเงินเดิมพันตั้งต้นตามเดิมพันของห้องเข้ากองกลาง การตาม การเพิ่มเดิมพัน และการซื้อไพ่ก็เข้ากองกลางเช่นกัน ผู้ชนะแบ่งกองกลางหลังหักค่าต๋ง {rake} ที่เจ้ามือเก็บไว้ เศษที่หารไม่ลงตัวจะให้ผู้ชนะที่อยู่ใกล้ทางซ้ายของปุ่มเจ้ามือที่สุดก่อน',
    'rooms.rules.house': 'ผู้เล่นของเจ้ามือเล่นตามกลยุทธ์ตายตัวที่อธิบายด้านล่าง และเห็นเพียงไพ่ของตนเองกับไพ่บนโต๊ะเท่านั้น',
    'rooms.rules.symmetric':
      'ทุกที่นั่งเล่นด้วยกลยุทธ์เดียวกันโดยเริ่มจากปุ่มเจ้ามือที่สุ่มขึ้นมา ดังนั้นทุกที่นั่งรวมถึงของคุณจะได้คืนโดยเฉลี่ยเท่ากับ {rtp} ของเงินที่เดิมพันพอดี เมื่อเล่นด้วยกลยุทธ์นั้น (เล่นอัตโนมัติ)',
    'rooms.rules.banker': 'อัตราคืนผู้เล่นเมื่อเล่นด้วยกลยุทธ์อัตโนมัติ: {rtp} คำนวณอย่างแม่นยำจากการแจกไพ่ทุกแบบ',
    'rooms.refused.option': 'ไม่รู้จักการเดิมพัน {option}',
    'rooms.refused.tier': 'ไม่มีห้อง {tier}',
    'rooms.refused.turn': 'ยังไม่ถึงตาคุณ',
    'rooms.refused.action': 'ตอนนี้เดินแบบนี้ไม่ได้',
  },
  vi: {
    'rooms.bet.hand': 'Tiền cược ván',
    'rooms.rules.tiers': 'Phòng (tiền cược mỗi ván)',
    'rooms.tier.beginner': 'Sơ cấp',
    'rooms.tier.intermediate': 'Trung cấp',
    'rooms.tier.advanced': 'Cao cấp',
    'rooms.tier.vip': 'VIP',
    'rooms.rules.seats': '{seats} ghế. Ghế không có hội viên ngồi sẽ do người chơi của nhà cái ngồi.',
    'rooms.rules.pot':
      'Mỗi ghế góp mức cược của phòng vào pot; tiền theo, tiền tố và tiền mua bài cũng vào pot. Người thắng chia pot sau khi trừ {rake} phí mà nhà cái giữ; phần lẻ không chia hết được trao lần lượt cho người thắng gần bên trái nút chia bài nhất.',
    'rooms.rules.house':
      'Người chơi của nhà cái theo chiến lược cố định mô tả dưới đây. Họ chỉ thấy bài của mình và bài trên bàn.',
    'rooms.rules.symmetric':
      'Mọi ghế chơi cùng một chiến lược từ nút chia bài được bốc ngẫu nhiên, nên mọi ghế, kể cả ghế của bạn, trung bình nhận lại đúng {rtp} số tiền đã cược khi chơi theo chiến lược đó (tự động chơi).',
    'rooms.rules.banker':
      'Tỷ lệ trả thưởng với chiến lược tự động chơi: {rtp}, tính chính xác trên mọi cách chia bài.',
    'rooms.refused.option': 'Cửa cược không xác định: {option}.',
    'rooms.refused.tier': 'Không có phòng {tier}.',
    'rooms.refused.turn': 'Chưa đến lượt bạn.',
    'rooms.refused.action': 'Lúc này không được đi nước đó.',
  },
  ko: {
    'rooms.bet.hand': '앤티',
    'rooms.rules.tiers': '방 (한 판 앤티)',
    'rooms.tier.beginner': '초급',
    'rooms.tier.intermediate': '중급',
    'rooms.tier.advanced': '고급',
    'rooms.tier.vip': 'VIP',
    'rooms.rules.seats': '{seats}개 좌석. 회원이 앉지 않은 좌석은 하우스 플레이어가 앉습니다.',
    'rooms.rules.pot':
      '모든 좌석은 방의 판돈을 앤티로 팟에 넣습니다. 콜, 레이즈, 산 카드의 값도 팟에 들어갑니다. 승자는 하우스가 가져가는 레이크 {rake}를 뺀 팟을 나누며, 나누어떨어지지 않는 끝전은 딜러 버튼 왼쪽에 가까운 승자부터 받습니다.',
    'rooms.rules.house':
      '하우스 플레이어는 아래의 고정 전략을 따릅니다. 자기 카드와 테이블 위의 카드만 봅니다.',
    'rooms.rules.symmetric':
      '모든 좌석이 무작위로 정한 딜러 버튼에서 같은 전략으로 플레이하므로, 그 전략(자동 플레이)으로 플레이하면 당신의 좌석을 포함한 모든 좌석이 평균적으로 건 금액의 정확히 {rtp}를 돌려받습니다.',
    'rooms.rules.banker': '자동 플레이 전략의 환수율: {rtp}, 모든 딜을 정확히 계산한 값.',
    'rooms.refused.option': '알 수 없는 베팅입니다: {option}.',
    'rooms.refused.tier': '{tier} 방은 없습니다.',
    'rooms.refused.turn': '당신의 차례가 아닙니다.',
    'rooms.refused.action': '지금은 그 수를 둘 수 없습니다.',
  },
  id: {
    'rooms.bet.hand': 'Ante',
    'rooms.rules.tiers': 'Ruang (ante per tangan)',
    'rooms.tier.beginner': 'Pemula',
    'rooms.tier.intermediate': 'Menengah',
    'rooms.tier.advanced': 'Mahir',
    'rooms.tier.vip': 'VIP',
    'rooms.rules.seats': '{seats} kursi. Kursi yang tidak diisi anggota diisi pemain bandar.',
    'rooms.rules.pot':
      'Setiap kursi memasang taruhan ruang sebagai ante ke pot; call, raise, dan kartu yang dibeli juga masuk ke pot. Para pemenang berbagi pot setelah dipotong rake {rake} yang diambil bandar; sisa satuan yang tidak terbagi diberikan kepada pemenang terdekat di kiri tombol dealer.',
    'rooms.rules.house':
      'Pemain bandar mengikuti strategi tetap yang dijelaskan di bawah. Mereka hanya melihat kartu sendiri dan kartu di meja.',
    'rooms.rules.symmetric':
      'Setiap kursi memainkan strategi yang sama dari tombol dealer yang diundi acak, sehingga setiap kursi, termasuk kursi Anda, rata-rata menerima kembali tepat {rtp} dari taruhannya bila memainkan strategi itu (main otomatis).',
    'rooms.rules.banker':
      'Pengembalian ke pemain dengan strategi main otomatis: {rtp}, dihitung tepat atas setiap pembagian kartu.',
    'rooms.refused.option': 'Taruhan tidak dikenal: {option}.',
    'rooms.refused.tier': 'Tidak ada ruang {tier}.',
    'rooms.refused.turn': 'Belum giliran Anda.',
    'rooms.refused.action': 'Langkah itu tidak boleh sekarang.',
  },
};
