import { describe, expect, it } from 'vitest';
import { locales } from '../../engine/locale.ts';
import { ratioValue } from '../../engine/ratio.ts';
import { type RngTableKindId, rngKindOf, rngTableKindIds } from './common/kinds.ts';
import { catalogue } from './common/testing.ts';
import { tableKinds, tableStrings } from './index.ts';

const tableGames = catalogue.filter(
  (game) => game.gameType === 'LIVE' || (game.gameType === 'RNG' && game.classification === 'TABLE'),
);

describe('the table family over the catalogue', () => {
  it('has one kind per live class and the five RNG kinds, ids unique', () => {
    const ids = tableKinds.map((kind) => kind.kind);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(15 + 5);
    expect(tableKinds.filter((kind) => kind.mode === 'scheduled')).toHaveLength(15);
  });

  it('serves every LIVE game and every RNG TABLE game with exactly one kind, and nothing else', () => {
    expect(tableGames.length).toBe(600 + 380);
    for (const game of catalogue) {
      const serving = tableKinds.filter((kind) => kind.configFor(game) !== undefined);
      expect(serving.length, game.gameCode).toBe(tableGames.includes(game) ? 1 : 0);
    }
  });

  it('spreads the RNG tables over the five RNG kinds', () => {
    const counts: Record<string, number> = {};
    for (const game of tableGames.filter((g) => g.gameType === 'RNG')) {
      const kind: RngTableKindId = rngKindOf(game.gameCode);
      counts[kind] = (counts[kind] ?? 0) + 1;
    }
    for (const id of rngTableKindIds) expect(counts[id] ?? 0).toBeGreaterThan(380 / 5 / 2);
  });

  it('gives higher-numbered tables higher limits', () => {
    const kind = tableKinds.find((k) => k.kind === 'roulette');
    const first = kind?.configFor({
      ...tableGames[0],
      gameCode: 'ORCLIVE_ROU_1',
      classification: 'ROU',
    } as never);
    const tenth = kind?.configFor({
      ...tableGames[0],
      gameCode: 'ORCLIVE_ROU_10',
      classification: 'ROU',
    } as never);
    expect(tenth.limits.min).toBeGreaterThan(first.limits.min);
    expect(tenth.limits.max).toBeGreaterThan(first.limits.max);
  });

  // The first test to ask for every kind's rules computes every exact table (a few seconds).
  it('publishes an RTP per bet option, each between 60 % and 100 %', { timeout: 60_000 }, () => {
    for (const kind of tableKinds) {
      const game = tableGames.find((g) => kind.configFor(g) !== undefined);
      const config = game && kind.configFor(game);
      const rtp = kind.rtp(config);
      const options = kind.betOptions(config).map((o) => o.id);
      expect(Object.keys(rtp.perBet ?? {}).sort(), kind.kind).toEqual([...options].sort());
      for (const value of Object.values(rtp.perBet ?? {})) {
        expect(ratioValue(value)).toBeGreaterThan(0.6);
        expect(ratioValue(value)).toBeLessThan(1);
      }
      expect(rtp.method.length).toBeGreaterThan(20);
    }
  });

  it('has every string it names in all seven languages, with the same placeholders, translated', {
    timeout: 60_000,
  }, () => {
    const keys = new Map<string, string[]>();
    const need = (key: string, values?: Record<string, unknown>) => keys.set(key, Object.keys(values ?? {}));
    for (const kind of tableKinds) {
      const game = tableGames.find((g) => kind.configFor(g) !== undefined);
      const config = game && kind.configFor(game);
      for (const option of kind.betOptions(config)) need(option.label, option.labelValues);
      const rules = kind.rules(config);
      for (const paragraph of rules.paragraphs) need(paragraph.key, paragraph.values);
      for (const table of rules.tables ?? []) {
        need(table.title);
        for (const cell of table.rows.flat())
          if (typeof cell === 'string' && /^[a-z-]+\.[a-z-]+\./.test(cell)) need(cell);
      }
    }
    for (const key of [
      'bet.stake.range',
      'tables.bet.unknown',
      'roulette.bet.numbers',
      'blackjack.action.double',
    ])
      need(key);
    for (const rank of ['A', '2', '10', 'J', 'Q', 'K']) need(`card.rank.${rank}`);
    for (const suit of ['spades', 'hearts', 'clubs', 'diamonds']) need(`card.suit.${suit}`);
    for (const [key, placeholders] of keys)
      for (const locale of locales) {
        const text = tableStrings[locale][key];
        expect(text, `${locale} ${key}`).toBeTruthy();
        for (const name of placeholders) expect(text, `${locale} ${key}`).toContain(`{${name}}`);
      }
    // Every language has the same keys, and the rule paragraphs are not English copies.
    for (const locale of locales)
      expect(Object.keys(tableStrings[locale]).sort()).toEqual(Object.keys(tableStrings.en).sort());
    for (const locale of locales.filter((l) => l !== 'en' && l !== 'id' && l !== 'vi'))
      for (const key of Object.keys(tableStrings.en).filter((k) => k.includes('.rules.')))
        expect(tableStrings[locale][key], `${locale} ${key}`).not.toBe(tableStrings.en[key]);
  });
});
