import { describe, expect, it } from 'vitest';
import { ratio } from '../../engine/ratio.ts';
import { seededRng } from '../../engine/rng.ts';
import { simulate } from '../../engine/simulate.ts';
import { refusalOf } from '../draws/lottery/testing.ts';
import { minesKind, minesMultiplier, minesRtpAt } from './mines.ts';
import { miniGame, scriptedRng } from './testing.ts';

const config = minesKind.configFor(miniGame('MINES'))!;
const bet = (mines: number, extra?: Record<string, unknown>, stake = 10_000) => ({
  option: `mines:${mines}`,
  stake,
  ...(extra ? { extra } : {}),
});
/** Mines on tiles 0, 1, 2: partial Fisher–Yates over 0–24 picking index 0 three times. */
const threeMinesUpFront = () => minesKind.start(config, bet(3), scriptedRng([0, 0, 0]));

describe('mines', () => {
  it('pays 99 % over the chance of surviving, for every count of mines and safe tiles', () => {
    // 3 mines, 1 safe tile: 99 % × 25 / 22.
    expect(minesMultiplier(3, 1)).toEqual(ratio(99 * 25, 100 * 22));
    // 24 mines, the one safe tile: 24.75×.
    expect(minesMultiplier(24, 1)).toEqual(ratio(2_475, 100));
    for (const [mines, safe] of [
      [1, 24],
      [5, 7],
      [12, 13],
    ] as const)
      expect(minesRtpAt(mines, safe)).toEqual(ratio(99, 100));
    const { perBet, theoretical } = minesKind.rtp(config);
    expect(Object.keys(perBet ?? {})).toHaveLength(24);
    expect(theoretical).toEqual(ratio(99, 100));
  });

  it('plays a board: safe tiles raise the multiplier, cash out pays it, and the board shows only at the end', () => {
    const start = threeMinesUpFront();
    expect(start.state.mines.sort()).toEqual([0, 1, 2]);
    expect(start.view).not.toHaveProperty('board');
    expect(JSON.stringify(start.view)).not.toContain('mines":[');
    const one = minesKind.act!(config, start.state, { type: 'reveal', tile: 10 }, seededRng(1));
    expect(one.done).toBe(false);
    const two = minesKind.act!(config, one.state, { type: 'reveal', tile: 11 }, seededRng(1));
    const out = minesKind.act!(config, two.state, { type: 'cashout' }, seededRng(1));
    // 99 % × C(25,2) / C(22,2) = 0.99 × 300 / 231 = 1.2857… → 12,857 of 10,000.
    expect(out).toMatchObject({ done: true, win: 12_857, view: { board: [0, 1, 2], multiplier: 1.28 } });
    const boom = minesKind.act!(config, one.state, { type: 'reveal', tile: 2 }, seededRng(1));
    expect(boom).toMatchObject({ done: true, win: 0, view: { board: [0, 1, 2] } });
  });

  it('refuses early cash-outs, revealed or unknown tiles, bad auto tiles and moves after the end', () => {
    const start = threeMinesUpFront();
    const act = (state: typeof start.state, action: { type: string; [key: string]: unknown }) =>
      refusalOf(() => minesKind.act!(config, state, action, seededRng(1)));
    expect(act(start.state, { type: 'cashout' })).toBe('mines.cashout.early');
    expect(act(start.state, { type: 'reveal', tile: 25 })).toBe('mines.tile.invalid');
    expect(act(start.state, { type: 'reveal', tile: '3' })).toBe('mines.tile.invalid');
    const one = minesKind.act!(config, start.state, { type: 'reveal', tile: 10 }, seededRng(1));
    expect(act(one.state, { type: 'reveal', tile: 10 })).toBe('mines.tile.invalid');
    expect(act(one.state, { type: 'dig' })).toBe('mini.action.unknown');
    const done = minesKind.act!(config, one.state, { type: 'cashout' }, seededRng(1));
    expect(act(done.state, { type: 'cashout' })).toBe('mini.round.over');
    expect(refusalOf(() => minesKind.start(config, bet(25), seededRng(1)))).toBe('bet.option.unknown');
    expect(refusalOf(() => minesKind.start(config, bet(24, { tiles: [1, 2] }), seededRng(1)))).toBe(
      'mines.tiles.invalid',
    );
    expect(refusalOf(() => minesKind.start(config, bet(3, { tiles: [1, 1] }), seededRng(1)))).toBe(
      'mines.tiles.invalid',
    );
  });

  it('cashes out by itself when every safe tile is found', () => {
    let step = minesKind.start(config, bet(24), scriptedRng(Array.from({ length: 24 }, () => 0)));
    // Mines on 0–23: tile 24 is the only safe one.
    step = minesKind.act!(config, step.state, { type: 'reveal', tile: 24 }, seededRng(1));
    expect(step).toMatchObject({ done: true, win: 247_500 });
  });

  it('matches a seeded simulation of auto play', { timeout: 30_000 }, () => {
    expect(
      simulate(minesKind, config, bet(3, { tiles: [4, 9, 14, 19, 24] }), 50_000, seededRng('mines 3')).inside,
    ).toBe(true);
    expect(simulate(minesKind, config, bet(10), 50_000, seededRng('mines 10')).inside).toBe(true);
  });
});
