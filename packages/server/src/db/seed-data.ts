import type { RegisterSettings, SettingValues, WhitelabelNode } from '../domain/settings.ts';

export const demoMerchant = { code: 'demo', name: 'PlaySite Demo', currency: 'PHP', currencySymbol: 'P' };

const node = (modId: string, enabled: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled: enabled ? '1' : '0',
  childrenNodes,
});

/** Feature flags of SPEC.md §3 and the module ids of CONTRACT.md, as the platform's tree. */
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
};

export const demoSettings: SettingValues = {
  systemStatus: { maintenance: false, regionRestriction: false },
  whitelabel: demoWhitelabel,
  register: demoRegister,
  security: { loginCaptcha: false, passwordMaxAgeDays: 90 },
  siteInfo: {
    resources: [
      {
        resourceType: 'IOS',
        url: '/down',
        qrCodeUrl: '/down',
        labelNameEn: 'iOS app',
        labelNameCn: 'iOS 应用',
      },
      {
        resourceType: 'ANDROID',
        url: '/down',
        qrCodeUrl: '/down',
        labelNameEn: 'Android app',
        labelNameCn: '安卓应用',
      },
      {
        resourceType: 'LITE',
        url: '/down',
        qrCodeUrl: '/down',
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
    imageCDNs: [],
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
