import { describe, expect, it } from 'vitest';
import { BetRefused } from '../../../engine/kind.ts';
import { ratio } from '../../../engine/ratio.ts';
import type { Rng } from '../../../engine/rng.ts';
import { seededRng } from '../../../engine/rng.ts';
import { simulate } from '../../../engine/simulate.ts';
import { slotKind } from '../index.ts';
import { allGames, gameOf } from '../test-games.ts';
import type { SlotRound } from './play.ts';
import type { PreparedSlot } from './prepare.ts';

const configOf = (gameCode: string) => slotKind.configFor(gameOf(gameCode)) as PreparedSlot;

describe('slot kind', () => {
  it('serves the RNG lane slot families, not RNG table games, scratch cards or other lanes', () => {
    for (const classification of ['VIDEO_SLOT', 'WAYS', 'CLASSIC', 'JACKPOT']) {
      const game = allGames.find(
        (entry) => entry.gameType === 'RNG' && entry.classification === classification,
      );
      expect(game && slotKind.configFor(game)?.math.family).toBe(classification);
    }
    const table = allGames.find((entry) => entry.gameType === 'RNG' && entry.classification === 'TABLE');
    const scratch = allGames.find((entry) => entry.classification === 'SCRATCH');
    const live = allGames.find((entry) => entry.gameType === 'LIVE');
    for (const game of [table, scratch, live]) expect(game && slotKind.configFor(game)).toBeUndefined();
    expect(slotKind.configFor({ ...gameOf('LUCKY_LANTERNS'), gameType: 'LIVE' })).toBeUndefined();
    expect(slotKind.configFor({ ...gameOf('LUCKY_LANTERNS'), gameCode: 'NOT_A_GAME' })).toBeUndefined();
  });

  it('pins the exact RTP of Lucky Lanterns, a ways, a classic and a jackpot game', () => {
    const pinned: [string, bigint, bigint][] = [
      ['LUCKY_LANTERNS', 4145014705211n, 4304766016800n],
      ['KITSUNE_0171', 130295304602937n, 135516536320000n],
      ['MONSOON_0171', 4637n, 4830n],
      ['TIGERSPIN_0363', 768814116437929n, 808722354876800n],
    ];
    for (const [gameCode, num, den] of pinned) {
      expect(slotKind.rtp(configOf(gameCode)).theoretical, gameCode).toEqual(ratio(num, den));
    }
    expect(slotKind.rtp(configOf('TIGERSPIN_0363')).method).toMatch(
      /jackpot counted at its contribution share, 300 bp/,
    );
  });

  // One game of each family (the jackpot game at its top stake, where its hits are likeliest).
  // 250,000 rounds take about a second on an idle machine; the timeout allows for a shared one.
  it.each([
    ['LUCKY_LANTERNS', false],
    ['KITSUNE_0171', false],
    ['MONSOON_0171', false],
    ['TIGERSPIN_0363', true],
  ] as const)(
    'returns what its exact RTP says, within the 99.9 %% interval of a seeded simulation: %s',
    (gameCode, top) => {
      const slot = configOf(gameCode);
      const stake = top ? slot.math.stakes.max : slot.math.stakes.min;
      const result = simulate(
        slotKind,
        slot,
        { option: 'spin', stake },
        250_000,
        seededRng(`sim:${gameCode}`),
      );
      expect(result.inside, `${gameCode}: ${result.rtp} ± ${result.halfWidth} vs ${result.theoretical}`).toBe(
        true,
      );
      expect(result.halfWidth).toBeLessThan(0.05);
    },
    20_000,
  );

  it('plays free spins inside the round, multiplied, and lists each spin for the page', () => {
    const slot = configOf('LUCKY_LANTERNS');
    const rng = seededRng('free spins');
    let round: SlotRound | undefined;
    for (let i = 0; i < 5_000 && !round; i++) {
      const step = slotKind.start(slot, { option: 'spin', stake: 100 }, rng);
      expect(step.done).toBe(true);
      const view = step.view as unknown as SlotRound;
      if (view.freeSpins.awarded > 0) round = view;
      expect(step.win).toBe(view.win);
    }
    if (!round) throw new Error('no free spins in 5,000 rounds');
    const [first, ...free] = round.spins;
    expect(first?.free).toBe(false);
    expect(free.length).toBe(round.freeSpins.awarded);
    expect(free.every((spin) => spin.free)).toBe(true);
    expect(round.spins.reduce((sum, spin) => sum + spin.win, 0)).toBe(round.win);
    expect(round.events.filter((event) => event.type === 'freeSpins').length).toBeGreaterThan(0);
    const multiplier = slot.math.scatter?.multiplier ?? 1;
    for (const spin of free) {
      expect(spin.stops).toHaveLength(5);
      expect(spin.grid.map((reel) => reel.length)).toEqual([3, 3, 3, 3, 3]);
      for (const lineWin of spin.lineWins) {
        const coins =
          (slot.math.pays[slot.math.symbols.findIndex((s) => s.id === lineWin.symbol)]?.[lineWin.count - 3] ??
            0) * lineWin.multiplier;
        expect(lineWin.win).toBe(coins * (100 / slot.math.coins) * multiplier);
      }
    }
  });

  it('shows expanded wilds as full wild reels and reports them as events', () => {
    const gameCode = allGames.find(
      (game) =>
        slotKind.configFor(game)?.math.wild.kind === 'expanding' && game.classification === 'VIDEO_SLOT',
    )?.gameCode as string;
    const slot = configOf(gameCode);
    const wild = slot.math.symbols[slot.wild]?.id;
    const rng = seededRng('expand');
    for (let i = 0; i < 500; i++) {
      const round = slotKind.start(slot, { option: 'spin', stake: slot.math.stakes.min }, rng)
        .view as unknown as SlotRound;
      round.spins.forEach((spin, index) => {
        for (const reel of spin.expanded) {
          expect(spin.grid[reel]).toEqual([wild, wild, wild]);
          expect(round.events).toContainEqual({ type: 'expand', spin: index, reel });
        }
      });
    }
  });

  it('pays the live jackpot pool the server passes, or the pool’s expected value', () => {
    const slot = configOf('TIGERSPIN_0363');
    const always: Rng = { int: () => 0 };
    const stake = slot.math.stakes.min;
    const live = slotKind.start(slot, { option: 'spin', stake, extra: { jackpotPool: 1_234_567 } }, always);
    const liveView = live.view as unknown as SlotRound;
    expect(liveView.jackpot).toEqual({ hit: true, contribution: stake * 300, win: 1_234_567, pool: 'live' });
    expect(live.win).toBe(liveView.spins.reduce((sum, spin) => sum + spin.win, 0) + 1_234_567);
    const expected = slotKind.start(slot, { option: 'spin', stake }, always).view as unknown as SlotRound;
    expect(expected.jackpot?.win).toBe((300 * (slot.math.jackpot?.odds ?? 0)) / 10_000);
    expect(() =>
      slotKind.start(slot, { option: 'spin', stake, extra: { jackpotPool: -1 } }, always),
    ).toThrowError(BetRefused);
  });

  it('refuses other options and stakes off its range', () => {
    const slot = configOf('LUCKY_LANTERNS');
    const rng = seededRng('refuse');
    const { min, max, step } = slot.math.stakes;
    expect(slotKind.betOptions(slot)).toEqual([
      { id: 'spin', label: 'bet.spin', stakes: { min, max, step } },
    ]);
    expect(() => slotKind.start(slot, { option: 'banker', stake: min }, rng)).toThrow('bet.option.unknown');
    for (const stake of [min - step, max + step, min + 1, 0.5]) {
      expect(() => slotKind.start(slot, { option: 'spin', stake }, rng)).toThrow('bet.stake.range');
    }
  });

  it('gives two games of the same family different math', () => {
    for (const family of ['VIDEO_SLOT', 'WAYS', 'CLASSIC', 'JACKPOT']) {
      const [a, b] = allGames.filter((game) => game.gameType === 'RNG' && game.classification === family);
      const one = slotKind.configFor(a as never) as PreparedSlot;
      const two = slotKind.configFor(b as never) as PreparedSlot;
      expect(one.math.strips).not.toEqual(two.math.strips);
      expect(one.math.pays).not.toEqual(two.math.pays);
      expect(slotKind.rtp(one).theoretical).not.toEqual(slotKind.rtp(two).theoretical);
    }
  });

  it('publishes its rules: paytable, scatter pays, paylines and strips of the game', () => {
    const slot = configOf('LUCKY_LANTERNS');
    const rules = slotKind.rules(slot);
    expect(rules.paragraphs.map((p) => p.key)).toContain('slot.rules.freeSpins.multiplier');
    expect(rules.paragraphs.find((p) => p.key === 'slot.rules.rtp')?.values).toEqual({
      rtp: '96.28 %',
      hitRate: '35.87 %',
    });
    const table = (title: string) => rules.tables?.find((t) => t.title === title)?.rows;
    expect(table('slot.table.linePays')?.[1]).toEqual(['red-envelope', ...(slot.math.pays[0] ?? [])]);
    expect(table('slot.table.paylines')).toHaveLength(20);
    expect(table('slot.table.reels')?.map((row) => row.length)).toEqual(slot.lengths);
  });
});
