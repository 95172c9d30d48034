import type { ContentLanguage } from '../domain/content/language.ts';
import type { RegisterSettings, SettingValues, WhitelabelNode } from '../domain/settings.ts';

export const demoMerchant = { code: 'demo', name: 'PlaySite Demo', currency: 'PHP', currencySymbol: 'P' };

const node = (modId: string, enabled: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled: enabled ? '1' : '0',
  childrenNodes,
});

/** Feature flags and module ids (docs/product.md § Feature flags), as the platform's tree. */
export const demoWhitelabel: WhitelabelNode[] = [
  node('COMM3', true, [
    node('FREEPLAY3', true),
    node('MOBILEVERCODELOGIN3', true),
    node('PWDEXPFORCECHANGE3', true),
    node('LOGINIPVERF3', false),
  ]),
  node('REG3', true, [
    node('USERNAMEREG3', true),
    node('MOBILENUMREG3', true),
    node('REGMOBVERF3', true),
    node('MOBILENUMPASSREG3', true),
    node('DIRECTREG3', true),
    node('VERIFICATION3', true),
  ]),
  node('PASS3', true, [node('CHNGPASSVERIF3', true)]),
  node('AGENTPOLICY3', true, [node('DAILYSALCONT3', true), node('HOURSAL3', true), node('RTSALARY3', true)]),
  node('MANPLAYREB3', true),
  node('GAMELO3', true, [node('GAMELOHOT3', true), node('GAMELOFAV3', true), node('GAMELOREC3', true)]),
  node('PTSYS3', true),
  node('FUNDTRANS3', true),
  node('MEMTRANS3', true),
  node('INBOX3', true),
  node('REWCEN3', true),
  node('FEEDBACK3', true),
  node('AFFMAN3', true),
];

const field = (
  enabled: boolean,
  required: boolean,
  acceptedPattern: string,
  patternId: number,
  minLength: number,
  maxLength: number,
) => ({ enabled, required, acceptedPattern, patternId, minLength, maxLength });

/**
 * Register field settings; pattern ids follow the forms catalogue. No captcha by default, and the
 * username tab asks for no mobile number (so no SMS code): scripts and QA can register freely. The
 * mobile tab always has the number, with an SMS code while REGMOBVERF3 is on.
 */
export const demoRegister: RegisterSettings = {
  username: field(true, true, '^[a-zA-Z][a-zA-Z0-9]*$', 1, 6, 13),
  password: field(true, true, '^[a-zA-Z0-9]+$', 4, 6, 12),
  confirmPassword: field(true, true, '*', 0, 6, 12),
  email: field(true, false, '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)+$', 3, 5, 64),
  mobileNum: field(false, false, '^[0-9]+$', 6, 6, 15),
  payeeName: field(false, false, '*', 0, 1, 64),
  qqNum: field(false, false, '^[0-9]+$', 6, 5, 12),
  line: field(false, false, '*', 0, 1, 64),
  whatsapp: field(false, false, '^[0-9]+$', 6, 6, 15),
  facebook: field(false, false, '*', 0, 1, 64),
  wechat: field(false, false, '*', 0, 1, 64),
  idNumber: field(false, false, '^[a-zA-Z0-9]+$', 4, 4, 32),
  recommenderId: field(false, false, '*', 0, 1, 32),
  affiliateCode: field(true, false, '^[a-zA-Z0-9]+$', 4, 1, 32),
  paymentPassword: field(false, false, '^[0-9]+$', 6, 6, 6),
  captcha: field(false, false, '^[0-9]+$', 6, 4, 4),
  verificationCode: field(true, false, '^[0-9]+$', 6, 6, 255),
  // The 18+/terms box: off until the operator enables it (register-field agreeTerms enabled=true).
  agreeTerms: field(false, true, '*', 0, 0, 5),
};

/**
 * Profile field settings (the member centre's profile form): every field shown, none required.
 * Migration 019 writes the same for brands seeded before these settings existed.
 */
