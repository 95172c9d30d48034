import {
  BetRefused,
  checkStake,
  type GameRef,
  type InstantKind,
  type ScheduledKind,
} from '../src/engine/kind.ts';
import { ratio } from '../src/engine/ratio.ts';
import type { CatalogSource } from '../src/server/catalog.ts';

/** Small kinds of the tests' own: the server's behaviour does not depend on the real engines. */

const stakes = { min: 100, max: 100_000, step: 100 };
const refOf = (gameCode: string, gameType: string): GameRef => ({
  gameCode,
  gameType,
  classification: 'TEST',
  vassalage: 'TEST',
  gameName: `Test ${gameCode}`,
});

/** A coin toss: heads or tails, a win pays 2× (RTP 1). One shot. */
export const coinKind: InstantKind<null, { face: number }> = {
  kind: 'test-coin',
  mode: 'instant',
  configFor: (game) => (game.gameCode === 'T_COIN' ? null : undefined),
  betOptions: () => [
    { id: 'heads', label: 'test.heads', pays: ratio(2), stakes },
    { id: 'tails', label: 'test.tails', pays: ratio(2), stakes },
  ],
  rules: () => ({ paragraphs: [{ key: 'test.rules' }] }),
  rtp: () => ({ theoretical: ratio(1), method: 'two faces' }),
  start(_config, bet, rng) {
    if (bet.option !== 'heads' && bet.option !== 'tails') throw new BetRefused('bet.option.unknown');
    checkStake(bet.stake, stakes);
    const face = rng.int(2);
    const won = (face === 0) === (bet.option === 'heads');
    return {
      state: { face },
      done: true,
      win: won ? bet.stake * 2 : 0,
      view: { face: face === 0 ? 'heads' : 'tails' },
    };
  },
};

interface Ladder {
  stake: number;
  rungs: number;
  doubled: boolean;
}

/**
 * A multi-step round: `climb` draws a rung (0 falls and loses), `double` takes the stake again
 * (an extra bet), `stop` cashes out stake × (1 + rungs/2) (× 2 when doubled).
 */
export const ladderKind: InstantKind<null, Ladder> = {
  kind: 'test-ladder',
  mode: 'instant',
  configFor: (game) => (game.gameCode === 'T_LADDER' ? null : undefined),
  betOptions: () => [{ id: 'climb', label: 'test.climb', stakes }],
  rules: () => ({ paragraphs: [] }),
  rtp: () => ({ theoretical: ratio(1), method: 'test' }),
  start(_config, bet) {
    checkStake(bet.stake, stakes);
    const state = { stake: bet.stake, rungs: 0, doubled: false };
    return { state, done: false, win: 0, view: { rungs: 0, actions: ['climb', 'double', 'stop'] } };
  },
  act(_config, state, action, rng) {
    if (action.type === 'double') {
      if (state.doubled) throw new BetRefused('test.doubled');
      const next = { ...state, doubled: true };
      return {
        state: next,
        done: false,
        win: 0,
        view: { rungs: state.rungs, doubled: true, actions: ['climb', 'stop'] },
        extraStake: state.stake,
      };
    }
    if (action.type === 'climb') {
      const rung = rng.int(4);
      if (rung === 0) return { state, done: true, win: 0, view: { rungs: state.rungs, fell: true } };
      const next = { ...state, rungs: state.rungs + 1 };
      return { state: next, done: false, win: 0, view: { rungs: next.rungs, actions: ['climb', 'stop'] } };
    }
    if (action.type === 'stop') {
      const win = Math.floor((state.stake * (2 + state.rungs)) / 2) * (state.doubled ? 2 : 1);
      return { state, done: true, win, view: { rungs: state.rungs, win } };
    }
    throw new BetRefused('test.action');
  },
  autoplay: () => ({ type: 'stop' }),
};

/** A shared wheel of 10: even or odd pays 2×, a number 10×. Rounds of 10 s, 6 s of betting. */
export const wheelKind: ScheduledKind<null, number> = {
  kind: 'test-wheel',
  mode: 'scheduled',
  configFor: (game) => (game.gameCode === 'T_WHEEL' ? null : undefined),
  betOptions: () => [
    { id: 'even', label: 'test.even', pays: ratio(2), stakes },
    { id: 'odd', label: 'test.odd', pays: ratio(2), stakes },
  ],
  rules: () => ({ paragraphs: [] }),
  rtp: () => ({ theoretical: ratio(1), method: 'ten pockets' }),
  schedule: () => ({ roundMs: 10_000, bettingMs: 6_000 }),
  validateBet(_config, bet) {
    if (bet.option !== 'even' && bet.option !== 'odd') throw new BetRefused('bet.option.unknown');
    checkStake(bet.stake, stakes);
  },
  draw: (_config, rng) => rng.int(10),
  settle: (_config, bet, outcome) => ((outcome % 2 === 0) === (bet.option === 'even') ? bet.stake * 2 : 0),
  view: (_config, outcome) => ({ numbers: [outcome], winning: [outcome % 2 === 0 ? 'even' : 'odd'] }),
};

export const testKinds = [coinKind, ladderKind, wheelKind];

/** The tests' game list: three games, one per kind, and one listed game no kind plays. */
export const testGames: CatalogSource = {
  games: [
    refOf('T_COIN', 'RNG'),
    refOf('T_LADDER', 'RNG'),
    refOf('T_WHEEL', 'LIVE'),
    refOf('T_NOENGINE', 'RNG'),
  ],
  resolve: (game) => {
    for (const kind of testKinds) {
      const config = kind.configFor(game);
      if (config !== undefined) return { kind, config };
    }
    return undefined;
  },
};
