import {
  type BetOption,
  BetRefused,
  checkStake,
  type GameRef,
  type InstantKind,
  type PlacedBet,
  type Rtp,
  type Rules,
  type ScheduledKind,
  type StakeRange,
} from '../../../engine/kind.ts';
import { ratioPercent } from '../../../engine/ratio.ts';
import { defaultSchedule, type TableGame, type TableOption } from './game.ts';
import { fnv1a } from './hash.ts';
import { optionLimits, tableNumber, tierLimits, tierOf } from './limits.ts';
import { grossOf, paysText } from './pays.ts';

/** What a table kind knows of the game it serves. */
export interface TableConfig {
  gameCode: string;
  /** Table number from the game code, and its limit tier (0 the lowest). */
  table: number;
  tier: number;
  /** The table's range; each option's is derived from it (`optionLimits`). */
  limits: StakeRange;
}

export function tableConfig(gameCode: string, stakeStep: number): TableConfig {
  const table = tableNumber(gameCode);
  const tier = tierOf(table);
  return { gameCode, table, tier, limits: tierLimits(tier, stakeStep) };
}

/** An RNG table plays at the lowest tier whatever its code's digits. */
export const rngTableConfig = (gameCode: string, stakeStep: number): TableConfig => ({
  gameCode,
  table: 1,
  tier: 0,
  limits: tierLimits(0, stakeStep),
});

const optionById = (game: TableGame<unknown>, id: string) => game.options.find((option) => option.id === id);

export function betOptionsOf(game: TableGame<unknown>, config: TableConfig): BetOption[] {
  return game.options.map((option) => ({
    id: option.id,
    label: option.label,
    ...(option.labelValues ? { labelValues: option.labelValues } : {}),
    pays: option.pays,
    stakes: optionLimits(config.limits, option.pays, option.stakeStep),
  }));
}

export function validateTableBet(game: TableGame<unknown>, config: TableConfig, bet: PlacedBet): TableOption {
  const option = optionById(game, bet.option);
  if (!option) throw new BetRefused('tables.bet.unknown', { option: String(bet.option) });
  checkStake(bet.stake, optionLimits(config.limits, option.pays, option.stakeStep));
  const refused = option.checkExtra?.(bet.extra);
  if (refused) throw refused;
  return option;
}

export function rtpOf(game: TableGame<unknown>): Rtp {
  const { perBet, method } = game.exact();
  const theoretical = perBet[game.mainOption];
  if (!theoretical) throw new Error(`${game.kind}: no RTP for ${game.mainOption}`);
  return { theoretical, perBet, method };
}

/** The game's rules with the table limits, the pays and RTP table, and the published RTP. */
export function rulesOf(game: TableGame<unknown>, config: TableConfig): Rules {
  const own = game.rules();
  const { perBet } = game.exact();
  const rtp = rtpOf(game);
  return {
    paragraphs: [
      ...own.paragraphs,
      { key: 'tables.rules.limits', values: { min: config.limits.min, max: config.limits.max } },
      { key: 'tables.rules.rtp', values: { rtp: ratioPercent(rtp.theoretical) } },
    ],
    tables: [
      {
        title: 'tables.table.pays',
        rows: game.options.map((option) => {
          const optionRtp = perBet[option.id];
          return [option.id, paysText(option.pays), optionRtp ? ratioPercent(optionRtp) : ''];
        }),
      },
      ...(own.tables ?? []),
    ],
  };
}

/** The ids of the options without numbers to name that win (return more than the stake). */
export function winningBets<Outcome>(game: TableGame<Outcome>, outcome: Outcome): string[] {
  return game.options
    .filter((option) => !option.checkExtra)
    .filter((option) => {
      const gross = game.payout({ option: option.id, stake: 1 }, outcome);
      return gross.num > gross.den;
    })
    .map((option) => option.id);
}

/** The live table of a game: shared rounds on the 25 s schedule, every LIVE table of its class. */
export function scheduledTableKind<Outcome>(
  game: TableGame<Outcome>,
  schedule: { roundMs: number; bettingMs: number } = defaultSchedule,
): ScheduledKind<TableConfig, Outcome> {
  const any = game as TableGame<unknown>;
  return {
    mode: 'scheduled',
    kind: game.kind,
    configFor: (ref: GameRef) =>
      ref.gameType === 'LIVE' && ref.classification === game.classification
        ? tableConfig(ref.gameCode, game.stakeStep)
        : undefined,
    betOptions: (config) => betOptionsOf(any, config),
    rules: (config) => rulesOf(any, config),
    rtp: () => rtpOf(any),
    schedule: () => schedule,
    validateBet: (config, bet) => {
      validateTableBet(any, config, bet);
    },
    draw: (_config, rng) => game.draw(rng),
    settle: (config, bet, outcome) => {
      validateTableBet(any, config, bet);
      return grossOf(bet.stake, game.payout(bet, outcome));
    },
    view: (_config, outcome) => ({ ...game.view(outcome), winning: winningBets(game, outcome) }),
  };
}

/** The single-player RNG versions, in the order the hash of a game code picks from. */
export const rngTableKindIds = [
  'rng-roulette',
  'rng-baccarat',
  'rng-blackjack',
  'rng-sicbo',
  'rng-dragon-tiger',
] as const;
export type RngTableKindId = (typeof rngTableKindIds)[number];

/** Which RNG table kind plays an RNG TABLE game: a stable hash of its code. */
export const rngKindOf = (gameCode: string): RngTableKindId =>
  rngTableKindIds[fnv1a(gameCode) % rngTableKindIds.length] as RngTableKindId;

export function recognisesRngTable(ref: GameRef, kind: RngTableKindId): boolean {
  return ref.gameType === 'RNG' && ref.classification === 'TABLE' && rngKindOf(ref.gameCode) === kind;
}

/** RNG version of a one-shot table game: the player's own round, drawn and settled at once. */
export function instantTableKind<Outcome>(
  game: TableGame<Outcome>,
  kind: RngTableKindId,
): InstantKind<TableConfig, null> {
  const any = game as TableGame<unknown>;
  return {
    mode: 'instant',
    kind,
    configFor: (ref) =>
      recognisesRngTable(ref, kind) ? rngTableConfig(ref.gameCode, game.stakeStep) : undefined,
    betOptions: (config) => betOptionsOf(any, config),
    rules: (config) => rulesOf(any, config),
    rtp: () => rtpOf(any),
    start: (config, bet, rng) => {
      validateTableBet(any, config, bet);
      const outcome = game.draw(rng);
      return {
        state: null,
        done: true,
        win: grossOf(bet.stake, game.payout(bet, outcome)),
        view: { ...game.view(outcome), winning: winningBets(game, outcome) },
      };
    },
  };
}