export const demoProfileFields: RegisterSettings = {
  qqNum: field(true, false, '^[0-9]+$', 6, 5, 12),
  whatsapp: field(true, false, '^[0-9]+$', 6, 6, 15),
  facebook: field(true, false, '*', 0, 1, 64),
  telegram: field(true, false, '^[A-Za-z0-9@._+-]+$', 19, 2, 64),
  zalo: field(true, false, '^[0-9]+$', 6, 9, 11),
  line: field(true, false, '^[A-Za-z0-9@._+-]+$', 19, 1, 64),
  idNumber: field(true, false, '^[a-zA-Z0-9]+$', 4, 4, 32),
  birthday: field(true, false, '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', 11, 10, 10),
  address: field(true, false, '*', 0, 5, 200),
  nationality: field(true, false, '^[\\p{L}\\p{M} ]+$', 13, 2, 64),
  occupation: field(true, false, '*', 0, 2, 64),
  incomeSource: field(true, false, '*', 0, 2, 64),
};

export const demoSettings: SettingValues = {
  systemStatus: { maintenance: false, regionRestriction: false },
  whitelabel: demoWhitelabel,
  register: demoRegister,
  profileFields: demoProfileFields,
  // Bonus verification none: the demo journeys claim bonuses with fresh accounts; tests switch it on
  // (operator bonus-verification mobile|email).
  security: { loginCaptcha: false, passwordMaxAgeDays: 90, bonusVerification: 'none' },
  siteInfo: {
    resources: [
      {
        resourceType: 'IOS',
        url: '/down?app=ios',
        qrCodeUrl: '/down?app=ios',
        labelNameEn: 'iOS app',
        labelNameCn: 'iOS 应用',
      },
      {
        resourceType: 'ANDROID',
        url: '/down?app=android',
        qrCodeUrl: '/down?app=android',
        labelNameEn: 'Android app',
        labelNameCn: '安卓应用',
      },
      {
        resourceType: 'LITE',
        url: '/down?app=lite',
        qrCodeUrl: '/down?app=lite',
        labelNameEn: 'Lite app',
        labelNameCn: '轻量版',
      },
      {
        resourceType: 'EMAIL',
        url: 'mailto:support@demo.playsite.test',
        qrCodeUrl: '',
        labelNameEn: 'E-mail',
        labelNameCn: '邮箱',
      },
      { resourceType: 'SOCIAL', url: '/join', qrCodeUrl: '', labelNameEn: 'Community', labelNameCn: '社区' },
    ],
    customerService: [
      { type: 'LIVECHAT', label: 'Live chat', url: '/helpmc' },
      { type: 'VIP', label: 'VIP support', url: '/helpmc?vip=1' },
    ],
    analytics: { gtagId: '' },
    // This server hosts the images too (http/app.ts): a path, so it works under every brand's host.
    imageCDNs: ['/images'],
    launchGameCDNs: [],
  },
  domainRoute: {
    domainList: ['http://127.0.0.1:8080', 'http://localhost:8080'],
    resources: [
      {
        resourceType: 'WEB',
        url: 'http://127.0.0.1:8080',
        qrCodeUrl: '',
        labelNameEn: 'Main site',
        labelNameCn: '主站',
      },
      {
        resourceType: 'WEB',
        url: 'http://localhost:8080',
        qrCodeUrl: '',
        labelNameEn: 'Backup site',
        labelNameCn: '备用站',
      },
    ],
  },
  helpCenter: [
    {
      id: 11,
      category: 'Account',
      title: 'How do I register?',
      content: '<p>Open Register, choose username or mobile, and fill in the form.</p>',
    },
    {
      id: 12,
      category: 'Account',
      title: 'I forgot my password',
      content: '<p>Use Forgot password with your e-mail or mobile number.</p>',
    },
    {
      id: 21,
      category: 'Deposits and withdrawals',
      title: 'How long does a deposit take?',
      content: '<p>Most deposits arrive within minutes.</p>',
    },
    {
      id: 22,
      category: 'Deposits and withdrawals',
      title: 'Withdrawal limits',
      content: '<p>Limits depend on your VIP level.</p>',
    },
    {
      id: 31,
      category: 'Responsible gaming',
      title: 'Setting limits',
      content: '<p>Contact support to set deposit or time limits.</p>',
    },
  ],
};

