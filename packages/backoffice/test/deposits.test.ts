import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../src/i18n/index.ts';
import { dayOf, defaultPeriod, exportHref, exportRange, midnight } from '../src/pages/Deposits/period.ts';
import {
  batches,
  channelsOf,
  filterDeposits,
  keepPending,
  type PendingDeposit,
  selectedAmong,
  summarise,
  toggleAll,
  toggleOne,
  totalOf,
} from '../src/pages/Deposits/queue.ts';

const deposit = (
  depositId: number,
  username: string,
  channelName: string,
  amount = 1000,
): PendingDeposit => ({
  depositId,
  username,
  channelName,
  amount,
  bonus: 0,
  promotionTitle: null,
  status: 'pending',
  createTime: 1_700_000_000_000 + depositId,
  decideTime: null,
  remark: null,
});

const queue = [
  deposit(1, 'alice', 'Bank transfer'),
  deposit(2, 'bob', 'Card'),
  deposit(3, 'Albert', 'e-wallet QR'),
  deposit(4, 'carol', 'Bank transfer'),
];
const ids = (rows: readonly PendingDeposit[]) => rows.map((row) => row.depositId);

describe('the deposit queue', () => {
  it('filters by part of the player or channel, any case, and by one channel', () => {
    expect(ids(filterDeposits(queue, { text: '', channel: null }))).toEqual([1, 2, 3, 4]);
    expect(ids(filterDeposits(queue, { text: ' AL ', channel: null }))).toEqual([1, 3]);
    expect(ids(filterDeposits(queue, { text: 'WALLET', channel: null }))).toEqual([3]);
    expect(ids(filterDeposits(queue, { text: '', channel: 'Bank transfer' }))).toEqual([1, 4]);
    expect(ids(filterDeposits(queue, { text: 'carol', channel: 'Card' }))).toEqual([]);
    expect(channelsOf(queue)).toEqual(['Bank transfer', 'Card', 'e-wallet QR']);
  });

  it('decides only the selected rows shown; select all touches the shown rows only', () => {
    const shown = filterDeposits(queue, { text: 'bank', channel: null });
    expect(ids(selectedAmong(shown, new Set([1, 2])))).toEqual([1]);
    expect([...toggleAll(new Set([2]), shown, true)].sort()).toEqual([1, 2, 4]);
    expect([...toggleAll(new Set([1, 2, 4]), shown, false)]).toEqual([2]);
    expect([...toggleOne(new Set([1]), 3, true)]).toEqual([1, 3]);
    expect([...toggleOne(new Set([1, 3]), 1, false)]).toEqual([3]);
  });

  it('keeps in the selection only the deposits still pending, the same set when all are', () => {
    const selection = new Set([1, 2, 9]);
    expect([...keepPending(selection, queue)]).toEqual([1, 2]);
    const pending = new Set([1, 2]);
    expect(keepPending(pending, queue)).toBe(pending);
  });

  it('sends at most 100 ids per call', () => {
    const many = Array.from({ length: 201 }, (_, index) => index + 1);
    expect(batches(many).map((batch) => batch.length)).toEqual([100, 100, 1]);
    expect(batches([])).toEqual([]);
  });

  it('counts the decided and lists the refused with their codes', () => {
    expect(
      summarise(true, [
        { depositId: 1, done: true, status: 'approved' },
        { depositId: 2, done: false, errorCode: 'deposit.state.invalid' },
        { depositId: 3, done: true, status: 'approved' },
      ]),
    ).toEqual({ approve: true, decided: 2, refused: [{ depositId: 2, errorCode: 'deposit.state.invalid' }] });
  });

  it('totals amounts beyond the safe integers', () => {
    expect(totalOf([deposit(1, 'a', 'x', Number.MAX_SAFE_INTEGER), deposit(2, 'b', 'x', 2)])).toBe(
      BigInt(Number.MAX_SAFE_INTEGER) + 2n,
    );
  });
});

describe('the reconciliation period', () => {
  it('defaults to the 30 days before today, today included', () => {
    expect(defaultPeriod(new Date(2024, 2, 15, 18, 30))).toEqual({ from: '2024-02-14', to: '2024-03-15' });
  });

  it('asks from local midnight of the first day to local midnight after the last', () => {
    expect(exportRange({ from: '2024-02-28', to: '2024-03-01' })).toEqual({
      from: new Date(2024, 1, 28).getTime(),
      to: new Date(2024, 2, 2).getTime(),
    });
    expect(exportRange({ from: '2024-03-01', to: '2024-03-01' })).toEqual({
      from: new Date(2024, 2, 1).getTime(),
      to: new Date(2024, 2, 2).getTime(),
    });
  });

  it('refuses a missing or impossible day and a period that runs backwards', () => {
    expect(midnight('')).toBeUndefined();
    expect(midnight('2024-02-30')).toBeUndefined();
    expect(exportRange({ from: '2024-03-02', to: '2024-03-01' })).toBeUndefined();
    expect(exportRange({ from: '', to: '2024-03-01' })).toBeUndefined();
  });

  it('links to the CSV of the period', () => {
    expect(exportHref({ from: 1000, to: 2000 })).toBe('/backoffice/api/deposits.csv?from=1000&to=2000');
    expect(dayOf(new Date(2024, 0, 5))).toBe('2024-01-05');
  });
});

describe('the decision texts', () => {
  beforeAll(async () => {
    await initI18n();
    await i18next.changeLanguage('en');
  });

  it('count the deposits and name each refusal in words', () => {
    expect(i18next.t('deposits.approved', { count: 3 })).toBe('Approved 3 deposits.');
    expect(i18next.t('deposits.rejected', { count: 1 })).toBe('Rejected 1 deposit.');
    expect(i18next.t('deposits.refused', { id: 12, reason: i18next.t('errors.deposit.state.invalid') })).toBe(
      'Deposit #12: This deposit is no longer waiting: it was already decided.',
    );
    expect(i18next.t('errors.deposit.not.found')).toBe('This deposit does not exist.');
  });
});
