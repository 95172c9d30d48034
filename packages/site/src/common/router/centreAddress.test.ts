import { describe, expect, it } from 'vitest';
import { parseCentre, sameCentre, withCentre } from './centreAddress.ts';

describe('centre addresses', () => {
  it('reads the member and agent centre pages from the centre parameter', () => {
    expect(parseCentre('?centre=member/depositv2')).toEqual({ name: 'memberCenter', page: 'depositv2' });
    expect(parseCentre('?type=RNG&centre=agent/myIncome')).toEqual({ name: 'agentCenter', page: 'myIncome' });
    expect(parseCentre('?type=RNG')).toBeNull();
    expect(parseCentre('?centre=bank/x')).toBeNull();
  });

  it('opens an unknown member page as the first one; the agent centre resolves its own', () => {
    expect(parseCentre('?centre=member/nope')).toEqual({ name: 'memberCenter', page: 'securityCenter' });
    expect(parseCentre('?centre=member')).toEqual({ name: 'memberCenter', page: 'securityCenter' });
    expect(parseCentre('?centre=agent')).toEqual({ name: 'agentCenter', page: '' });
  });

  it('sets and takes out the page, keeping the other parameters and a readable slash', () => {
    const deposit = { name: 'memberCenter', page: 'depositv2' } as const;
    expect(withCentre('', deposit)).toBe('?centre=member/depositv2');
    expect(withCentre('?type=RNG&centre=agent/myIncome', deposit)).toBe('?type=RNG&centre=member/depositv2');
    expect(withCentre('?type=RNG&centre=member/withdraw', null)).toBe('?type=RNG');
    expect(withCentre('?centre=member/withdraw', null)).toBe('');
    expect(parseCentre(withCentre('?a=1', deposit))).toEqual(deposit);
  });

  it('compares centre pages by centre and page', () => {
    expect(sameCentre(null, null)).toBe(true);
    expect(sameCentre({ name: 'agentCenter', page: 'x' }, { name: 'agentCenter', page: 'x' })).toBe(true);
    expect(sameCentre({ name: 'agentCenter', page: 'x' }, null)).toBe(false);
    expect(sameCentre({ name: 'agentCenter', page: 'x' }, { name: 'agentCenter', page: 'y' })).toBe(false);
  });
});