export interface DemoAccount {
  username: string;
  password: string;
  customerType: number;
  balanceMinor: bigint;
  nickname: string;
  email?: string;
  mobile?: { dialingCode: string; mobileNum: string };
  affiliateCode?: string;
  clubLabel?: { labelName: string; rankLevel: number };
  note: string;
}

/** Listed in packages/server/README.md; keep the two in step. */
export const demoAccounts: DemoAccount[] = [
  {
    username: 'demomember',
    password: 'demo1234',
    customerType: 0,
    balanceMinor: 1_000_000n,
    nickname: 'Demo Member',
    email: 'member@demo.playsite.test',
    mobile: { dialingCode: '+63', mobileNum: '9170000001' },
    clubLabel: { labelName: 'Gold', rankLevel: 3 },
    note: 'member, 10,000.00',
  },
  {
    username: 'demovip',
    password: 'demo1234',
    customerType: 0,
    balanceMinor: 50_000_000n,
    nickname: 'Demo VIP',
    email: 'vip@demo.playsite.test',
    mobile: { dialingCode: '+63', mobileNum: '9170000002' },
    clubLabel: { labelName: 'Diamond', rankLevel: 6 },
    note: 'member, VIP rank 6, 500,000.00',
  },
  {
    username: 'demoweak',
    password: '123456',
    customerType: 0,
    balanceMinor: 100_000n,
    nickname: 'Weak Password',
    email: 'weak@demo.playsite.test',
    note: 'member with the default password 123456 (login reports passwordExpired)',
  },
  {
    username: 'demoagent1',
    password: 'demo1234',
    customerType: 1,
    balanceMinor: 2_000_000n,
    nickname: 'Agent One',
    email: 'agent1@demo.playsite.test',
    mobile: { dialingCode: '+63', mobileNum: '9170000011' },
    affiliateCode: 'AGENT1',
    note: 'agent type 1, affiliate code AGENT1',
  },
  {
    username: 'demoagent2',
    password: 'demo1234',
    customerType: 2,
    balanceMinor: 2_000_000n,
    nickname: 'Agent Two',
    affiliateCode: 'AGENT2',
    note: 'agent type 2, affiliate code AGENT2',
  },
  {
    username: 'demoagent41',
    password: 'demo1234',
    customerType: 41,
    balanceMinor: 2_000_000n,
    nickname: 'Agent 41',
    affiliateCode: 'AGENT41',
    note: 'agent type 41, affiliate code AGENT41',
  },
  {
    username: 'demoagent42',
    password: 'demo1234',
    customerType: 42,
    balanceMinor: 2_000_000n,
    nickname: 'Agent 42',
    affiliateCode: 'AGENT42',
    note: 'agent type 42, affiliate code AGENT42',
  },
];

export interface DemoAnnouncement {
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  title: string;
  content: string;
  url?: string;
  imageUrl?: string;
  /** The same announcement in the other languages (announcement_texts). */
  texts?: Partial<Record<ContentLanguage, { title: string; content: string }>>;
}

