import fixtures from 'virtual:site-fixtures';
import type { EndpointName, RequestOf, ValueOf } from '@playsite/api';

/** One fixture answer per platform call a page story makes, typed by the contract. */
export type Answers = { [N in EndpointName]?: (payload: RequestOf<N>) => ValueOf<N> };

/** The visual test's frozen clock: records are dated before it, so "last 7 days" holds them. */
const now = Date.parse('2026-01-15T10:00:00Z');
const hour = 3_600_000;
const ago = (hours: number) => now - hours * hour;

/** A page of a list, as the platform pages its records (pageNo from 1). */
function pageOf<T>(all: readonly T[], payload: { pageNo?: number; pageSize?: number }) {
  const pageSize = payload.pageSize ?? 10;
  const pageNum = payload.pageNo ?? 1;
  return {
    list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    pageNum,
    totalPages: Math.max(1, Math.ceil(all.length / pageSize)),
    totalCount: all.length,
  };
}

/** Slots with the lobby's filters applied as the reference server applies them. */
function slotsFor(payload: RequestOf<'gameList'>) {
  const name = payload.gameName?.toLowerCase();
  const games = fixtures.slots.filter(
    (game) =>
      (!payload.gameType || game.gameType === payload.gameType) &&
      (!payload.vassalage || game.vassalage === payload.vassalage) &&
      (!payload.classification || game.classification === payload.classification) &&
      (payload.category !== 'popular' || game.isHot) &&
      (!name || game.gameName.toLowerCase().includes(name)),
  );
  return payload.sort === 'name' ? games.toSorted((a, b) => a.gameName.localeCompare(b.gameName)) : games;
}

const payoutAccount = 'Asia Union Bank ****4321';

/** Rounds of the last week, newest first: two pages of the betting record. */
const bets = [
  ['Blazing Pirates', 'SFORGE', 1_000, 0, 'settled', 1],
  ['Dragon Fortune', 'REDPANDA', 5_000, 12_500, 'settled', 3],
  ['Jade Emperor', 'GLANTERN', 2_000, 2_000, 'settled', 5],
  ['Speed Baccarat', 'LUMLIVE', 10_000, 19_500, 'settled', 8],
  ['Lucky Lanterns', 'GLANTERN', 500, 0, 'settled', 20],
  ['Monsoon Riches', 'MONSOON', 2_500, 0, 'refunded', 26],
  ['Golden Koi', 'LOTUSRS', 1_500, 0, 'open', 30],
  ['Tiger Roar', 'TIGERSPN', 3_000, 7_200, 'settled', 34],
  ['Lightning Roulette', 'LUMLIVE', 20_000, 0, 'settled', 40],
  ['Sweet Empire', 'REDPANDA', 1_000, 1_800, 'settled', 47],
  ['Aurora Gems', 'AURORA', 2_000, 0, 'settled', 55],
  ['Mekong Dragon', 'MEKONG', 4_000, 10_000, 'settled', 70],
  ['Kitsune Nights', 'KITSUNE', 1_500, 0, 'settled', 96],
  ['Blue Orchid', 'BORCHID', 2_500, 3_750, 'settled', 130],
] as const;

/** A small round picture for the avatar gallery (the platform serves them as images). */
const avatar = (hue: number) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="hsl(${hue} 60% 45%)"/><circle cx="32" cy="26" r="11" fill="#fff"/><path d="M12 54c3-11 11-16 20-16s17 5 20 16" fill="#fff"/></svg>`,
  )}`;

/** Money movements of the last days, newest first (account record). */
const moneyRows = [
  ['deposit', 200_000, 1_254_050, 2, 'GCash D1004'],
  ['wallet.transfer', -50_000, 1_054_050, 9, 'Main wallet → Live casino'],
  ['withdrawal.hold', -150_000, 1_104_050, 1, 'W2002'],
  ['reward', 12_500, 1_254_050, 26, 'Weekly cashback'],
  ['deposit.bonus', 50_000, 1_241_550, 27, 'Welcome bonus 100 %'],
  ['deposit', 500_000, 1_191_550, 27, 'Asia Union Bank transfer D1003'],
  ['rebate', 3_420, 691_550, 50, 'Daily rebate'],
  ['withdrawal.hold', -800_000, 688_130, 75, 'W2001'],
] as const;

/**
 * A logged-in member with money on the account, three deposit channels, a bound bank account and
 * records of the last days. Amounts are minor units (cents).
 */
