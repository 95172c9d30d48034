import { describe, expect, it } from 'vitest';
import type { GameKind, Rules } from '../../engine/kind.ts';
import { locales } from '../../engine/locale.ts';
import { decodeGame } from './codec.ts';
import { gameRecords } from './data.ts';
import { allMotifs } from './generator/themes.ts';
import { scratchKind, slotKind } from './index.ts';
import { slotStrings } from './strings.ts';
import { allGames } from './test-games.ts';

const marks = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const en = slotStrings.en;

/** A few games that between them show every rule: each family, wild kind, volatility, jackpot, card. */
function coveringGames() {
  const seen = new Set<string>();
  const picked = [];
  for (const game of allGames) {
    const record = gameRecords().get(game.gameCode);
    if (!record) continue;
    const math = decodeGame(record);
    const features =
      math.family === 'SCRATCH'
        ? [math.family, `vol:${math.volatility}`]
        : [
            math.family,
            `wild:${math.wild.kind}`,
            `line:${math.wild.linePay > 0}`,
            `vol:${math.volatility}`,
            `free:${math.scatter?.multiplier === 1}`,
          ];
    if (features.every((feature) => seen.has(feature))) continue;
    for (const feature of features) seen.add(feature);
    picked.push(game);
  }
  return picked;
}

describe('slot strings', () => {
  it('has every key in all 7 locales, with the same {marks}', () => {
    for (const locale of locales) {
      expect(Object.keys(slotStrings[locale]).sort(), locale).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(slotStrings[locale])) {
        expect(text.trim().length, `${locale} ${key}`).toBeGreaterThan(0);
        expect(marks(text), `${locale} ${key}`).toEqual(marks(en[key] as string));
      }
    }
  });

  it('is translated, not English copied: each script in its own letters', () => {
    const scripts = {
      cn: /\p{Script=Han}/u,
      ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
      th: /\p{Script=Thai}/u,
      ko: /\p{Script=Hangul}/u,
    };
    for (const [locale, script] of Object.entries(scripts)) {
      const strings = slotStrings[locale as keyof typeof scripts];
      const latin = Object.entries(strings).filter(([, text]) => !script.test(text));
      // Names the world writes alike (Joker, UFO…) may stay Latin; a handful at most.
      expect(latin.length, `${locale}: ${latin.map(([key]) => key).join(', ')}`).toBeLessThan(4);
    }
    for (const locale of ['vi', 'id'] as const) {
      const same = Object.keys(en).filter((key) => slotStrings[locale][key] === en[key]);
      expect(same.length, `${locale}: ${same.join(', ')}`).toBeLessThan(Object.keys(en).length / 8);
    }
  });

  it('names every symbol a theme can show', () => {
    for (const motif of allMotifs) expect(en[`symbol.${motif}`], motif).toBeDefined();
  });

  it('has the text of every rule, table, label and refusal the kinds publish, with the values they fill in', () => {
    const games = coveringGames();
    expect(games.length).toBeGreaterThan(4);
    const keys = new Set(['bet.option.unknown', 'bet.stake.range', 'bet.jackpotPool.invalid']);
    for (const game of games) {
      const kind: GameKind = game.classification === 'SCRATCH' ? scratchKind : slotKind;
      const config = kind.configFor(game);
      const rules: Rules = kind.rules(config);
      for (const paragraph of rules.paragraphs) {
        keys.add(paragraph.key);
        for (const mark of marks(en[paragraph.key] ?? ''))
          expect(paragraph.values, `${paragraph.key} {${mark}}`).toHaveProperty(mark as string);
      }
      for (const table of rules.tables ?? []) {
        keys.add(table.title);
        for (const cell of table.rows[0] ?? [])
          if (typeof cell === 'string' && cell.includes('.')) keys.add(cell);
        if (table.title === 'slot.table.symbols')
          for (const row of table.rows) keys.add(String(row[1])).add(String(row[2]));
      }
      for (const option of kind.betOptions(config)) keys.add(option.label);
    }
    for (const key of keys) expect(en[key], key).toBeDefined();
  });
});
