import { BetRefused, type GameKind, type GameRef, type PlacedBet } from '../../../engine/kind.ts';
import { ratioValue } from '../../../engine/ratio.ts';
import type { Rng } from '../../../engine/rng.ts';
import type { LotteryConfig, LotteryKind } from './kind.ts';

/**
 * For tests: settles every bet option of a lottery kind against the same `rounds` draws and
 * returns the options whose measured return lies more than `z` exact standard errors from the
 * exact one (each option's picks are the highest numbers it allows, not the sample it is counted
 * with, so the test also checks that the picks do not change the odds).
 */
export function sweepMarkets(kind: LotteryKind, config: LotteryConfig, rounds: number, rng: Rng, z = 4.5) {
  const stake = 100;
  const bets: PlacedBet[] = kind.betOptions(config).map((option) => {
    const rule = kind.picksOf(option.id);
    if (!rule) return { option: option.id, stake };
    const picks = [...rule.from].sort((a, b) => b - a).slice(0, rule.count);
    return { option: option.id, stake, extra: { picks } };
  });
  const totals = bets.map(() => ({ sum: 0 }));
  for (let i = 0; i < rounds; i++) {
    const draw = kind.draw(config, rng);
    bets.forEach((bet, b) => {
      const back = kind.settle(config, bet, draw) / stake;
      totals[b]!.sum += back;
    });
  }
  const perBet = kind.rtp(config).perBet ?? {};
  const markets = new Map(kind.markets().map((market) => [market.id, market]));
  return bets.flatMap((bet, b) => {
    const mean = totals[b]!.sum / rounds;
    const exact = ratioValue(perBet[bet.option]!);
    // The exact variance of one bet's return, so a rare top prize widens the interval as it should.
    const market = markets.get(bet.option)!;
    const space = market.space();
    const all = [...space.values()].reduce((x, y) => x + y, 0n);
    let second = 0;
    for (const [key, pays] of market.pays())
      second += (Number(space.get(key) ?? 0n) / Number(all)) * (Number(pays) / 100) ** 2;
    const halfWidth = z * Math.sqrt((second - exact * exact) / rounds);
    return Math.abs(mean - exact) > halfWidth ? [{ option: bet.option, mean, exact, halfWidth }] : [];
  });
}

/** For tests: the BetRefused key a call throws, "accepted" when it returns, "other" for any other error. */
export function refusalOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return error instanceof BetRefused ? error.key : 'other';
  }
  return 'accepted';
}

/** A game of the ELOTT lane for tests. */
export const elottGame = (classification: string, gameCode = `FASTLOTTO_${classification}`): GameRef => ({
  gameCode,
  gameType: 'ELOTT',
  classification,
  vassalage: 'FASTLOTTO',
  gameName: classification,
});

/** For tests: every i18n key a kind shows for a game (labels, rule paragraphs, table titles and headers). */
export function keysOf(kind: GameKind, config: unknown): string[] {
  const rules = kind.rules(config);
  const headers = (rules.tables ?? []).flatMap((table) => [
    table.title,
    ...(table.rows[0] ?? []).map(String),
  ]);
  return [
    ...kind.betOptions(config).map((option) => option.label),
    ...rules.paragraphs.map((paragraph) => paragraph.key),
    ...headers,
    ...(rules.tables ?? []).flatMap((table) =>
      table.rows
        .slice(1)
        .flatMap((row) => row.filter((cell) => typeof cell === 'string' && /^[a-z0-9]+\.[a-z]/.test(cell))),
    ),
  ].map(String);
}
