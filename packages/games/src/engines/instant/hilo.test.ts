import { describe, expect, it } from 'vitest';
import { ratio } from '../../engine/ratio.ts';
import { seededRng } from '../../engine/rng.ts';
import { simulate } from '../../engine/simulate.ts';
import { refusalOf } from '../draws/lottery/testing.ts';
import { guessChance, hiloKind, hiloRtpOf } from './hilo.ts';
import { miniGame, scriptedRng } from './testing.ts';

const config = hiloKind.configFor(miniGame('HILO'))!;
const bet = (extra?: Record<string, unknown>, stake = 10_000) => ({
  option: 'play',
  stake,
  ...(extra ? { extra } : {}),
});
/** A round whose cards are `first` (0–51) and then kings of spades (card 12) only. */
const roundFrom = (...first: number[]) =>
  hiloKind.start(
    config,
    bet(),
    scriptedRng([...first, ...Array.from({ length: 53 - first.length }, () => 12)]),
  );
const act = (step: ReturnType<typeof roundFrom>, action: { type: string; [key: string]: unknown }) =>
  hiloKind.act!(config, step.state, action, seededRng(1));

describe('hilo', () => {
  it('returns exactly 99 % for any number of guesses', () => {
    for (const count of [1, 2, 3, 4]) expect(hiloRtpOf(count)).toEqual(ratio(99, 100));
    expect(hiloKind.rtp(config).theoretical).toEqual(ratio(99, 100));
    expect(guessChance('higher', 1)).toEqual(ratio(12, 13));
    expect(guessChance('lower', 1)).toEqual(ratio(0, 13));
    expect(guessChance('same', 7)).toEqual(ratio(1, 13));
  });

  it('multiplies by one over each right guess’s chance, the edge once', () => {
    // Ace (card 0), then 5 (card 4), then king (12).
    let step = roundFrom(0, 4, 12);
    expect(step.view).toMatchObject({ rank: 1, right: 0, multiplier: 1 });
    expect(step.view).not.toHaveProperty('deck');
    step = act(step, { type: 'guess', guess: 'higher' }); // 12/13
    step = act(step, { type: 'guess', guess: 'higher' }); // 8/13
    expect(step.view).toMatchObject({ rank: 13, right: 2 });
    const out = act(step, { type: 'cashout' });
    // 0.99 × 13/12 × 13/8 = 1.74281… → 17,428 of 10,000.
    expect(out).toMatchObject({ done: true, win: 17_428 });
    const wrong = act(roundFrom(0, 4, 12), { type: 'guess', guess: 'same' });
    expect(wrong).toMatchObject({ done: true, win: 0 });
  });

  it('refuses impossible and unknown guesses, early cash-outs and skipping the last card', () => {
    const start = roundFrom(0, 4);
    expect(refusalOf(() => act(start, { type: 'guess', guess: 'lower' }))).toBe('hilo.guess.impossible');
    expect(refusalOf(() => act(start, { type: 'guess', guess: 'up' }))).toBe('hilo.guess.invalid');
    expect(refusalOf(() => act(start, { type: 'cashout' }))).toBe('hilo.cashout.early');
    expect(refusalOf(() => act(start, { type: 'fold' }))).toBe('mini.action.unknown');
    let step = start;
    for (let i = 0; i < 51; i++) step = act(step, { type: 'skip' });
    expect(step.view).toMatchObject({ cardsLeft: 0 });
    expect(refusalOf(() => act(step, { type: 'skip' }))).toBe('hilo.skip.last');
    // The last card is a king (of the scripted rest): the next one too, so "same" wins and ends the round.
    const last = act(step, { type: 'guess', guess: 'same' });
    expect(last).toMatchObject({ done: true, win: 128_700 });
    expect(refusalOf(() => act(last, { type: 'cashout' }))).toBe('mini.round.over');
    expect(refusalOf(() => hiloKind.start(config, bet({ guesses: 0 }), seededRng(1)))).toBe(
      'hilo.guesses.invalid',
    );
  });

  it('matches a seeded simulation', { timeout: 30_000 }, () => {
    expect(simulate(hiloKind, config, bet(), 50_000, seededRng('hilo 3')).inside).toBe(true);
    expect(simulate(hiloKind, config, bet({ guesses: 6 }), 30_000, seededRng('hilo 6')).inside).toBe(true);
  });
});
