import { describe, expect, it } from 'vitest';
import { resolveAgentPage, visibleAgentPages } from './menu.ts';

describe('agent centre menu', () => {
  it('lists the pages in order and each contract page only when its setting is on', () => {
    expect(visibleAgentPages({})).toEqual([
      'announcement',
      'agentTeamOverview',
      'registerCenter',
      'teamManagement',
      'teamBetting',
      'userProfitLoss',
      'myIncome',
      'transactionDetails',
    ]);
    expect(visibleAgentPages({ AGENTPOLICY3: true, HOURSAL3: true }).slice(8)).toEqual([
      'dividend',
      'hourSalary',
    ]);
  });

  it('falls back to the overview for a hidden or unknown page', () => {
    const visible = visibleAgentPages({});
    expect(resolveAgentPage('dividend', visible)).toBe('agentTeamOverview');
    expect(resolveAgentPage('teamBetting', visible)).toBe('teamBetting');
  });
});
