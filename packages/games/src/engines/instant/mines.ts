import {
  BetRefused,
  checkStake,
  type InstantKind,
  lowestRtp,
  type PlacedBet,
  type Rules,
  type Step,
} from '../../engine/kind.ts';
import { lowestRatio, type Ratio, ratio } from '../../engine/ratio.ts';
import { choose, range } from '../draws/lottery/count.ts';
import { drawDistinct } from '../draws/lottery/kind.ts';
import { lazy } from '../draws/lottery/market.ts';
import {
  type MiniConfig,
  miniConfigFor,
  miniParagraphs,
  miniRtp,
  optionOf,
  shownMultiplier,
  winAt,
} from './mini.ts';

/*
 * Mines: 25 tiles hide 1–24 mines, placed when the round starts (so the whole board comes from
 * the round's fair RNG). The player reveals tiles one by one and may cash out after any safe
 * one; a mine loses the stake. After k safe tiles the multiplier is exactly
 * 99 % × C(25, k) / C(25 − mines, k), the edge over the chance of surviving k reveals, so every
 * strategy returns 99 %.
 */

const tiles = 25;
const mineCounts = range(1, 24);
const options = mineCounts.map((mines) => `mines:${mines}`);
/** Safe tiles the simulation reveals before cashing out when a bet names none. */
const defaultReveals = 3;

export interface MinesState {
  stake: number;
  mines: number[];
  revealed: number[];
  /** Tiles of an auto bet (`extra.tiles`), revealed in order by `autoplay`, then cash out. */
  plan: number[];
  over: boolean;
}

const multipliers = new Map<number, Ratio>();

/** The exact multiplier after `safe` safe tiles on a board of `mines`. */
export function minesMultiplier(mines: number, safe: number): Ratio {
  const key = mines * 100 + safe;
  let multiplier = multipliers.get(key);
  if (!multiplier) {
    multiplier = ratio(miniRtp.num * choose(tiles, safe), miniRtp.den * choose(tiles - mines, safe));
    multipliers.set(key, multiplier);
  }
  return multiplier;
}

/** The exact return of revealing `safe` tiles then cashing out: the chance all are safe × the multiplier. */
export const minesRtpAt = (mines: number, safe: number): Ratio => {
  const multiplier = minesMultiplier(mines, safe);
  return ratio(choose(tiles - mines, safe) * multiplier.num, choose(tiles, safe) * multiplier.den);
};

const rtps = lazy(() =>
  Object.fromEntries(
    mineCounts.map((mines) => [
      `mines:${mines}`,
      lowestRatio(range(1, tiles - mines).map((safe) => minesRtpAt(mines, safe))),
    ]),
  ),
);

const isTile = (tile: unknown): tile is number =>
  Number.isInteger(tile) && (tile as number) >= 0 && (tile as number) < tiles;

function planOf(bet: PlacedBet, mines: number): number[] {
  const planned = bet.extra?.tiles;
  if (planned === undefined) return range(0, Math.min(defaultReveals, tiles - mines) - 1);
  if (
    !Array.isArray(planned) ||
    planned.length < 1 ||
    planned.length > tiles - mines ||
    !planned.every(isTile) ||
    new Set(planned).size !== planned.length
  )
    throw new BetRefused('mines.tiles.invalid', { max: tiles - mines });
  return [...planned];
}

function viewOf(state: MinesState, win: number) {
  const safe = state.revealed.filter((tile) => !state.mines.includes(tile)).length;
  const mines = state.mines.length;
  return {
    mines,
    revealed: [...state.revealed],
    multiplier: safe > 0 ? shownMultiplier(minesMultiplier(mines, safe)) : 1,
    next: safe < tiles - mines ? shownMultiplier(minesMultiplier(mines, safe + 1)) : null,
    win,
    // The board only once the round is over: before, it would tell where the mines are.
    ...(state.over ? { board: [...state.mines].sort((a, b) => a - b) } : {}),
  };
}

const finish = (state: MinesState, win: number): Step<MinesState> => {
  const over = { ...state, over: true };
  return { state: over, done: true, win, view: viewOf(over, win) };
};

export const minesKind: InstantKind<MiniConfig, MinesState> = {
  kind: 'mines',
  mode: 'instant',
  configFor: miniConfigFor('MINES'),

  betOptions: (config) =>
    mineCounts.map((mines) => ({
      id: `mines:${mines}`,
      label: 'mines.bet.mines',
      labelValues: { count: mines },
      stakes: config.stakes,
    })),

  rules: (config): Rules => ({
    paragraphs: [
      { key: 'mines.rules.board' },
      { key: 'mines.rules.pays', values: { rtp: 99 } },
      { key: 'mines.rules.auto' },
      ...miniParagraphs(config),
    ],
    tables: [
      {
        title: 'mines.table.multipliers',
        rows: [
          ['mines.table.mines', 'mines.table.safe'],
          ...[1, 3, 5, 10, 20, 24].map((mines) => [
            mines,
            ...range(1, Math.min(10, tiles - mines)).map((safe) =>
              shownMultiplier(minesMultiplier(mines, safe)),
            ),
          ]),
        ],
      },
    ],
  }),

  rtp: () =>
    lowestRtp(
      rtps(),
      'each count k of safe tiles before cashing out: C(25−m,k)/C(25,k) × 99 %·C(25,k)/C(25−m,k); lowest over k',
    ),

  start(config, bet, rng) {
    const mines = Number(optionOf(options, bet).slice('mines:'.length));
    checkStake(bet.stake, config.stakes);
    const plan = planOf(bet, mines);
    const state: MinesState = {
      stake: bet.stake,
      mines: drawDistinct(rng, range(0, tiles - 1), mines),
      revealed: [],
      plan,
      over: false,
    };
    return { state, done: false, win: 0, view: viewOf(state, 0) };
  },

  act(_config, state, action) {
    if (state.over) throw new BetRefused('mini.round.over');
    if (action.type === 'cashout') {
      if (state.revealed.length === 0) throw new BetRefused('mines.cashout.early');
      return finish(state, winAt(state.stake, minesMultiplier(state.mines.length, state.revealed.length)));
    }
    if (action.type !== 'reveal') throw new BetRefused('mini.action.unknown', { type: action.type });
    const { tile } = action;
    if (!isTile(tile) || state.revealed.includes(tile)) throw new BetRefused('mines.tile.invalid');
    if (state.mines.includes(tile)) return finish({ ...state, revealed: [...state.revealed, tile] }, 0);
    const next = { ...state, revealed: [...state.revealed, tile] };
    const safe = next.revealed.length;
    // Every safe tile found: the round cashes out by itself.
    if (safe === tiles - state.mines.length)
      return finish(next, winAt(state.stake, minesMultiplier(state.mines.length, safe)));
    return { state: next, done: false, win: 0, view: viewOf(next, 0) };
  },

  autoplay(_config, state) {
    const tile = state.plan.find((one) => !state.revealed.includes(one));
    return tile === undefined ? { type: 'cashout' } : { type: 'reveal', tile };
  },
};
