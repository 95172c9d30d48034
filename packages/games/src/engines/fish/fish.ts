import {
  BetRefused,
  checkStake,
  type GameRef,
  type InstantKind,
  lowestRtp,
  type Rules,
  type StakeRange,
} from '../../engine/kind.ts';
import { type Ratio, ratio } from '../../engine/ratio.ts';
import { seededRng } from '../../engine/rng.ts';
import { fishById, type Pond, pondTimingOf } from './pond.ts';
import { type FishSpecies, fishSetOf } from './species.ts';

/*
 * The fish games (port of the platform's demo fish engine): each shot costs the stake and names
 * a fish of the shared pond. A fish of multiplier m is caught with probability RTP / m and then
 * pays stake × m, so every shot returns exactly the game's RTP, whichever fish it aims at.
 * Chances are drawn as an integer below 10,000 × m: caught below RTP in ten-thousandths.
 */

export const fishStakes: StakeRange = { min: 10, max: 10_000, step: 10 };

export interface FishConfig extends Pond {
  gameName: string;
  /** RTP in ten-thousandths (9,500–9,700: 95.00–97.00 %). */
  rtp: number;
  stakes: StakeRange;
}

export interface FishShot {
  species: FishSpecies['code'];
  multiplier: number;
  fishId?: string;
  caught: boolean;
}

const shotOption = (species: FishSpecies) => `shot:${species.code}`;
const speciesOf = (config: FishConfig, option: string) =>
  config.species.find((one) => shotOption(one) === option);

/** The exact chance a shot at `species` catches it: rtp / (10,000 × m). */
export const catchChance = (config: FishConfig, species: FishSpecies): Ratio =>
  ratio(config.rtp, 10_000 * species.multiplier);

export const fishKind: InstantKind<FishConfig, FishShot> = {
  kind: 'fish',
  mode: 'instant',

  configFor(game: GameRef) {
    if (game.gameType !== 'FISH') return undefined;
    return {
      gameCode: game.gameCode,
      gameName: game.gameName,
      species: fishSetOf(game.gameCode),
      timing: pondTimingOf(game.gameCode),
      rtp: 9_500 + seededRng(`fish:rtp:${game.gameCode}`).int(201),
      stakes: fishStakes,
    };
  },

  betOptions: (config) =>
    config.species.map((species) => ({
      id: shotOption(species),
      label: `fish.species.${species.code}`,
      pays: ratio(species.multiplier),
      stakes: config.stakes,
    })),

  rules: (config): Rules => ({
    paragraphs: [
      { key: 'fish.rules.shot' },
      { key: 'fish.rules.catch', values: { rtp: config.rtp / 100 } },
      {
        key: 'fish.rules.pond',
        values: { seconds: config.timing.waveMs / 1000, count: config.timing.fishPerWave },
      },
      {
        key: 'fish.rules.stakes',
        values: { min: config.stakes.min, max: config.stakes.max, step: config.stakes.step },
      },
    ],
    tables: [
      {
        title: 'fish.table.species',
        rows: [
          ['fish.table.fish', 'fish.table.multiplier', 'fish.table.chance'],
          ...config.species.map((species) => [
            `fish.species.${species.code}`,
            species.multiplier,
            config.rtp / 100 / species.multiplier,
          ]),
        ],
      },
    ],
  }),

  rtp(config) {
    const perBet = Object.fromEntries(
      config.species.map((species) => {
        const chance = catchChance(config, species);
        return [shotOption(species), ratio(chance.num * BigInt(species.multiplier), chance.den)];
      }),
    );
    return lowestRtp(perBet, 'per fish: m × the chance of a catch, rtp of 10,000 × m equally likely draws');
  },

  start(config, bet, rng) {
    const species = speciesOf(config, bet.option);
    if (!species) throw new BetRefused('bet.option.unknown', { option: bet.option });
    checkStake(bet.stake, config.stakes);
    const fishId = bet.extra?.fishId;
    if (
      fishId !== undefined &&
      (typeof fishId !== 'string' || fishById(config, fishId)?.species !== species.code)
    )
      throw new BetRefused('fish.target.unknown');
    const caught = rng.int(10_000 * species.multiplier) < config.rtp;
    const shot: FishShot = {
      species: species.code,
      multiplier: species.multiplier,
      ...(typeof fishId === 'string' ? { fishId } : {}),
      caught,
    };
    return { state: shot, done: true, win: caught ? bet.stake * species.multiplier : 0, view: { ...shot } };
  },
};
