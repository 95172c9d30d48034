import { describe, expect, it } from 'vitest';
import { type LaunchTarget, launchStep, type Viewer } from './launch.ts';

const member: Viewer = { loggedIn: true, trial: false, language: 'EN' };
const slot: LaunchTarget = {
  code: 'LUCKY_LANTERNS',
  title: 'Lucky Lanterns',
  gameType: 'RNG',
  isGame: true,
  vendor: 'GLANTERN',
  vendorPopup: true,
  nodeId: '103241',
};

describe('launchStep (docs/product.md § Game launch)', () => {
  it('asks a guest to log in first, whatever the game', () => {
    const guest = { ...member, loggedIn: false };
    expect(launchStep(slot, guest)).toEqual({ kind: 'login' });
    expect(launchStep({ ...slot, freePlay: true }, guest)).toEqual({ kind: 'login' });
    expect(launchStep({ ...slot, gameType: 'LOTT' }, guest)).toEqual({ kind: 'login' });
  });

  it('launches a game for real money with the platform launch payload', () => {
    expect(launchStep(slot, member)).toEqual({
      kind: 'launch',
      title: 'Lucky Lanterns',
      request: {
        gameId: 'LUCKY_LANTERNS',
        nodeId: '103241',
        accountType: 1,
        vendor: 'GLANTERN',
        launchMode: 'GLS',
        platform: 'html5-desktop',
        clientType: 3,
        confirmTrans: 0,
        language: 'EN',
      },
    });
  });

  it('launches a free trial with demo credit (account type 0), also for trial accounts', () => {
    const step = launchStep({ ...slot, freePlay: true }, { ...member, trial: true });
    expect(step.kind).toBe('launch');
    expect(step.kind === 'launch' && step.request).toMatchObject({ accountType: 0 });
  });

  it('warns a trial account that real-money play needs a real account', () => {
    expect(launchStep(slot, { ...member, trial: true })).toEqual({ kind: 'trialWarning' });
  });

  it('sends lottery and e-lottery games to /lottery with their game code and play type', () => {
    expect(
      launchStep({ ...slot, gameType: 'LOTT', code: 'SEA_4D', defaultPlayType: 'BIG', vendor: 'X' }, member),
    ).toEqual({ kind: 'route', to: '/lottery?gameCode=SEA_4D&playType=BIG' });
    expect(launchStep({ ...slot, gameType: 'ELOTT', code: 'PK10', vendor: 'FASTLOTTO' }, member)).toEqual({
      kind: 'route',
      to: '/lottery?gameCode=PK10',
    });
  });

  it('sends the SEA and VN lottery account types to their own routes', () => {
    const lottery = { ...slot, gameType: 'LOTT', code: 'MB', vendor: 'VNLOTO' };
    expect(launchStep({ ...lottery, accountTypeName: 'SEA_LOTTERY' }, member)).toEqual({
      kind: 'route',
      to: '/seaLottery?gameCode=MB',
    });
    expect(launchStep({ ...lottery, accountTypeName: 'VN_LOTTERY', isGame: false }, member)).toEqual({
      kind: 'route',
      to: '/vnlottery',
    });
  });

  it('opens TCG_SEA directly with a lottery launch', () => {
    const step = launchStep({ ...slot, gameType: 'LOTT', code: 'TCG_4D', vendor: 'TCG_SEA' }, member);
    expect(step).toMatchObject({
      kind: 'launch',
      request: { launchMode: 'LOTT', lottoGameCode: 'TCG_4D', lottoView: 'betting' },
    });
    expect(launchStep({ ...slot, vendor: 'TCG_SEA' }, { ...member, trial: true })).toEqual({
      kind: 'trialWarning',
    });
  });

  it('opens the popup game list for a VASSALAGE vendor entry, but launches its games', () => {
    const vendor = { ...slot, isGame: false, code: 'GLANTERN', title: 'Golden Lantern' };
    expect(launchStep(vendor, member)).toEqual({
      kind: 'popup',
      vendor: 'GLANTERN',
      title: 'Golden Lantern',
    });
    expect(launchStep(slot, member).kind).toBe('launch');
    expect(launchStep({ ...vendor, vendorPopup: false }, member).kind).toBe('launch');
  });

  it('passes a PVP room', () => {
    const step = launchStep({ ...slot, gameType: 'PVP', roomId: 'TEAHOUSE-2' }, member);
    expect(step.kind === 'launch' && step.request).toMatchObject({ roomId: 'TEAHOUSE-2' });
  });
});
