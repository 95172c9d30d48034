import type { ContentLanguage } from '../content/language.ts';

type Benefit = 'missions' | 'birthday' | 'rebate' | 'monthly' | 'support' | 'withdrawals' | 'host' | 'events';

const benefitTexts: Record<ContentLanguage, Record<Benefit, string>> = {
  en: {
    missions: 'Daily missions',
    birthday: 'Birthday gift',
    rebate: '{rate}% cashback',
    monthly: 'Monthly bonus',
    support: 'VIP support line',
    withdrawals: 'Faster withdrawals',
    host: 'Personal host',
    events: 'Event invitations',
  },
  cn: {
    missions: '每日任务',
    birthday: '生日礼金',
    rebate: '{rate}% 返水',
    monthly: '每月奖金',
    support: 'VIP 专属客服',
    withdrawals: '优先出款',
    host: '专属客户经理',
    events: '活动邀请',
  },
  id: {
    missions: 'Misi harian',
    birthday: 'Hadiah ulang tahun',
    rebate: 'Cashback {rate}%',
    monthly: 'Bonus bulanan',
    support: 'Layanan VIP',
    withdrawals: 'Penarikan lebih cepat',
    host: 'Host pribadi',
    events: 'Undangan acara',
  },
  ja: {
    missions: 'デイリーミッション',
    birthday: '誕生日ギフト',
    rebate: '{rate}% キャッシュバック',
    monthly: '月間ボーナス',
    support: 'VIP専用サポート',
    withdrawals: '出金の優先処理',
    host: '専任ホスト',
    events: 'イベントへのご招待',
  },
  ko: {
    missions: '일일 미션',
    birthday: '생일 선물',
    rebate: '{rate}% 캐시백',
    monthly: '월간 보너스',
    support: 'VIP 전용 상담',
    withdrawals: '빠른 출금',
    host: '전담 매니저',
    events: '이벤트 초대',
  },
  th: {
    missions: 'ภารกิจรายวัน',
    birthday: 'ของขวัญวันเกิด',
    rebate: 'เงินคืน {rate}%',
    monthly: 'โบนัสรายเดือน',
    support: 'สายด่วน VIP',
    withdrawals: 'ถอนเงินเร็วขึ้น',
    host: 'ผู้ดูแลส่วนตัว',
    events: 'คำเชิญร่วมงานพิเศษ',
  },
  vi: {
    missions: 'Nhiệm vụ hằng ngày',
    birthday: 'Quà sinh nhật',
    rebate: 'Hoàn tiền {rate}%',
    monthly: 'Thưởng hằng tháng',
    support: 'Hỗ trợ VIP riêng',
    withdrawals: 'Rút tiền nhanh hơn',
    host: 'Chuyên viên riêng',
    events: 'Lời mời sự kiện',
  },
};

const levelNames: Record<ContentLanguage, string[]> = {
  en: ['Member', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Emerald', 'Diamond', 'Crown'],
  cn: ['会员', '青铜', '白银', '黄金', '铂金', '翡翠', '钻石', '皇冠'],
  id: ['Member', 'Perunggu', 'Perak', 'Emas', 'Platinum', 'Zamrud', 'Berlian', 'Mahkota'],
  ja: ['メンバー', 'ブロンズ', 'シルバー', 'ゴールド', 'プラチナ', 'エメラルド', 'ダイヤモンド', 'クラウン'],
  ko: ['멤버', '브론즈', '실버', '골드', '플래티넘', '에메랄드', '다이아몬드', '크라운'],
  th: ['สมาชิก', 'บรอนซ์', 'ซิลเวอร์', 'โกลด์', 'แพลทินัม', 'มรกต', 'ไดมอนด์', 'คราวน์'],
  vi: ['Thành viên', 'Đồng', 'Bạc', 'Vàng', 'Bạch kim', 'Ngọc lục bảo', 'Kim cương', 'Vương miện'],
};

/** The demo ladder (minor units); levels above 4 are VIP. Bets as the member centre's rank page. */
const ladder: {
  deposit: number;
  bet: number;
  upgrade: number;
  monthly: number;
  rebate?: string;
  benefits: Benefit[];
}[] = [
  { deposit: 0, bet: 0, upgrade: 0, monthly: 0, benefits: ['missions'] },
  { deposit: 10_000, bet: 100_000, upgrade: 1_000, monthly: 0, benefits: ['missions', 'birthday'] },
  {
    deposit: 100_000,
    bet: 1_000_000,
    upgrade: 5_000,
    monthly: 1_000,
    rebate: '0.6',
    benefits: ['birthday', 'rebate', 'monthly'],
  },
  {
    deposit: 500_000,
    bet: 5_000_000,
    upgrade: 18_800,
    monthly: 3_800,
    rebate: '0.7',
    benefits: ['birthday', 'rebate', 'monthly'],
  },
  {
    deposit: 2_000_000,
    bet: 20_000_000,
    upgrade: 58_800,
    monthly: 8_800,
    rebate: '0.8',
    benefits: ['rebate', 'monthly', 'withdrawals'],
  },
  {
    deposit: 5_000_000,
    bet: 50_000_000,
    upgrade: 128_800,
    monthly: 18_800,
    rebate: '0.9',
    benefits: ['rebate', 'monthly', 'support', 'withdrawals'],
  },
  {
    deposit: 10_000_000,
    bet: 100_000_000,
    upgrade: 288_800,
    monthly: 38_800,
    rebate: '1.0',
    benefits: ['rebate', 'monthly', 'support', 'host'],
  },
  {
    deposit: 30_000_000,
    bet: 300_000_000,
    upgrade: 888_800,
    monthly: 88_800,
    rebate: '1.2',
    benefits: ['rebate', 'monthly', 'support', 'host', 'events'],
  },
];

export const demoVipLevels = ladder.map((row, level) => ({
  level,
  requiredDeposit: row.deposit,
  requiredBet: row.bet,
  upgradeBonus: row.upgrade,
  monthlyBonus: row.monthly,
  texts: Object.fromEntries(
    (Object.keys(levelNames) as ContentLanguage[]).map((language) => [
      language,
      {
        name: levelNames[language][level] ?? String(level),
        benefits: row.benefits
          .map((benefit) => benefitTexts[language][benefit].replace('{rate}', row.rebate ?? ''))
          .join('\n'),
      },
    ]),
  ) as Record<ContentLanguage, { name: string; benefits: string }>,
}));
