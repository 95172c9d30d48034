import {
  BetRefused,
  checkStake,
  type GameRef,
  lowestRtp,
  type Rules,
  type ScheduledKind,
  type StakeRange,
} from '../../../engine/kind.ts';
import { type Ratio, ratio, sumRatios } from '../../../engine/ratio.ts';
import { pick, seededRng } from '../../../engine/rng.ts';

/*
 * Cockfight (sabong): every round one fight between two roosters, Meron (the favourite's
 * corner) and Wala. The fight's result is drawn with the arena's published chances; bets on
 * Meron, Wala or a draw are priced from those chances less the house margin.
 *
 * The prices are fixed per arena, not per round: the ScheduledKind contract gives `betOptions`,
 * `draw` and `settle` the game's configuration but not the round number, so a price or a chance
 * that changed with the round could not be the same in the options shown, the draw and the
 * settlement. `fightCard(config, round)` names each round's roosters (display only).
 */

export const fightResults = ['meron', 'wala', 'draw', 'cancelled'] as const;
export type FightResult = (typeof fightResults)[number];
export const fightBets = ['meron', 'wala', 'draw'] as const;
export type FightBet = (typeof fightBets)[number];

/** Chances are drawn in ten-thousandths. */
const chanceUnit = 10_000;
/** Share of its fair odds a price keeps: 5 % margin. */
export const cockfightMargin: Ratio = ratio(5, 100);
export const cockfightStakes: StakeRange = { min: 100, max: 5_000_000, step: 100 };

export interface CockfightConfig {
  gameCode: string;
  gameName: string;
  /** Chance of each result in ten-thousandths (they add up to 10,000). */
  chances: Readonly<Record<FightResult, number>>;
  /** Gross return of a winning bet in hundredths of the stake. */
  pays: Readonly<Record<FightBet, number>>;
  stakes: StakeRange;
  roundMs: number;
  bettingMs: number;
}

/** The arena's chances, from its code: cancelled 1–2 %, draw 2–4 %, Meron 42–58 % of the rest. */
function arenaChances(gameCode: string): Record<FightResult, number> {
  const rng = seededRng(`cockfight:${gameCode}`);
  const cancelled = 100 + rng.int(101);
  const draw = 200 + rng.int(201);
  const decided = chanceUnit - cancelled - draw;
  const meron = Math.round((decided * (4_200 + rng.int(1_601))) / chanceUnit);
  return { meron, wala: decided - meron, draw, cancelled };
}

/**
 * Price of a bet: (1 − margin) × its fair odds among the results that do not refund it,
 * floored to hundredths. Meron and Wala are refunded on a draw or a cancelled fight, a draw
 * bet on a cancelled fight.
 */
function priceOf(bet: FightBet, chances: Record<FightResult, number>): number {
  const live = bet === 'draw' ? chanceUnit - chances.cancelled : chances.meron + chances.wala;
  const keep = cockfightMargin.den - cockfightMargin.num;
  return Number((100n * keep * BigInt(live)) / (cockfightMargin.den * BigInt(chances[bet])));
}

/** What a bet returns per unit staked on each result: its price, a refund (1) or nothing (0). */
function returnOf(bet: FightBet, result: FightResult, config: CockfightConfig): Ratio {
  if (result === bet) return ratio(config.pays[bet], 100);
  if (result === 'cancelled' || (result === 'draw' && bet !== 'draw')) return ratio(1);
  return ratio(0);
}

const betRtp = (bet: FightBet, config: CockfightConfig) =>
  sumRatios(
    fightResults.map((result) =>
      ratio(
        returnOf(bet, result, config).num * BigInt(config.chances[result]),
        returnOf(bet, result, config).den * BigInt(chanceUnit),
      ),
    ),
  );

const bloodlines = [
  'Kelso',
  'Hatch',
  'Sweater',
  'Roundhead',
  'Claret',
  'Asil',
  'Radio',
  'Grey',
  'Lemon',
  'Butcher',
  'Whitehackle',
  'Albany',
];