export const demoAnnouncements: DemoAnnouncement[] = [
  {
    type: 'B',
    title: 'Welcome to PlaySite',
    content: '',
    url: '/promotions',
    imageUrl: '/media/banners/welcome.svg',
  },
  { type: 'B', title: 'Live casino nights', content: '', url: '/live', imageUrl: '/media/banners/live.svg' },
  {
    type: 'B',
    title: 'Lottery draws every 5 minutes',
    content: '',
    url: '/lottery',
    imageUrl: '/media/banners/lottery.svg',
  },
  ...Array.from({ length: 12 }, (_, index) => ({
    type: 'PL' as const,
    title: `Notice ${index + 1}: ${['Scheduled maintenance', 'New games added', 'Deposit channel update', 'VIP upgrade rules'][index % 4]}`,
    content: `<p>Notice ${index + 1}. Thank you for playing responsibly. <strong>Details</strong> are in the help centre.</p>`,
  })),
  {
    type: 'PU',
    title: 'Play responsibly',
    content: '<p>Set limits and take breaks. You must be 18 or older to play.</p>',
    texts: {
      cn: { title: '理性游戏', content: '<p>请设定限额并适时休息。您必须年满 18 岁才能参与游戏。</p>' },
      ja: {
        title: '責任あるプレイを',
        content: '<p>上限を決めて、適度に休憩を取りましょう。プレイできるのは 18 歳以上の方のみです。</p>',
      },
      th: {
        title: 'เล่นอย่างรับผิดชอบ',
        content: '<p>กำหนดวงเงินและพักเป็นระยะ คุณต้องมีอายุ 18 ปีขึ้นไปจึงจะเล่นได้</p>',
      },
      vi: {
        title: 'Chơi có trách nhiệm',
        content: '<p>Hãy đặt giới hạn và nghỉ ngơi hợp lý. Bạn phải từ 18 tuổi trở lên để chơi.</p>',
      },
      ko: {
        title: '책임감 있는 게임',
        content: '<p>한도를 정하고 틈틈이 쉬세요. 만 18세 이상만 플레이할 수 있습니다.</p>',
      },
      id: {
        title: 'Bermain secara bertanggung jawab',
        content:
          '<p>Tetapkan batas dan beristirahatlah. Anda harus berusia 18 tahun ke atas untuk bermain.</p>',
      },
    },
  },
  {
    type: 'PR',
    title: 'First deposit bonus 100%',
    content: '<p>Double your first deposit up to 1,000.</p>',
    url: '/promotions',
  },
  {
    type: 'PR',
    title: 'Daily cashback 1%',
    content: '<p>Cashback on every bet, paid daily.</p>',
    url: '/promotions',
  },
  {
    type: 'PR',
    title: 'Invite a friend',
    content: '<p>Earn rewards when friends join.</p>',
    url: '/promotions',
  },
  {
    type: 'H',
    title: 'Beginner guide',
    content: '<p>Register, deposit, pick a game, have fun.</p>',
    url: '/help',
  },
];

/* ---------- money domain (issue 7): channels, promotions, missions, member history ---------- */

const hour = 1;
const day = 24 * hour;

/** One step of a demo member's money history, `hoursAgo` before the seed's clock. */
export type DemoMoneyStep = { hoursAgo: number } & (
  | {
      do: 'deposit';
      channel: string;
      amount: bigint;
      promotion?: string;
      decide?: 'approve' | 'reject';
      remark?: string;
    }
  | { do: 'paymentPassword'; password: string }
  | { do: 'bind'; kind: 'bank' | 'ewallet'; provider: string; accountName: string; accountNumber: string }
  | {
      do: 'withdraw';
      amount: bigint;
      /** Index among the member's bound accounts. */
      account: number;
      decide?: 'approve' | 'reject';
      confirm?: 'received';
    }
  | { do: 'transfer'; from: number; to: number; amount: bigint }
  | { do: 'round'; vendor: string; stake: bigint; win: bigint }
  | { do: 'rebate' }
  | { do: 'claim'; promotion: string }
  | {
      do: 'message';
      category: 'system' | 'notice' | 'promotion';
      title: string;
      content: string;
      read: boolean;
    }
);

export interface DemoMoney {
  settings: {
    confirmMinutes: number;
    autoApproveDeposits: boolean;
    singleWallet: boolean;
    rebateRate: number;
  };
  channels: Array<{
    code: string;
    name: string;
    type: 'bank' | 'ewallet' | 'qr' | 'crypto';
    minAmount: bigint;
    maxAmount: bigint;
    autoApprove: boolean;
    instructions: string;
  }>;
  promotions: Array<{
    kind: 'deposit' | 'reward';
    title: string;
    content: string;
    rate?: number;
    maxBonus?: bigint;
    minDeposit?: bigint;
    firstDepositOnly?: boolean;
    amount?: bigint;
    /** Negative: starts in the future. */
    startHoursAgo: number;
    /** Positive: ended that many hours ago; absent: open-ended. */
    endHoursAgo?: number;
  }>;
  missions: Array<{
    title: string;
    metric: 'deposit_count' | 'deposit_amount' | 'bet_amount' | 'transfer_count';
    target: bigint;
    reward: bigint;
    startHoursAgo: number;
  }>;
  uplines: Record<string, string>;
  /** Per username; every history ends with the member's seed balance unchanged (tests rely on it). */
  history: Record<string, DemoMoneyStep[]>;
}

