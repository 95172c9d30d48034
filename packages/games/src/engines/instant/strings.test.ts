import { describe, expect, it } from 'vitest';
import { keysOf } from '../draws/lottery/testing.ts';
import { miniKinds } from './index.ts';
import { instantStrings } from './strings.ts';
import { miniGame } from './testing.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every BetRefused key the instant kinds throw (fair.ts and the kinds' sources). */
const refusals = [
  'bet.option.unknown',
  'bet.stake.range',
  'elott.picks.invalid',
  'fair.clientSeed.invalid',
  'mini.round.over',
  'mini.action.unknown',
  'dice.target.invalid',
  'mines.tile.invalid',
  'mines.tiles.invalid',
  'mines.cashout.early',
  'hilo.guesses.invalid',
  'hilo.cashout.early',
  'hilo.skip.last',
  'hilo.guess.invalid',
  'hilo.guess.impossible',
  'crash.cashout.invalid',
];

describe('instant strings', () => {
  it('has every key in all seven languages, with the same placeholders, translated', () => {
    const english = instantStrings.en;
    for (const [locale, strings] of Object.entries(instantStrings)) {
      expect(Object.keys(strings).sort(), locale).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(strings))
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english[key]!));
      if (locale !== 'en')
        expect(Object.keys(strings).filter((key) => strings[key] === english[key])).toEqual([]);
    }
  });

  it('has a string for every key the kinds show or refuse with', () => {
    const used = new Set(refusals);
    for (const classification of ['DICE', 'MINES', 'PLINKO', 'HILO', 'CRASH', 'KENO']) {
      const game = miniGame(classification);
      const served = miniKinds.filter((kind) => kind.configFor(game) !== undefined);
      expect(served).toHaveLength(1);
      for (const key of keysOf(served[0]!, served[0]!.configFor(game))) used.add(key);
    }
    expect([...used].filter((key) => !(key in instantStrings.en))).toEqual([]);
  });
});