/** The roosters of round `round` of an arena (names are language-neutral: bloodline and number). */
export function fightCard(config: Pick<CockfightConfig, 'gameCode'>, round: number) {
  const rng = seededRng(`cockfight:${config.gameCode}:${round}`);
  const name = () => `${pick(rng, bloodlines)} #${rng.int(99) + 1}`;
  const meron = name();
  let wala = name();
  while (wala === meron) wala = name();
  return { round, meron, wala };
}

const isFightBet = (option: string): option is FightBet => (fightBets as readonly string[]).includes(option);
const percent = (tenThousandths: number) => tenThousandths / 100;

export const cockfightKind: ScheduledKind<CockfightConfig, FightResult> = {
  kind: 'cockfight',
  mode: 'scheduled',

  configFor(game: GameRef) {
    if (game.gameType !== 'COCKFIGHT') return undefined;
    const chances = arenaChances(game.gameCode);
    const seconds = [120, 150, 180][seededRng(`cockfight:round:${game.gameCode}`).int(3)] ?? 120;
    return {
      gameCode: game.gameCode,
      gameName: game.gameName,
      chances,
      pays: {
        meron: priceOf('meron', chances),
        wala: priceOf('wala', chances),
        draw: priceOf('draw', chances),
      },
      stakes: cockfightStakes,
      roundMs: seconds * 1000,
      bettingMs: (seconds - 30) * 1000,
    };
  },

  schedule: (config) => ({ roundMs: config.roundMs, bettingMs: config.bettingMs }),

  betOptions: (config) =>
    fightBets.map((bet) => ({
      id: bet,
      label: `cockfight.bet.${bet}`,
      pays: ratio(config.pays[bet], 100),
      stakes: config.stakes,
    })),

  rules(config): Rules {
    return {
      paragraphs: [
        { key: 'cockfight.rules.fight' },
        {
          key: 'cockfight.rules.chances',
          values: {
            meron: percent(config.chances.meron),
            wala: percent(config.chances.wala),
            draw: percent(config.chances.draw),
            cancelled: percent(config.chances.cancelled),
          },
        },
        {
          key: 'cockfight.rules.prices',
          values: { margin: Number(cockfightMargin.num * 100n) / Number(cockfightMargin.den) },
        },
        { key: 'cockfight.rules.refunds' },
        {
          key: 'cockfight.rules.schedule',
          values: { seconds: config.roundMs / 1000, close: (config.roundMs - config.bettingMs) / 1000 },
        },
        {
          key: 'cockfight.rules.stakes',
          values: { min: config.stakes.min, max: config.stakes.max, step: config.stakes.step },
        },
      ],
      tables: [
        {
          title: 'cockfight.table.prices',
          rows: [
            ['cockfight.table.bet', 'cockfight.table.pays'],
            ...fightBets.map((bet) => [`cockfight.bet.${bet}`, config.pays[bet] / 100]),
          ],
        },
      ],
    };
  },

  rtp: (config) =>
    lowestRtp(
      Object.fromEntries(fightBets.map((bet) => [bet, betRtp(bet, config)])),
      'summed over the four results at the arena\u2019s chances (in ten-thousandths)',
    ),

  validateBet(config, bet) {
    if (!isFightBet(bet.option)) throw new BetRefused('bet.option.unknown', { option: bet.option });
    checkStake(bet.stake, config.stakes);
  },

  draw(config, rng) {
    let roll = rng.int(chanceUnit);
    for (const result of fightResults) {
      roll -= config.chances[result];
      if (roll < 0) return result;
    }
    return 'cancelled';
  },

  settle(config, bet, result) {
    if (!isFightBet(bet.option)) throw new BetRefused('bet.option.unknown', { option: bet.option });
    const back = returnOf(bet.option, result, config);
    return Number((BigInt(bet.stake) * back.num) / back.den);
  },

  view: (config, result) => ({ result, pays: { ...config.pays } }),
};
