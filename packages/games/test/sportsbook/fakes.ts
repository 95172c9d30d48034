import type {
  EventResult,
  EventStatus,
  FeedMarket,
  LiveView,
  OddsFeed,
  SportEvent,
  Suspension,
} from '../../src/sportsbook/feed/types.ts';
import type { FinalScore } from '../../src/sportsbook/markets/grade.ts';
import type { MarketSpec } from '../../src/sportsbook/markets/spec.ts';
import { marketId } from '../../src/sportsbook/markets/spec.ts';
import type { Clock, MoneyAnswer, MoneyPort } from '../../src/sportsbook/ports.ts';

export const t0 = Date.UTC(2026, 4, 1, 12);

interface FakeEvent {
  event: SportEvent;
  status: EventStatus;
  markets: FeedMarket[];
  suspension?: Suspension;
  result?: EventResult;
}

/** A feed the test drives by hand: events, their status, fair prices, suspensions and results. */
export class FakeFeed implements OddsFeed {
  readonly items = new Map<string, FakeEvent>();

  match(id: string, options: { sport?: SportEvent['sport']; startsAt?: number; status?: EventStatus } = {}) {
    const event: SportEvent = {
      id,
      kind: 'match',
      sport: options.sport ?? 'football',
      leagueId: 'fake-league',
      startsAt: options.startsAt ?? t0 + 3_600_000,
      home: { id: `${id}:h`, name: `Home ${id}` },
      away: { id: `${id}:a`, name: `Away ${id}` },
    };
    this.items.set(id, { event, status: options.status ?? 'prematch', markets: [] });
    return this;
  }

  outright(id: string, teams: string[]) {
    const event: SportEvent = {
      id,
      kind: 'outright',
      sport: 'football',
      leagueId: 'fake-league',
      startsAt: t0 + 86_400_000,
      teams: teams.map((team) => ({ id: team, name: team.toUpperCase() })),
    };
    this.items.set(id, { event, status: 'prematch', markets: [] });
    return this;
  }

  /** Sets a market's fair prices (selection → probability). */
  price(eventId: string, spec: MarketSpec, probabilities: Record<string, number>) {
    const item = this.item(eventId);
    const id = marketId(spec);
    const market: FeedMarket = {
      id,
      spec,
      inPlay: item.status === 'live',
      selections: Object.entries(probabilities).map(([sel, probability]) => ({ id: sel, probability })),
    };
    item.markets = [...item.markets.filter((m) => m.id !== id), market];
    return this;
  }

  setStatus(eventId: string, status: EventStatus) {
    const item = this.item(eventId);
    item.status = status;
    item.markets = item.markets.map((m) => ({ ...m, inPlay: status === 'live' }));
    return this;
  }

  suspend(eventId: string, suspension: Suspension | undefined) {
    const item = this.item(eventId);
    if (suspension) item.suspension = suspension;
    else delete item.suspension;
    return this;
  }

  finish(eventId: string, score: FinalScore, version = 1) {
    const item = this.item(eventId);
    item.status = 'ended';
    item.result = { eventId, version, at: t0, cancelled: false, score };
    return this;
  }

  cancel(eventId: string) {
    const item = this.item(eventId);
    item.status = 'cancelled';
    item.result = { eventId, version: 1, at: t0, cancelled: true };
    return this;
  }

  settleOutright(eventId: string, winners: string[], version = 1) {
    const item = this.item(eventId);
    item.status = 'ended';
    item.result = { eventId, version, at: t0, cancelled: false, winners };
    return this;
  }

  private item(id: string): FakeEvent {
    const item = this.items.get(id);
    if (!item) throw new Error(`no fake event ${id}`);
    return item;
  }

  sports() {
    return [{ id: 'football' as const, esport: false }];
  }
  leagues() {
    return [];
  }
  events() {
    return [...this.items.values()].map((i) => i.event);
  }
  event(id: string) {
    return this.items.get(id)?.event;
  }
  status(id: string) {
    return this.items.get(id)?.status ?? 'ended';
  }
  live(id: string): LiveView {
    return { status: this.status(id) };
  }
  markets(id: string) {
    const item = this.items.get(id);
    return item && (item.status === 'prematch' || item.status === 'live') ? item.markets : [];
  }
  suspension(id: string) {
    return this.items.get(id)?.suspension;
  }
  result(id: string) {
    return this.items.get(id)?.result;
  }
}

