import {
  type BetOption,
  BetRefused,
  checkStake,
  type GameRef,
  lowestRtp,
  type PlacedBet,
  type RoundView,
  type Rules,
  type ScheduledKind,
  type StakeRange,
} from '../../../engine/kind.ts';
import { type Ratio, ratio, ratioValue } from '../../../engine/ratio.ts';
import { type Rng, seededRng } from '../../../engine/rng.ts';
import { lazy, type Market, marketRtp, type PickRule, singlePrize } from './market.ts';

/** Every e-lottery bet pays this share of its fair odds, floored to hundredths. */
export const lotteryShare: Ratio = ratio(97, 100);

/**
 * Stakes in whole units (100 minor units): a prize in hundredths times such a stake is a whole
 * number of minor units, so no win is rounded and the published RTP is exact for every stake.
 */
export const lotteryStakes: StakeRange = { min: 100, max: 5_000_000, step: 100 };

/** Betting closes this long before the draw of each round; the round ends showing its result. */
const resultMs = 10_000;

export interface LotteryConfig {
  gameCode: string;
  gameName: string;
  stakes: StakeRange;
  roundMs: number;
  bettingMs: number;
}

/** What makes one e-lottery kind: its draw, its bets and how a draw is shown. */
export interface LotteryDef {
  kind: string;
  /** The catalogue classification it serves (ELOTT lane). */
  classification: string;
  /** Round lengths, seconds; each game gets one of them from its code. */
  roundSeconds: readonly number[];
  draw(rng: Rng): number[];
  /** Every bet, built once. */
  markets: () => readonly Market[];
  /** How the exact figures are counted, one line. */
  method: string;
  /** i18n keys of the rule paragraphs particular to the kind (the draw, the bets). */
  rules: readonly string[];
  /** The drawn numbers and what the bets read from them (sums, big/small). */
  view(numbers: readonly number[]): RoundView;
}

const stakeValues = (stakes: StakeRange) => ({ min: stakes.min, max: stakes.max, step: stakes.step });

/** `count` different values of `values` in draw order, every ordered selection alike (partial Fisher–Yates). */
export function drawDistinct(rng: Rng, values: readonly number[], count: number): number[] {
  const pool = [...values];
  for (let i = 0; i < count; i++) {
    const j = i + rng.int(pool.length - i);
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, count);
}

/** The picks of a bet, or BetRefused('elott.picks.invalid') when they are not `rule`'s. */
export function readPicks(rule: PickRule | undefined, extra: PlacedBet['extra']): number[] {
  if (!rule) return [];
  const picks = extra?.picks;
  const refuse = () =>
    new BetRefused('elott.picks.invalid', {
      count: rule.count,
      min: Math.min(...rule.from),
      max: Math.max(...rule.from),
    });
  if (!Array.isArray(picks) || picks.length !== rule.count) throw refuse();
  const numbers = picks as unknown[];
  if (!numbers.every((n): n is number => typeof n === 'number' && rule.from.includes(n))) throw refuse();
  if (new Set(numbers).size !== numbers.length) throw refuse();
  return rule.ordered ? [...numbers] : [...numbers].sort((a, b) => a - b);
}

/**
 * An e-lottery kind: the scheduled contract, plus what a page needs to build a ticket and the
 * contract's BetOption has no field for: the numbers an option asks the player to pick.
 */
export type LotteryKind = ScheduledKind<LotteryConfig, number[]> & {
  picksOf(option: string): PickRule | undefined;
  /** Every bet with its counted space and pays (pay tables, tests). */
  markets(): readonly Market[];
};

/** A scheduled e-lottery kind from its definition. */
export function lotteryKind(def: LotteryDef): LotteryKind {
  const byId = lazy(() => new Map(def.markets().map((market) => [market.id, market])));
  const rtps = lazy(() => new Map(def.markets().map((market) => [market.id, marketRtp(market)])));
  const marketOf = (option: string) => {
    const market = byId().get(option);
    if (!market) throw new BetRefused('bet.option.unknown', { option });
    return market;
  };

  return {
    kind: def.kind,
    mode: 'scheduled',

    configFor(game: GameRef) {
      if (game.gameType !== 'ELOTT' || game.classification !== def.classification) return undefined;
      const seconds =
        def.roundSeconds[seededRng(`elott:${game.gameCode}`).int(def.roundSeconds.length)] ?? 60;
      return {
        gameCode: game.gameCode,
        gameName: game.gameName,
        stakes: lotteryStakes,
        roundMs: seconds * 1000,
        bettingMs: seconds * 1000 - resultMs,
      };
    },

    schedule: (config) => ({ roundMs: config.roundMs, bettingMs: config.bettingMs }),

    betOptions(config): BetOption[] {
      return def.markets().map((market) => {
        const pays = singlePrize(market);
        return {
          id: market.id,
          label: market.label,
          ...(market.labelValues ? { labelValues: market.labelValues } : {}),
          ...(pays ? { pays } : {}),
          stakes: config.stakes,
        };
      });
    },

    rules(config): Rules {
      const percent = Number(lotteryShare.num * 100n) / Number(lotteryShare.den);
      const paragraphs: Rules['paragraphs'] = [
        ...def.rules.map((key) => ({ key })),
        { key: 'elott.rules.share', values: { percent } },
        {
          key: 'elott.rules.schedule',
          values: { seconds: config.roundMs / 1000, close: (config.roundMs - config.bettingMs) / 1000 },
        },
        { key: 'elott.rules.stakes', values: stakeValues(config.stakes) },
      ];
      if (def.markets().some((market) => market.picks)) paragraphs.push({ key: 'elott.rules.picks' });
      const rows = def.markets().map((market) => {
        const pays = singlePrize(market);
        return [
          market.id,
          pays ? ratioValue(pays) : 'elott.table.payTable',
          ratioValue(rtps().get(market.id)!),
        ];
      });
      const tables: NonNullable<Rules['tables']> = [
        {
          title: 'elott.table.bets',
          rows: [['elott.table.bet', 'elott.table.pays', 'elott.table.rtp'], ...rows],
        },
      ];
      const tiers = def
        .markets()
        .flatMap((market) =>
          singlePrize(market)
            ? []
            : [...market.pays()].map(([hits, pays]) => [market.id, hits, Number(pays) / 100]),
        );
      if (tiers.length > 0)
        tables.push({
          title: 'elott.table.payTable',
          rows: [['elott.table.bet', 'elott.table.hits', 'elott.table.pays'], ...tiers],
        });
      return { paragraphs, tables };
    },

    rtp: () => lowestRtp(Object.fromEntries(rtps()), def.method),

    validateBet(config, bet) {
      const market = marketOf(bet.option);
      checkStake(bet.stake, config.stakes);
      readPicks(market.picks, bet.extra);
    },

    draw: (_config, rng) => def.draw(rng),

    settle(_config, bet, outcome) {
      const market = marketOf(bet.option);
      const pays = market.pays().get(market.look(outcome, readPicks(market.picks, bet.extra))) ?? 0n;
      return Number((BigInt(bet.stake) * pays) / 100n);
    },

    view: (_config, outcome) => def.view(outcome),

    picksOf: (option) => byId().get(option)?.picks,
    markets: def.markets,
  };
}
