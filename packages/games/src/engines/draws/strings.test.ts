import { describe, expect, it } from 'vitest';
import games from '../../../data/games.json' with { type: 'json' };
import type { GameRef } from '../../engine/kind.ts';
import { drawKinds } from './index.ts';
import { keysOf } from './lottery/testing.ts';
import { drawStrings } from './strings.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('draw strings', () => {
  it('has every key in all seven languages, with the same placeholders, translated', () => {
    const english = drawStrings.en;
    for (const [locale, strings] of Object.entries(drawStrings)) {
      expect(Object.keys(strings).sort(), locale).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(strings))
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english[key]!));
      if (locale === 'en') continue;
      const copies = Object.keys(strings).filter((key) => strings[key] === english[key]);
      expect(copies.length, `${locale} copies English: ${copies.join(', ')}`).toBeLessThanOrEqual(4);
    }
  });

  it('has a string for every key the kinds show or refuse with', () => {
    const used = new Set(['bet.option.unknown', 'bet.stake.range', 'elott.picks.invalid']);
    for (const game of games as GameRef[]) {
      for (const kind of drawKinds) {
        const config = kind.configFor(game);
        if (config !== undefined) for (const key of keysOf(kind, config)) used.add(key);
      }
    }
    expect(used.size).toBeGreaterThan(90);
    expect([...used].filter((key) => !(key in drawStrings.en))).toEqual([]);
  });
});
