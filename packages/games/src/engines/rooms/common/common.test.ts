import { describe, expect, it } from 'vitest';
import { BetRefused } from '../../../engine/kind.ts';
import { ratio } from '../../../engine/ratio.ts';
import { cards } from './cards.ts';
import { bestPokerHand, pokerClasses } from './poker.ts';
import { roomStake } from './room.ts';
import { settle } from './settle.ts';

const rake = ratio(5, 100);
const className = (text: string) => pokerClasses[bestPokerHand(cards(text)).category];
const score = (text: string) => bestPokerHand(cards(text)).score;

describe('room stakes', () => {
  it('bounds the ante by the room of extra.roomTier (0 by default)', () => {
    expect(roomStake({ option: 'hand', stake: 100 })).toEqual({ tier: 0, stake: 100 });
    expect(roomStake({ option: 'hand', stake: 100_000, extra: { roomTier: 3 } })).toEqual({
      tier: 3,
      stake: 100_000,
    });
    expect(() => roomStake({ option: 'hand', stake: 20_000 })).toThrow(BetRefused);
    expect(() => roomStake({ option: 'hand', stake: 150 })).toThrow(BetRefused);
    expect(() => roomStake({ option: 'hand', stake: 1_000, extra: { roomTier: 4 } })).toThrow(BetRefused);
    expect(() => roomStake({ option: 'other', stake: 100 })).toThrow(BetRefused);
  });
});

describe('pot settlement', () => {
  it('keeps exactly the rake and splits the rest among the winners', () => {
    const result = settle([100, 100, 100, 100], { winners: [2] }, rake, 0);
    expect(result).toEqual({ pot: 400, rake: 20, paid: [0, 0, 380, 0], winners: [2] });
  });
  it("gives odd minor units to the winners nearest the button's left", () => {
    // 300 − 15 = 285 between two: 143 to the first winner after the button (seat 0 after button 2), 142 to seat 1.
    expect(settle([100, 100, 100], { winners: [0, 1] }, rake, 2).paid).toEqual([143, 142, 0]);
    expect(settle([100, 100, 100], { winners: [0, 1] }, rake, 0).paid).toEqual([142, 143, 0]);
  });
  it('settles points games: every seat pays the rake on its ante, points move between seats', () => {
    const result = settle([1000, 1000, 1000], { net: [600, -200, -400] }, rake, 0);
    expect(result.paid).toEqual([1550, 750, 550]);
    expect(result.rake).toBe(150);
    expect(() => settle([1000, 1000], { net: [960, -960] }, rake, 0)).toThrow();
    expect(() => settle([1000, 1000], { net: [10, 0] }, rake, 0)).toThrow();
  });
  it('refuses a rake that is not whole minor units', () => {
    expect(() => settle([10, 10, 10], { winners: [0] }, rake, 0)).toThrow();
  });
});

describe('poker hands', () => {
  it('finds the best class of five of seven cards', () => {
    expect(className('As Ks Qs Js Ts 2h 3h')).toBe('straightFlush');
    expect(className('5d 4d 3d 2d Ad Kh Kc')).toBe('straightFlush');
    expect(className('9s 9h 9c 9d 2h 3h 4c')).toBe('quads');
    expect(className('9s 9h 9c 4d 4h 3h 3c')).toBe('fullHouse');
    expect(className('9s 9h 9c 8d 8h 8c 3c')).toBe('fullHouse');
    expect(className('2h 7h 9h Jh Kh Ac Ad')).toBe('flush');
    expect(className('5c 4d 3h 2s Ad Kh Kc')).toBe('straight');
    expect(className('7c 7d 7h 2s Ad Kh Qc')).toBe('trips');
    expect(className('7c 7d 2h 2s Ad Kh Qc')).toBe('twoPair');
    expect(className('7c 7d 3h 2s Ad Kh Qc')).toBe('pair');
    expect(className('7c 9d 3h 2s Ad Kh Qc')).toBe('high');
  });
  it('breaks ties by ranks: the wheel is the lowest straight, kickers count', () => {
    expect(score('5c 4d 3h 2s Ad')).toBeLessThan(score('6c 5d 4h 3s 2d'));
    expect(score('Ac Ad Kh Qs 2d')).toBeGreaterThan(score('Ac Ad Kh Js Td'));
    expect(score('Ac Ad Kh Qs 2d')).toBe(score('Ah As Kc Qd 2c'));
    expect(score('Kc Kd 3h 3s Ad')).toBeGreaterThan(score('Qc Qd Jh Js Ad'));
  });
  it('scores short hands so a pair of three cards never beats the same pair with higher kickers', () => {
    expect(className('Qc Qd 3h')).toBe('pair');
    expect(score('Qc Qd 3h')).toBeLessThan(score('Qh Qs 3c 2d 4s'));
    expect(score('Qc Qd 3h')).toBeGreaterThan(score('Jc Jd As Ks Qh'));
    expect(className('7c 7d 7h')).toBe('trips');
  });
  it('keeps high cards when asked for low kickers', () => {
    const low = bestPokerHand(cards('7c 7d Ah Ks 2d 3c 4h'), 'low');
    expect(pokerClasses[low.category]).toBe('pair');
    expect(low.cards).toEqual(cards('7c 7d 4h 3c 2d'));
  });
});
