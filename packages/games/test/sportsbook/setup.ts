import { Sportsbook } from '../../src/sportsbook/book.ts';
import type { BookConfig } from '../../src/sportsbook/config.ts';
import type { Member } from '../../src/sportsbook/ports.ts';
import type { Slip, SlipLeg } from '../../src/sportsbook/slip/types.ts';
import { MemoryBetStore } from '../../src/sportsbook/store/memory.ts';
import type { BetStore } from '../../src/sportsbook/store/types.ts';
import { FakeFeed, fakeClock, fakeMoney } from './fakes.ts';

export const member: Member = { user: 'u1', currency: 'USD', mode: 'real' };
export const winner = { kind: 'winner', draw: true } as const;

/**
 * A book over a fake feed at margin 0 (odds = 1 / p, so the figures are round): three pre-match
 * football matches e1–e3 with 1X2 at 50 / 25 / 25 % (2.00 / 4.00 / 4.00), member u1 with 10,000.00.
 */
export function setup(config: Partial<BookConfig> = {}, store: BetStore = new MemoryBetStore()) {
  const feed = new FakeFeed();
  for (const id of ['e1', 'e2', 'e3', 'e4'])
    feed.match(id).price(id, winner, { home: 0.5, draw: 0.25, away: 0.25 });
  const clock = fakeClock();
  const wallet = fakeMoney({ u1: 1_000_000, u2: 1_000_000 });
  const book = new Sportsbook({ feed, store, money: wallet.money, clock, config: { margin: 0, ...config } });
  return { feed, clock, wallet, book, store };
}

export const leg = (
  eventId: string,
  selectionId = 'home',
  odds100 = 200,
  extra: Partial<SlipLeg> = {},
): SlipLeg => ({
  eventId,
  marketId: 'winner',
  selectionId,
  odds100,
  phase: 'prematch',
  ...extra,
});

export const slip = (legs: SlipLeg[], extra: Partial<Slip> = {}): Slip => ({
  kind: legs.length > 1 ? 'multi' : 'singles',
  legs,
  stake: 1000,
  acceptOdds: 'none',
  ...extra,
});
