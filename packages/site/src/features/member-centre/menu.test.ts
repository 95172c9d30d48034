import { describe, expect, it } from 'vitest';
import { resolvePage, visiblePages } from './menu.ts';

describe('member centre menu', () => {
  it('keeps the menu order and leaves out cashback and rank when they do not apply', () => {
    expect(visiblePages({ manualRebate: false, hasRank: false })).toEqual([
      'securityCenter',
      'transferFund',
      'depositv2',
      'withdraw',
      'transferUpline',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'bonusDetails',
      'rewardCenter',
      'redeemHistory',
      'pointsDetails',
      'referral',
      'missionLeaderboard',
      'messageV2',
      'responsibleGaming',
    ]);
    const all = visiblePages({ manualRebate: true, hasRank: true });
    expect(all.indexOf('manualRebate')).toBe(all.indexOf('personalHistoryCopy') + 1);
    expect(all.at(-1)).toBe('playerRank');
  });

  it('opens securityCenter for a page the member cannot see', () => {
    const visible = visiblePages({ manualRebate: false, hasRank: false });
    expect(resolvePage('playerRank', visible)).toBe('securityCenter');
    expect(resolvePage('manualRebate', visible)).toBe('securityCenter');
    expect(resolvePage('withdraw', visible)).toBe('withdraw');
  });
});
