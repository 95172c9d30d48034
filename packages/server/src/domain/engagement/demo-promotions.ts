import type { ActivityType } from '@playsite/api/contract';
import type { ContentLanguage } from '../content/language.ts';

const day = 86_400_000;

/** [title, summary, rules (one per line)] in one language. */
type Texts = [string, string, string];

export interface DemoActivity {
  type: ActivityType;
  action: 'join' | 'claim' | 'apply';
  image: string;
  bonus: number;
  turnover: number;
  /** Relative to the seed's clock. */
  startsIn: number;
  endsIn: number;
  texts: Record<ContentLanguage, Texts>;
}

/** The demo brand's promotions: every action, and one not started yet and one already over. */
export const demoActivities: DemoActivity[] = [
  {
    type: 'newMember',
    action: 'claim',
    image: 'promo-welcome',
    bonus: 800,
    turnover: 3,
    startsIn: -day,
    endsIn: 365 * day,
    texts: {
      en: [
        'Welcome gift 8.00',
        'A free 8.00 for every new member, claim it now.',
        'One claim per member\nBonus needs 3× turnover before withdrawal',
      ],
      cn: [
        '新人礼金 8.00',
        '每位新会员均可免费领取 8.00，立即领取。',
        '每位会员限领一次\n奖金需完成 3 倍流水方可提款',
      ],
      id: [
        'Hadiah sambutan 8.00',
        'Gratis 8.00 untuk setiap member baru, klaim sekarang.',
        'Satu klaim per member\nBonus perlu turnover 3× sebelum penarikan',
      ],
      ja: [
        'ウェルカムギフト 8.00',
        '新規会員全員に 8.00 をプレゼント。今すぐ受け取りましょう。',
        '受け取りはお一人様1回\nボーナスは出金前に3倍のターンオーバーが必要です',
      ],
      ko: [
        '웰컴 선물 8.00',
        '모든 신규 회원에게 8.00을 드립니다. 지금 받으세요.',
        '회원당 1회 수령\n보너스는 출금 전 3배 롤링이 필요합니다',
      ],
      th: [
        'ของขวัญต้อนรับ 8.00',
        'สมาชิกใหม่ทุกคนรับฟรี 8.00 รับเลยตอนนี้',
        'รับได้หนึ่งครั้งต่อสมาชิก\nโบนัสต้องทำยอดเทิร์นโอเวอร์ 3 เท่าก่อนถอน',
      ],
      vi: [
        'Quà chào mừng 8.00',
        'Tặng 8.00 cho mỗi thành viên mới, nhận ngay.',
        'Mỗi thành viên nhận một lần\nTiền thưởng cần doanh thu cược 3 lần trước khi rút',
      ],
    },
  },
  {
    type: 'deposit',
    action: 'apply',
    image: 'promo-reload',
    bonus: 5_000,
    turnover: 5,
    startsIn: -day,
    endsIn: 90 * day,
    texts: {
      en: [
        'Weekend reload 50.00',
        'Deposit at the weekend, send us the receipt and get 50.00.',
        'Apply with a short comment and up to 3 receipt images\nWe review every application within 24 hours\nBonus needs 5× turnover before withdrawal',
      ],
      cn: [
        '周末充值奖励 50.00',
        '周末存款后提交收据，即可获得 50.00。',
        '申请时附上简短说明和最多 3 张收据图片\n我们会在 24 小时内审核每一份申请\n奖金需完成 5 倍流水方可提款',
      ],
      id: [
        'Reload akhir pekan 50.00',
        'Deposit di akhir pekan, kirim buktinya dan dapatkan 50.00.',
        'Ajukan dengan komentar singkat dan hingga 3 gambar bukti\nKami meninjau setiap pengajuan dalam 24 jam\nBonus perlu turnover 5× sebelum penarikan',
      ],
      ja: [
        '週末リロード 50.00',
        '週末に入金して明細を送ると 50.00 を獲得できます。',
        '短いコメントと最大3枚の明細画像を添えて申請してください\n申請は24時間以内に審査します\nボーナスは出金前に5倍のターンオーバーが必要です',
      ],
      ko: [
        '주말 리로드 50.00',
        '주말에 입금하고 영수증을 보내면 50.00을 드립니다.',
        '짧은 코멘트와 영수증 이미지 최대 3장으로 신청하세요\n모든 신청은 24시간 이내에 검토됩니다\n보너스는 출금 전 5배 롤링이 필요합니다',
      ],
      th: [
        'เติมเงินสุดสัปดาห์ 50.00',
        'ฝากเงินช่วงสุดสัปดาห์ ส่งสลิปมาให้เรา รับ 50.00',
        'สมัครพร้อมข้อความสั้น ๆ และรูปสลิปไม่เกิน 3 รูป\nเราตรวจสอบทุกใบสมัครภายใน 24 ชั่วโมง\nโบนัสต้องทำยอดเทิร์นโอเวอร์ 5 เท่าก่อนถอน',
      ],
      vi: [
        'Nạp cuối tuần 50.00',
        'Nạp tiền cuối tuần, gửi biên lai và nhận 50.00.',
        'Đăng ký kèm ghi chú ngắn và tối đa 3 ảnh biên lai\nChúng tôi duyệt mọi đơn trong 24 giờ\nTiền thưởng cần doanh thu cược 5 lần trước khi rút',
      ],
    },
  },
  {
    type: 'rebate',
    action: 'join',
    image: 'promo-cashback',
    bonus: 0,
    turnover: 0,
    startsIn: -day,
    endsIn: 180 * day,
    texts: {
      en: [
        'Daily cashback club',
        'Join once and get cashback on every valid bet, paid daily.',
        'Join once, the cashback runs every day\nCashback is counted on valid bets only',
      ],
      cn: [
        '每日返水俱乐部',
        '加入一次，每笔有效投注均可获得返水，每日发放。',
        '只需加入一次，每天自动返水\n返水仅按有效投注计算',
      ],
      id: [
        'Klub cashback harian',
        'Bergabung sekali dan dapatkan cashback dari setiap taruhan sah, dibayar harian.',
        'Bergabung sekali, cashback berjalan setiap hari\nCashback dihitung dari taruhan sah saja',
      ],
      ja: [
        'デイリーキャッシュバッククラブ',
        '一度参加すれば、有効ベットごとにキャッシュバックが毎日支払われます。',
        '参加は一度だけ、キャッシュバックは毎日\nキャッシュバックは有効ベットのみが対象です',
      ],
      ko: [
        '데일리 캐시백 클럽',
        '한 번 참여하면 모든 유효 베팅에 캐시백이 매일 지급됩니다.',
        '한 번만 참여하면 매일 캐시백\n캐시백은 유효 베팅만 계산됩니다',
      ],
      th: [
        'คลับเงินคืนรายวัน',
        'เข้าร่วมครั้งเดียว รับเงินคืนทุกยอดเดิมพันที่ถูกต้อง จ่ายทุกวัน',
        'เข้าร่วมครั้งเดียว รับเงินคืนทุกวัน\nเงินคืนคิดจากยอดเดิมพันที่ถูกต้องเท่านั้น',
      ],
      vi: [
        'Câu lạc bộ hoàn tiền hằng ngày',
        'Tham gia một lần, nhận hoàn tiền cho mọi cược hợp lệ, trả hằng ngày.',
        'Tham gia một lần, hoàn tiền mỗi ngày\nChỉ tính trên cược hợp lệ',
      ],
    },
  },
  {
    type: 'vip',
    action: 'apply',
    image: 'promo-birthday',
    bonus: 8_800,
    turnover: 1,
    startsIn: -day,
    endsIn: 365 * day,
    texts: {
      en: [
        'VIP birthday gift 88.00',
        'Celebrate with us: VIP members apply in their birthday month.',
        'VIP level 1 and above\nApply in your birthday month with a short comment\nBonus needs 1× turnover before withdrawal',
      ],
      cn: [
        'VIP 生日礼金 88.00',
        '与我们一起庆祝：VIP 会员可在生日当月申请。',
        'VIP 1 级及以上\n在生日当月附简短说明申请\n奖金需完成 1 倍流水方可提款',
      ],
      id: [
        'Hadiah ulang tahun VIP 88.00',
        'Rayakan bersama kami: member VIP mengajukan di bulan ulang tahunnya.',
        'Level VIP 1 ke atas\nAjukan di bulan ulang tahun dengan komentar singkat\nBonus perlu turnover 1× sebelum penarikan',
      ],
      ja: [
        'VIP誕生日ギフト 88.00',
        '一緒にお祝いしましょう：VIP会員は誕生月に申請できます。',
        'VIPレベル1以上\n誕生月に短いコメントを添えて申請\nボーナスは出金前に1倍のターンオーバーが必要です',
      ],
      ko: [
        'VIP 생일 선물 88.00',
        '함께 축하해요: VIP 회원은 생일이 있는 달에 신청하세요.',
        'VIP 레벨 1 이상\n생일이 있는 달에 짧은 코멘트와 함께 신청\n보너스는 출금 전 1배 롤링이 필요합니다',
      ],
      th: [
        'ของขวัญวันเกิด VIP 88.00',
        'ฉลองไปกับเรา: สมาชิก VIP สมัครได้ในเดือนเกิด',
        'VIP ระดับ 1 ขึ้นไป\nสมัครในเดือนเกิดพร้อมข้อความสั้น ๆ\nโบนัสต้องทำยอดเทิร์นโอเวอร์ 1 เท่าก่อนถอน',
      ],
      vi: [
        'Quà sinh nhật VIP 88.00',
        'Cùng ăn mừng: thành viên VIP đăng ký trong tháng sinh nhật.',
        'VIP cấp 1 trở lên\nĐăng ký trong tháng sinh nhật kèm ghi chú ngắn\nTiền thưởng cần doanh thu cược 1 lần trước khi rút',
      ],
    },
  },
  {
    type: 'special',
    action: 'join',
    image: 'promo-tournament',
    bonus: 0,
    turnover: 0,
    startsIn: 7 * day,
    endsIn: 14 * day,
    texts: {
      en: [
        'Slots tournament',
        'A week of slots with a leaderboard and prizes for the top 20.',
        'Opens next week\nValid bets on slots count toward the leaderboard',
      ],
      cn: [
        '老虎机锦标赛',
        '为期一周的老虎机赛事，排行榜前 20 名赢取奖品。',
        '下周开始\n老虎机有效投注计入排行榜',
      ],
      id: [
        'Turnamen slot',
        'Seminggu slot dengan papan peringkat dan hadiah untuk 20 teratas.',
        'Dibuka minggu depan\nTaruhan sah di slot dihitung ke papan peringkat',
      ],
      ja: [
        'スロットトーナメント',
        'ランキング上位20名に賞品が当たる1週間のスロット大会。',
        '来週開始\nスロットの有効ベットがランキングに反映されます',
      ],
      ko: [
        '슬롯 토너먼트',
        '상위 20명에게 상품을 주는 일주일간의 슬롯 리더보드.',
        '다음 주 시작\n슬롯 유효 베팅이 리더보드에 반영됩니다',
      ],
      th: [
        'ทัวร์นาเมนต์สล็อต',
        'สล็อตหนึ่งสัปดาห์พร้อมกระดานผู้นำและรางวัลสำหรับ 20 อันดับแรก',
        'เริ่มสัปดาห์หน้า\nยอดเดิมพันสล็อตที่ถูกต้องนับเข้ากระดานผู้นำ',
      ],
      vi: [
        'Giải đấu slot',
        'Một tuần slot với bảng xếp hạng và giải thưởng cho top 20.',
        'Mở vào tuần sau\nCược hợp lệ trên slot được tính vào bảng xếp hạng',
      ],
    },
  },
  {
    type: 'special',
    action: 'claim',
    image: 'promo-festival',
    bonus: 1_800,
    turnover: 2,
    startsIn: -30 * day,
    endsIn: -2 * day,
    texts: {
      en: [
        'Spring festival red packet',
        'Our festival gift of 18.00 has ended. Thank you for joining.',
        'Ended\nOne claim per member',
      ],
      cn: ['春节红包', '18.00 节日礼金活动已结束，感谢参与。', '已结束\n每位会员限领一次'],
      id: [
        'Angpao festival musim semi',
        'Hadiah festival 18.00 telah berakhir. Terima kasih telah ikut.',
        'Berakhir\nSatu klaim per member',
      ],
      ja: [
        '春節レッドパケット',
        '18.00 のフェスティバルギフトは終了しました。ご参加ありがとうございました。',
        '終了\n受け取りはお一人様1回',
      ],
      ko: [
        '춘절 홍바오',
        '18.00 축제 선물 이벤트가 종료되었습니다. 참여해 주셔서 감사합니다.',
        '종료됨\n회원당 1회 수령',
      ],
      th: ['อั่งเปาเทศกาลตรุษจีน', 'ของขวัญเทศกาล 18.00 สิ้นสุดแล้ว ขอบคุณที่ร่วมสนุก', 'สิ้นสุดแล้ว\nรับได้หนึ่งครั้งต่อสมาชิก'],
      vi: [
        'Lì xì Tết',
        'Quà lễ hội 18.00 đã kết thúc. Cảm ơn bạn đã tham gia.',
        'Đã kết thúc\nMỗi thành viên nhận một lần',
      ],
    },
  },
];

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The stored texts of one language: summary as content, rules as an HTML list. */
export function activityTexts([title, summary, rules]: Texts) {
  return {
    title,
    summary,
    content: `<p>${escapeHtml(summary)}</p>`,
    rules: `<ul>${rules
      .split('\n')
      .map((line) => `<li>${escapeHtml(line)}</li>`)
      .join('')}</ul>`,
  };
}
