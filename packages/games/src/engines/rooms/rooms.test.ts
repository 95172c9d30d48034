import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GameRef, Rules } from '../../engine/kind.ts';
import { locales } from '../../engine/locale.ts';
import { roomKinds, roomStrings } from './index.ts';

const games = JSON.parse(
  readFileSync(new URL('../../../data/games.json', import.meta.url), 'utf8'),
) as GameRef[];
const pvp = games.filter((game) => game.gameType === 'PVP');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('PVP rooms', () => {
  it('serve every PVP game of games.json with exactly one kind, room-<classification>', () => {
    expect(pvp).toHaveLength(96);
    for (const game of pvp) {
      const serving = roomKinds.filter((kind) => kind.configFor(game) !== undefined);
      expect(
        serving.map((kind) => kind.kind),
        game.gameCode,
      ).toEqual([`room-${game.classification.toLowerCase()}`]);
    }
    expect(new Set(pvp.map((game) => game.classification)).size).toBe(roomKinds.length);
  });
  it('serve no game of another lane', () => {
    const served = games
      .filter((game) => game.gameType !== 'PVP')
      .flatMap((game) =>
        roomKinds
          .filter((kind) => kind.configFor(game) !== undefined)
          .map((kind) => `${kind.kind} ${game.gameCode}`),
      );
    expect(served).toEqual([]);
  });
  it('have every rule, bet and refusal string in the seven languages, with the same placeholders', () => {
    const used = new Map<string, Set<string>>();
    const use = (key: string, values: Record<string, unknown> = {}) => {
      const names = used.get(key) ?? new Set<string>();
      for (const name of Object.keys(values)) names.add(name);
      used.set(key, names);
    };
    for (const kind of roomKinds) {
      const game = pvp.find((g) => kind.configFor(g) !== undefined) as GameRef;
      const config = kind.configFor(game);
      const rules: Rules = kind.rules(config);
      for (const paragraph of rules.paragraphs) use(paragraph.key, paragraph.values);
      for (const table of rules.tables ?? []) {
        use(table.title);
        for (const row of table.rows)
          for (const cell of row) if (typeof cell === 'string' && cell.startsWith('rooms.')) use(cell);
      }
      for (const option of kind.betOptions(config)) use(option.label, option.labelValues);
    }
    use('rooms.refused.option', { option: 'x' });
    use('rooms.refused.tier', { tier: 'x' });
    use('rooms.refused.turn');
    use('rooms.refused.action');
    for (const [key, names] of used) {
      const english = roomStrings.en[key];
      expect(english, key).toBeDefined();
      expect(placeholders(english as string), key).toEqual([...names].sort());
      for (const locale of locales) {
        const text = roomStrings[locale][key];
        expect(text, `${locale} ${key}`).toBeTruthy();
        expect(placeholders(text as string), `${locale} ${key}`).toEqual(placeholders(english as string));
      }
    }
    // No string is left unused, and every language has the same keys.
    for (const locale of locales)
      expect(Object.keys(roomStrings[locale]).sort(), locale).toEqual([...used.keys()].sort());
    // The banker games' rules carry their exact RTP: computed once, about 2 s of enumeration.
  }, 30_000);
  it('are translated, not English copies', () => {
    for (const locale of locales.filter((l) => l !== 'en')) {
      // Only names that read the same everywhere ("VIP", "Ante") may match the English.
      const copies = Object.keys(roomStrings[locale]).filter(
        (key) => roomStrings.en[key] === roomStrings[locale][key],
      );
      expect(copies.length, `${locale}: ${copies.join(', ')}`).toBeLessThanOrEqual(2);
    }
  });
});
