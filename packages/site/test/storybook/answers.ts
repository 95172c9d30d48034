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
      (!name || game.gameName.toLowerCase().includes(name)),
  );
  return payload.sort === 'name' ? games.toSorted((a, b) => a.gameName.localeCompare(b.gameName)) : games;
}

const payoutAccount = 'Asia Union Bank ****4321';

const bets = [
  ['Blazing Pirates', 'SFORGE', 1_000, 0, 'settled', 1],
  ['Dragon Fortune', 'REDPANDA', 5_000, 12_500, 'settled', 3],
  ['Jade Emperor', 'GLANTERN', 2_000, 2_000, 'settled', 5],
  ['Speed Baccarat', 'LUMLIVE', 10_000, 19_500, 'settled', 8],
  ['Lucky Lanterns', 'GLANTERN', 500, 0, 'settled', 20],
  ['Monsoon Riches', 'MONSOON', 2_500, 0, 'refunded', 26],
  ['Golden Koi', 'LOTUSRS', 1_500, 0, 'open', 30],
] as const;

/**
 * A logged-in member with money on the account, three deposit channels, a bound bank account and
 * records of the last days. Amounts are minor units (cents).
 */
export const answers: Answers = {
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
  balance: () => ({ sumBalance: 1_254_050, currency: 'PHP', currencySymbol: '₱' }),
  unreadCount: () => 2,
  missionSummary: () => ({
    missions: [
      { id: 'm1', title: 'Spin 100 times', progress: 100, target: 100, unit: 'count', status: 'claim' },
      { id: 'm2', title: 'Deposit 1,000', progress: 50_000, target: 100_000, unit: 'money', status: 'open' },
    ],
  }),
  gameVendors: () => fixtures.vendors,
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
