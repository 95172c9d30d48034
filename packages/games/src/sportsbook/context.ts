import type { BookConfig } from './config.ts';
import type { OddsFeed } from './feed/types.ts';
import type { Clock, MoneyPort } from './ports.ts';
import type { BetStore } from './store/types.ts';

/** What the book's parts share: the feed, the store, the ports, the settings and a lock. */
export interface BookContext {
  feed: OddsFeed;
  store: BetStore;
  money: MoneyPort;
  clock: Clock;
  config: BookConfig;
  /** Runs `work` after every earlier holder of `key` finished: one bet, one member at a time. */
  lock<T>(key: string, work: () => Promise<T>): Promise<T>;
}

/** An in-process lock table: a chain of promises per key. */
export function lockTable(): BookContext['lock'] {
  const tails = new Map<string, Promise<unknown>>();
  return async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const before = tails.get(key) ?? Promise.resolve();
    const run = before.then(work, work);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