export const goals = (home: number, away: number): FinalScore => ({
  winner: home > away ? 'home' : home < away ? 'away' : 'draw',
  measures: { goals: [home, away] },
});

/** A clock the test moves; `sleep` resolves when the clock passes its time. */
export function fakeClock(start = t0) {
  let now = start;
  const sleepers: { at: number; wake: () => void }[] = [];
  const clock: Clock & { advance(ms: number): Promise<void>; set(ms: number): void } = {
    now: () => now,
    sleep: (ms) => new Promise<void>((wake) => sleepers.push({ at: now + ms, wake })),
    async advance(ms) {
      // Let pending work reach its sleep first.
      for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
      now += ms;
      for (const sleeper of [...sleepers]) {
        if (sleeper.at <= now) {
          sleepers.splice(sleepers.indexOf(sleeper), 1);
          sleeper.wake();
        }
      }
    },
    set(ms) {
      now = ms;
    },
  };
  return clock;
}

interface Transaction {
  kind: 'bet' | 'win' | 'rollback';
  user: string;
  txId: string;
  ref?: string;
  amount: number;
  answer: MoneyAnswer;
}

/**
 * An in-memory provider wallet with the platform's rules: a transaction id is processed once (a
 * repeat answers the first result), a rollback undoes its bet (and a bet arriving after its
 * rollback is refused), a bet needs the funds.
 */
export function fakeMoney(balances: Record<string, number> = {}) {
  const balance = new Map(Object.entries(balances));
  const txs = new Map<string, Transaction>();
  const rolledBack = new Set<string>();
  const calls: Transaction[] = [];
  let failWins = 0;
  let failBets = 0;
  const repeat = (txId: string) => txs.get(txId)?.answer;
  const money: MoneyPort = {
    async bet({ user }, txId, amount) {
      await Promise.resolve();
      if (failBets > 0) {
        failBets--;
        throw new Error('timeout');
      }
      const again = repeat(txId);
      if (again) return again;
      const have = balance.get(user) ?? 0;
      const answer: MoneyAnswer = rolledBack.has(txId)
        ? { refused: 'error' }
        : have < amount
          ? { refused: 'funds' }
          : { ok: true, balance: have - amount };
      if (answer.ok) balance.set(user, have - amount);
      const tx: Transaction = { kind: 'bet', user, txId, amount, answer };
      txs.set(txId, tx);
      calls.push(tx);
      return answer;
    },
    async win({ user }, txId, ref, amount) {
      await Promise.resolve();
      if (failWins > 0) {
        failWins--;
        throw new Error('timeout');
      }
      const again = repeat(txId);
      if (again) return again;
      const have = (balance.get(user) ?? 0) + amount;
      balance.set(user, have);
      const tx: Transaction = { kind: 'win', user, txId, ref, amount, answer: { ok: true, balance: have } };
      txs.set(txId, tx);
      calls.push(tx);
      return tx.answer;
    },
    async rollback({ user }, txId, ref) {
      await Promise.resolve();
      const again = repeat(txId);
      if (again) return again;
      const bet = txs.get(ref);
      let have = balance.get(user) ?? 0;
      if (bet?.kind === 'bet' && bet.answer.ok && !rolledBack.has(ref)) have += bet.amount;
      rolledBack.add(ref);
      balance.set(user, have);
      const tx: Transaction = {
        kind: 'rollback',
        user,
        txId,
        ref,
        amount: 0,
        answer: { ok: true, balance: have },
      };
      txs.set(txId, tx);
      calls.push(tx);
      return tx.answer;
    },
  };
  return {
    money,
    balance: (user: string) => balance.get(user) ?? 0,
    calls,
    wins: () => calls.filter((c) => c.kind === 'win'),
    failNextWins(n: number) {
      failWins = n;
    },
    failNextBets(n: number) {
      failBets = n;
    },
  };
}
