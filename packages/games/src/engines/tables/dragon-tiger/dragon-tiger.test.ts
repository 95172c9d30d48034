import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { expectSimulation, liveTable, rngTable } from '../common/testing.ts';

describe('dragon tiger', { timeout: 60_000 }, () => {
  const { kind, config } = liveTable('dragon-tiger', 'DAT');
  if (kind.mode !== 'scheduled') throw new Error('scheduled');

  it('pins the exact returns: 1 − P(tie)/2 on a side, 9 P(tie) on the tie', () => {
    // P(tie) with 8 decks: 13 · 32 · 31 / (416 · 415) = 31/415.
    const perBet = kind.rtp(config).perBet ?? {};
    expect(perBet.dragon).toEqual(ratio(830 - 31, 830));
    expect(perBet.tiger).toEqual(ratio(830 - 31, 830));
    expect(perBet.tie).toEqual(ratio(9 * 31, 415));
  });

  it('returns half on a tie', () => {
    // Cards: 12 is a king of spades, 25 a king of hearts, 0 an ace.
    expect(kind.settle(config, { option: 'dragon', stake: 100 }, { dragon: 12, tiger: 25 })).toBe(50);
    expect(kind.settle(config, { option: 'tie', stake: 100 }, { dragon: 12, tiger: 25 })).toBe(900);
    expect(kind.settle(config, { option: 'tiger', stake: 100 }, { dragon: 0, tiger: 25 })).toBe(200);
    expect(kind.view(config, { dragon: 0, tiger: 25 })).toMatchObject({
      dragon: { rank: 'A', suit: 'spades' },
      tiger: { rank: 'K', suit: 'hearts' },
      winner: 'tiger',
      winning: ['tiger'],
    });
  });

  it('matches seeded simulations (live dragon, RNG tiger)', () => {
    expectSimulation(kind, config, { option: 'dragon', stake: 100 }, 20_000);
    const rng = rngTable('rng-dragon-tiger');
    expectSimulation(rng.kind, rng.config, { option: 'tiger', stake: 100 }, 20_000);
  });
});
