/**
 * The sportsbook and esportsbook: a self-contained module the game server mounts with
 * `sportsbookRoutes(app, deps)`. See README.md.
 */
export { Sportsbook, type SportsbookDeps } from './book.ts';
export { type BookConfig, defaultBookConfig, marginFor } from './config.ts';
export { SimulatedFeed, type SimulatedFeedOptions } from './feed/simulated.ts';
export type * from './feed/types.ts';
export { feedSecret, type SportsbookRouteDeps, sportsbookRoutes } from './http/routes.ts';
export type { FinalScore, Grade, Outcome } from './markets/grade.ts';
export type { MarketSpec } from './markets/spec.ts';
export {
  type Clock,
  type Launch,
  type Member,
  type MoneyAccount,
  type MoneyAnswer,
  type MoneyPort,
  type MoneyRefusal,
  systemClock,
} from './ports.ts';
export { formatOdds, fromDecimal, type OddsFormat, oddsFormats, toDecimal } from './pricing/odds-format.ts';
export { type GgrRow, ggrBySport } from './settlement/report.ts';
export type { AcceptOdds, Slip, SlipLeg } from './slip/types.ts';
export { JournalBetStore } from './store/journal.ts';
export { MemoryBetStore } from './store/memory.ts';
export type { BetRecord, BetStore } from './store/types.ts';
export { sportsbookLocale, sportsbookLocales, sportsbookStrings } from './strings.ts';