export const answers: Answers = {
  systemStatus: () => fixtures.systemStatus,
  announcements: () => ({
    player: [
      { id: 'N1', title: 'New games added', content: '<p>Ten new slots from Golden Lantern this week.</p>' },
      { id: 'N2', title: 'Deposit channel update', content: '<p>QR Ph deposits now arrive in minutes.</p>' },
    ],
  }),
  memberInfo: () => ({
    id: '880001',
    account: 'lucky88',
    nickname: 'Lucky',
    type: 0,
    mobile: '+63 917****321',
    email: 'l***y@example.com',
    regDate: Date.parse('2025-03-02T08:00:00Z'),
    clubLabel: { labelName: 'Gold', rankLevel: 3 },
  }),
  memberIcon: () => ({ avatar: '2', avatarType: 'STATIC' }),
  playerAvatars: () =>
    [20, 140, 210, 280, 330].map((hue, i) => ({ avatarId: String(i + 1), avatar: avatar(hue) })),
  memberProfile: () => ({
    nickname: 'Lucky',
    realName: 'Juan Dela Cruz',
    realNameLocked: true,
    telegram: '@lucky88',
    birthday: '1990-04-12',
  }),
  memberTransactions: (payload) =>
    pageOf(
      moneyRows
        .filter(([transType]) => !payload.transType || transType === payload.transType)
        .map(([transType, changed, balance, hoursAgo, remark], i) => ({
          id: `T${5000 - i}`,
          transType,
          changed,
          balance,
          remark,
          createTime: ago(hoursAgo),
        })),
      payload,
    ),
  balance: () => ({ sumBalance: 1_254_050, currency: 'PHP', currencySymbol: '₱' }),
  unreadCount: () => 2,
  supportUnread: () => 1,
  envelopeEvent: () => ({ event: null }),
  // One reward and one promotion to claim: the rewards badge shows 2.
  rewardCenter: () => ({
    list: [
      {
        promotionId: 'RW1',
        title: 'Weekly cashback',
        content: "<p>5 % of last week's net loss.</p>",
        amount: 12_500,
        status: 'claim',
        startTime: ago(48),
        endTime: ago(-120),
      },
      {
        promotionId: 'RW2',
        title: 'Birthday bonus',
        content: '<p>A gift on your birthday.</p>',
        amount: 50_000,
        status: 'claimed',
        startTime: ago(400),
        claimTime: ago(390),
      },
    ],
    claimable: 1,
  }),
  activityList: () => ({
    list: [
      {
        id: 1,
        type: 'deposit',
        action: 'claim',
        title: 'Weekend reload 10 %',
        summary: 'Deposit 500 or more at the weekend and claim 10 % on top.',
        image: fixtures.slots[0]?.showIcon ?? '',
        bonusAmount: 50_000,
        turnoverMultiple: 5,
        startTime: ago(72),
        endTime: ago(-96),
        status: 'claim',
      },
    ],
  }),
  missionSummary: () => ({
    missions: [
      { id: 'm1', title: 'Spin 100 times', progress: 100, target: 100, unit: 'count', status: 'claim' },
      { id: 'm2', title: 'Deposit 1,000', progress: 50_000, target: 100_000, unit: 'money', status: 'open' },
    ],
  }),
  gameVendors: () => fixtures.vendors,
  // The home page below the member centre: winners, lottery games.
  rankList: () => ({
    list: fixtures.slots.slice(0, 5).map((game, i) => ({
      gameName: game.gameName,
      customerName: `pl***${i + 1}`,
      winAmount: 1_250_000 - i * 180_000,
      iconUrl: game.smallIcon,
      nodeId: game.nodeId,
      gameType: game.gameType,
      vendor: game.vassalage,
    })),
  }),
  popularLottery: () => [
    { gameCode: 'PK10', gameName: 'Speed 10', interval: 300 },
    { gameCode: 'K3', gameName: 'Fast 3', interval: 300 },
    { gameCode: 'SSC', gameName: 'Lucky 5', interval: 600 },
  ],
  // The header's game drop-downs: each lane's most played games.
  hotGames: (payload) =>
    fixtures.slots.filter((game) => !payload.gameType || game.gameType === payload.gameType).slice(0, 8),
  gameList: (payload) => {
    const games = slotsFor(payload);
    const page = pageOf(games, { pageNo: payload.pageNo, pageSize: payload.pageSize });
    return { games: page.list, pageNum: page.pageNum, totalPages: page.totalPages, totalCount: games.length };
  },
  favoriteGames: () =>
    fixtures.slots
      .filter((_, i) => i % 7 === 1)
      .map(({ nodeId, vassalage, gameType }) => ({ nodeId, vassalage, gameType })),
  favoriteGamesList: () => fixtures.slots.filter((_, i) => i % 7 === 1),
  recentGames: () => fixtures.slots.slice(3, 9),
  depositChannels: () => ({
    channels: [
      {
        channelId: 'bank-aub',
        code: 'AUB',
        name: 'Asia Union Bank transfer',
        type: 'bank',
        minAmount: 10_000,
        maxAmount: 5_000_000,
        instructions: 'Pay to account 0012-3456-7890 and quote your member name.',
      },
      {
        channelId: 'gcash',
        code: 'GCASH',
        name: 'GCash',
        type: 'ewallet',
        minAmount: 5_000,
        maxAmount: 2_000_000,
      },
      { channelId: 'qrph', code: 'QRPH', name: 'QR Ph', type: 'qr', minAmount: 5_000, maxAmount: 1_000_000 },
    ],
    promotions: [
      {
        promotionId: 'welcome100',
        title: 'Welcome bonus 100 %',
        rate: 10_000,
        maxBonus: 500_000,
        minDeposit: 20_000,
        firstDepositOnly: true,
      },
      {
        promotionId: 'reload10',
        title: 'Weekend reload 10 %',
        rate: 1_000,
        maxBonus: 100_000,
        minDeposit: 50_000,
        firstDepositOnly: false,
      },
    ],
  }),
  // A deposit sent from the form waits for approval (the operator approves it later).
  depositRequest: (payload) => ({
    depositId: 'D1005',
    channelName: 'GCash',
    amount: payload.amount,
    bonus: 0,
    status: 'pending',
    createTime: now,
  }),
  depositList: (payload) =>
    pageOf(
      [
        {
          depositId: 'D1004',
          channelName: 'GCash',
          amount: 200_000,
          bonus: 20_000,
          status: 'pending',
          createTime: ago(2),
        },
        {
          depositId: 'D1003',
          channelName: 'Asia Union Bank transfer',
          amount: 500_000,
          bonus: 50_000,
          status: 'approved',
          createTime: ago(27),
        },
        {
          depositId: 'D1002',
          channelName: 'QR Ph',
          amount: 50_000,
          bonus: 0,
          status: 'rejected',
          createTime: ago(50),
        },
        {
          depositId: 'D1001',
          channelName: 'Asia Union Bank transfer',
          amount: 1_000_000,
          bonus: 500_000,
          status: 'approved',
          createTime: ago(120),
        },
      ],
      payload,
    ),
  withdrawInfo: () => ({
    availBalance: 1_254_050,
    minAmount: 10_000,
    maxAmount: 5_000_000,
    confirmMinutes: 1_440,
    paymentPasswordSet: true,
    awaitingConfirmation: 1,
  }),
  payoutAccounts: () => ({
    accounts: [
      {
        accountId: 'PA1',
        kind: 'bank',
        providerCode: 'AUB',
        providerName: 'Asia Union Bank',
        accountName: 'Juan Dela Cruz',
        maskedNumber: '****4321',
        createTime: ago(900),
      },
    ],
    providers: [
      { code: 'AUB', name: 'Asia Union Bank', kind: 'bank' },
      { code: 'MTB', name: 'Metro Trust Bank', kind: 'bank' },
      { code: 'GCASH', name: 'GCash', kind: 'ewallet' },
    ],
    maxAccounts: 3,
  }),
  withdrawList: (payload) =>
    pageOf(
      [
        {
          withdrawalId: 'W2003',
          amount: 300_000,
          status: 'paid',
          confirmStatus: 'awaiting',
          payoutAccount,
          createTime: ago(6),
          paidTime: ago(4),
          confirmDeadline: ago(4) + 24 * hour,
          hasProof: false,
        },
        {
          withdrawalId: 'W2002',
          amount: 150_000,
          status: 'pending',
          confirmStatus: 'none',
          payoutAccount,
          createTime: ago(1),
          hasProof: false,
        },
        {
          withdrawalId: 'W2001',
          amount: 800_000,
          status: 'paid',
          confirmStatus: 'received',
          payoutAccount,
          createTime: ago(75),
          paidTime: ago(73),
          hasProof: false,
        },
      ],
      payload,
    ),
  betRecords: (payload) => {
    const all = bets.map(([gameName, vassalage, stake, win, status, hoursAgo], i) => ({
      roundId: `R${9100 + i}`,
      nodeId: String(100_700 + i),
      gameCode: `${vassalage}_${String(i + 1).padStart(4, '0')}`,
      gameName,
      vassalage,
      gameType: vassalage === 'LUMLIVE' ? 'LIVE' : 'RNG',
      accountType: 1,
      stake,
      win,
      profit: status === 'refunded' ? 0 : win - stake,
      balanceBefore: null,
      balanceAfter: null,
      status,
      placedAt: ago(hoursAgo),
      settledAt: status === 'open' ? null : ago(hoursAgo) + 60_000,
      detail: status === 'open' ? 'bet 5 lines' : `spin · ${win > 0 ? 'win' : 'no win'}`,
    }));
    const list = all.filter(
      (bet) =>
        (!payload.gameType || bet.gameType === payload.gameType) &&
        (!payload.status || bet.status === payload.status),
    );
    const page = pageOf(list, payload);
    const counted = list.filter((bet) => bet.status !== 'refunded');
    const sum = (pick: (bet: (typeof list)[number]) => number) =>
      counted.reduce((total, bet) => total + pick(bet), 0);
    return {
      ...page,
      pageSize: payload.pageSize ?? 10,
      summary: {
        count: list.length,
        stake: sum((b) => b.stake),
        win: sum((b) => b.win),
        profit: sum((b) => b.profit),
      },
    };
  },
};