const rounds = (vendor: string, plays: Array<[number, bigint, bigint]>): DemoMoneyStep[] =>
  plays.map(([hoursAgo, stake, win]) => ({ hoursAgo, do: 'round', vendor, stake, win }));

export const demoMoney: DemoMoney = {
  settings: { confirmMinutes: 30, autoApproveDeposits: false, singleWallet: false, rebateRate: 50 },
  channels: [
    {
      code: 'INSTANT',
      name: 'PayLeaf instant',
      type: 'ewallet',
      minAmount: 10_000n,
      maxAmount: 5_000_000n,
      autoApprove: true,
      instructions: 'Approved at once (demo).',
    },
    {
      code: 'BANKXFER',
      name: 'Bank transfer',
      type: 'bank',
      minAmount: 50_000n,
      maxAmount: 50_000_000n,
      autoApprove: false,
      instructions: 'Harbor Bank, account 0012-3456-7890, PlaySite Demo Ltd. Quote your username.',
    },
    {
      code: 'QRPAY',
      name: 'QR payment',
      type: 'qr',
      minAmount: 10_000n,
      maxAmount: 2_000_000n,
      autoApprove: false,
      instructions: 'Scan the QR code in your banking app.',
    },
  ],
  promotions: [
    {
      kind: 'deposit',
      title: 'First deposit bonus 100%',
      content: '<p>Double your first deposit up to 1,000.</p>',
      rate: 10_000,
      maxBonus: 100_000n,
      minDeposit: 10_000n,
      firstDepositOnly: true,
      startHoursAgo: 60 * day,
    },
    {
      kind: 'deposit',
      title: 'Reload bonus 10%',
      content: '<p>10% on every deposit of 200 or more, up to 500.</p>',
      rate: 1_000,
      maxBonus: 50_000n,
      minDeposit: 20_000n,
      startHoursAgo: 30 * day,
    },
    {
      kind: 'reward',
      title: 'Welcome gift',
      content: '<p>A small gift to start with. Claim it now.</p>',
      amount: 5_000n,
      startHoursAgo: 10 * day,
    },
    {
      kind: 'reward',
      title: 'Monthly raffle prize',
      content: '<p>Drawn on the first of every month.</p>',
      amount: 8_800n,
      startHoursAgo: 20 * day,
      endHoursAgo: 1 * day,
    },
    {
      kind: 'reward',
      title: 'Lucky weekend draw',
      content: '<p>Opens on Saturday.</p>',
      amount: 18_800n,
      startHoursAgo: -3 * day,
    },
  ],
  missions: [
    {
      title: 'Make 3 deposits',
      metric: 'deposit_count',
      target: 3n,
      reward: 5_000n,
      startHoursAgo: 14 * day,
    },
    {
      title: 'Bet 1,000 this week',
      metric: 'bet_amount',
      target: 100_000n,
      reward: 2_000n,
      startHoursAgo: 7 * day,
    },
    {
      title: 'Move money to a game wallet',
      metric: 'transfer_count',
      target: 1n,
      reward: 1_000n,
      startHoursAgo: 7 * day,
    },
    {
      title: 'Deposit 5,000 in total',
      metric: 'deposit_amount',
      target: 500_000n,
      reward: 10_000n,
      startHoursAgo: 14 * day,
    },
  ],
  uplines: { demomember: 'demoagent1' },
  history: {
    demomember: [
      {
        hoursAgo: 6 * day,
        do: 'message',
        category: 'system',
        title: 'Welcome to PlaySite',
        content: '<p>Your account is ready. Set a payment password before your first withdrawal.</p>',
        read: true,
      },
      {
        hoursAgo: 6 * day,
        do: 'deposit',
        channel: 'BANKXFER',
        amount: 200_000n,
        promotion: 'First deposit bonus 100%',
        decide: 'approve',
      },
      { hoursAgo: 6 * day - 1, do: 'paymentPassword', password: '123456' },
      {
        hoursAgo: 6 * day - 1,
        do: 'bind',
        kind: 'bank',
        provider: 'HARBOR',
        accountName: 'Demo Member',
        accountNumber: '001234567890',
      },
      {
        hoursAgo: 6 * day - 2,
        do: 'bind',
        kind: 'ewallet',
        provider: 'PAYLEAF',
        accountName: 'Demo Member',
        accountNumber: '09170000001',
      },
      { hoursAgo: 5 * day, do: 'transfer', from: 0, to: 11, amount: 50_000n },
      ...rounds('SFORGE', [
        [5 * day - 1, 2_000n, 0n],
        [5 * day - 2, 2_000n, 6_500n],
        [4 * day, 5_000n, 0n],
        [3 * day, 10_000n, 24_000n],
        [2 * day, 5_000n, 0n],
        [1 * day, 20_000n, 12_000n],
      ]),
      { hoursAgo: 5 * day - 3, do: 'transfer', from: 11, to: 0, amount: 50_000n },
      { hoursAgo: 4 * day, do: 'deposit', channel: 'INSTANT', amount: 50_000n },
      {
        hoursAgo: 3 * day,
        do: 'withdraw',
        amount: 150_000n,
        account: 0,
        decide: 'approve',
        confirm: 'received',
      },
      {
        hoursAgo: 2 * day,
        do: 'deposit',
        channel: 'BANKXFER',
        amount: 100_000n,
        decide: 'reject',
        remark: 'payment not found',
      },
      { hoursAgo: 2 * day - 1, do: 'rebate' },
      { hoursAgo: 2 * day - 1, do: 'claim', promotion: 'Monthly raffle prize' },
      ...rounds('LOTUSRS', [
        [1 * day, 3_000n, 0n],
        [20, 3_000n, 9_000n],
        [10, 8_000n, 0n],
        [5, 4_000n, 4_400n],
      ]),
      {
        hoursAgo: 1 * day,
        do: 'message',
        category: 'notice',
        title: 'VIP week starts Monday',
        content: '<p>Double points on every bet all week.</p>',
        read: false,
      },
      { hoursAgo: 0.1, do: 'withdraw', amount: 80_000n, account: 1, decide: 'approve' },
      { hoursAgo: 2, do: 'withdraw', amount: 20_000n, account: 0 },
      { hoursAgo: 1, do: 'deposit', channel: 'QRPAY', amount: 30_000n, promotion: 'Reload bonus 10%' },
    ],
    demovip: [
      { hoursAgo: 5 * day, do: 'deposit', channel: 'BANKXFER', amount: 5_000_000n, decide: 'approve' },
      ...rounds('ORCLIVE', [
        [5 * day, 500_000n, 1_000_000n],
        [4 * day, 800_000n, 0n],
        [3 * day, 300_000n, 600_000n],
        [30, 1_000_000n, 0n],
        [6, 400_000n, 760_000n],
      ]),
    ],
    demoagent1: [
      { hoursAgo: 4 * day, do: 'deposit', channel: 'INSTANT', amount: 100_000n },
      ...rounds('REDPANDA', [
        [3 * day, 10_000n, 0n],
        [2 * day, 20_000n, 35_000n],
        [12, 15_000n, 0n],
      ]),
    ],
    demoagent2: rounds('KITSUNE', [
      [2 * day, 5_000n, 0n],
      [8, 7_500n, 15_000n],
    ]),
  },
};

/** Social sign-in of the demo brand: both on the local development provider (/__dev/oauth/…). */
export const demoSocialProviders = [
  { key: 'google', label: 'Google' },
  { key: 'facebook', label: 'Facebook' },
];
