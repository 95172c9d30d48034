import { type BookConfig, defaultBookConfig } from './config.ts';
import { type BookContext, lockTable } from './context.ts';
import type { OddsFeed } from './feed/types.ts';
import type { Clock, Member, MoneyPort } from './ports.ts';
import { marketLiability } from './risk/liability.ts';
import { type GgrQuery, ggrBySport } from './settlement/report.ts';
import { settleAll, settleBet } from './settlement/settle.ts';
import { cashOut, cashoutOffer } from './slip/cashout.ts';
import { offeredMarkets, quoteSlip } from './slip/check.ts';
import { placeSlip } from './slip/place.ts';
import type { Slip } from './slip/types.ts';
import type { BetRecord, BetStore } from './store/types.ts';

export interface SportsbookDeps {
  feed: OddsFeed;
  store: BetStore;
  money: MoneyPort;
  clock: Clock;
  config?: Partial<BookConfig>;
}

/** The sportsbook: the feed's markets at the brand's margin, slips, bets, cash-out, settlement, risk. */
export class Sportsbook {
  readonly ctx: BookContext;

  constructor(deps: SportsbookDeps) {
    this.ctx = {
      feed: deps.feed,
      store: deps.store,
      money: deps.money,
      clock: deps.clock,
      config: { ...defaultBookConfig, ...deps.config },
      lock: lockTable(),
    };
  }

  get feed() {
    return this.ctx.feed;
  }

  markets(eventId: string, brand?: string, main = false) {
    return offeredMarkets(this.ctx, eventId, this.ctx.clock.now(), brand, main);
  }

  quote(member: Member | undefined, slip: Slip) {
    return quoteSlip(this.ctx, member, slip, this.ctx.clock.now());
  }

  place(member: Member, slip: Slip) {
    return placeSlip(this.ctx, member, slip);
  }

  cashoutOffer(bet: BetRecord) {
    return cashoutOffer(this.ctx, bet);
  }

  cashOut(member: Member, betId: string, expected?: number) {
    return cashOut(this.ctx, member, betId, expected);
  }

  settle() {
    return settleAll(this.ctx);
  }

  settleBet(id: string) {
    return settleBet(this.ctx, id);
  }

  /** A member's bets: `open` (placed, not yet paid) or `settled` (settled or cashed out), newest first. */
  bets(user: string, state: 'open' | 'settled'): BetRecord[] {
    const wanted =
      state === 'open'
        ? (bet: BetRecord) => bet.state === 'open' || bet.state === 'settling' || bet.state === 'cashing-out'
        : (bet: BetRecord) => bet.state === 'settled' || bet.state === 'cashed-out';
    return this.ctx.store
      .byUser(user)
      .filter(wanted)
      .sort((a, b) => b.placedAt - a.placedAt);
  }

  liability(eventId: string, marketId: string) {
    return marketLiability(this.ctx.store.all(), eventId, marketId);
  }

  ggr(query?: GgrQuery) {
    return ggrBySport(this.ctx.store.all(), query);
  }
}
