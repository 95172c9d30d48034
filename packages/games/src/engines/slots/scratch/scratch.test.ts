import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { seededRng } from '../../../engine/rng.ts';
import { simulate } from '../../../engine/simulate.ts';
import { scratchKind, slotKind } from '../index.ts';
import { allGames, gameOf } from '../test-games.ts';
import { drawCard, type PreparedScratch } from './card.ts';

const configOf = (gameCode: string) => scratchKind.configFor(gameOf(gameCode)) as PreparedScratch;

describe('scratch kind', () => {
  it('serves SCRATCH games of the RNG lane only', () => {
    expect(configOf('SFORGE_0317').math.family).toBe('SCRATCH');
    expect(scratchKind.configFor(gameOf('LUCKY_LANTERNS'))).toBeUndefined();
    expect(slotKind.configFor(gameOf('SFORGE_0317'))).toBeUndefined();
    expect(scratchKind.configFor({ ...gameOf('SFORGE_0317'), gameType: 'LOTT' })).toBeUndefined();
  });

  it('pins the exact RTP of a scratch card: its prize table', () => {
    const scratch = configOf('SFORGE_0317');
    expect(scratchKind.rtp(scratch).theoretical).toEqual(ratio(4811n, 5000n));
    const returned = scratch.math.prizes.reduce((sum, prize) => sum + prize.multiple * prize.tickets, 0);
    expect(ratio(returned, scratch.math.tickets)).toEqual(ratio(4811n, 5000n));
  });

  it('returns what its exact RTP says, within the 99.9 % interval of a seeded simulation', () => {
    // A low-volatility card: its top prize is 500×, so 300,000 tickets measure it closely.
    const game = allGames.find((entry) => scratchKind.configFor(entry)?.math.volatility === 'low');
    const scratch = scratchKind.configFor(game as never) as PreparedScratch;
    const result = simulate(
      scratchKind,
      scratch,
      { option: 'ticket', stake: scratch.math.stakes.min },
      300_000,
      seededRng('tickets'),
    );
    expect(result.inside, `${result.rtp} ± ${result.halfWidth} vs ${result.theoretical}`).toBe(true);
    expect(result.halfWidth).toBeLessThan(0.03);
  }, 20_000);

  it('lays out the drawn prize three times and every other prize at most twice', () => {
    const scratch = configOf('SFORGE_0317');
    const rng = seededRng('cards');
    const wins = new Array<number>(scratch.math.prizes.length).fill(0);
    const cards = 100_000;
    const wrong: string[] = [];
    for (let i = 0; i < cards; i++) {
      const card = drawCard(scratch, rng);
      const counts = new Map<number, number>();
      for (const cell of card.cells) counts.set(cell.multiple, (counts.get(cell.multiple) ?? 0) + 1);
      const triples = [...counts].filter(([, count]) => count >= 3);
      const right =
        card.cells.length === 9 &&
        (card.prize < 0
          ? triples.length === 0
          : triples.length === 1 && triples[0]?.[0] === card.multiple && triples[0]?.[1] === 3);
      if (!right) wrong.push(JSON.stringify(card));
      if (card.prize >= 0) wins[card.prize] = (wins[card.prize] as number) + 1;
    }
    expect(wrong.slice(0, 3)).toEqual([]);
    // The cheapest prize wins as often as its share of the tickets says (within 4.5 σ).
    const first = scratch.math.prizes[0];
    const p = (first?.tickets ?? 0) / scratch.math.tickets;
    expect(Math.abs((wins[0] as number) - cards * p)).toBeLessThan(4.5 * Math.sqrt(cards * p * (1 - p)));
  }, 20_000);

  it('pays the prize × the ticket price and refuses other options and prices', () => {
    const scratch = configOf('SFORGE_0317');
    const rng = seededRng('pay');
    const stake = scratch.math.stakes.min;
    for (let i = 0; i < 200; i++) {
      const step = scratchKind.start(scratch, { option: 'ticket', stake }, rng);
      expect(step.done).toBe(true);
      expect(step.win).toBe((step.view.multiple as number) * stake);
    }
    expect(() => scratchKind.start(scratch, { option: 'spin', stake }, rng)).toThrow('bet.option.unknown');
    expect(() => scratchKind.start(scratch, { option: 'ticket', stake: stake + 1 }, rng)).toThrow(
      'bet.stake.range',
    );
    const table = scratchKind.rules(scratch).tables?.[0]?.rows ?? [];
    expect(table.at(-1)).toEqual([
      'scratch.table.noWin',
      0,
      scratch.math.tickets - scratch.math.prizes.reduce((s, p) => s + p.tickets, 0),
    ]);
  });
});
