import { describe, expect, it } from 'vitest';
import games from '../../../data/games.json' with { type: 'json' };
import type { GameRef } from '../../engine/kind.ts';
import { keysOf } from '../draws/lottery/testing.ts';
import { fishKind } from './fish.ts';
import { fishCatalogue } from './species.ts';
import { fishStrings } from './strings.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('fish strings', () => {
  it('has every key in all seven languages, with the same placeholders, translated', () => {
    const english = fishStrings.en;
    for (const [locale, strings] of Object.entries(fishStrings)) {
      expect(Object.keys(strings).sort(), locale).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(strings))
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english[key]!));
      if (locale !== 'en')
        expect(
          Object.keys(strings).filter((key) => strings[key] === english[key]).length,
        ).toBeLessThanOrEqual(1);
    }
  });

  it('names every fish and has every key the kind shows or refuses with', () => {
    const used = new Set(['bet.option.unknown', 'bet.stake.range', 'fish.target.unknown']);
    for (const one of fishCatalogue) used.add(`fish.species.${one.code}`);
    for (const game of games as GameRef[]) {
      const config = fishKind.configFor(game);
      if (config) for (const key of keysOf(fishKind, config)) used.add(key);
    }
    expect([...used].filter((key) => !(key in fishStrings.en))).toEqual([]);
  });
});
