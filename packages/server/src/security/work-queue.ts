import { ApiError } from '../errors.ts';

/**
 * Which line a job stands in. `spare` jobs (a login for a username that does not exist) may hold
 * only `spareSlots` of the queue's places (running and waiting together) and start after every
 * waiting `first` job, so a flood of them can not keep the others out.
 */
export type Lane = 'first' | 'spare';

interface Waiter {
  lane: Lane;
  start: () => void;
}

/**
 * Runs at most `concurrency` jobs at a time and keeps at most `maxWaiting` more in line; a job that
 * finds the line (or its lane's share) full is refused at once with a retryable 429
 * (Retry-After: 1) instead of waiting behind the others.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  /** Spare jobs running or waiting. */
  private spareHeld = 0;

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
    /** Places (running + waiting) spare jobs may hold together; the rest stay for first jobs. */
    readonly spareSlots: number = concurrency + maxWaiting,
  ) {}

  get load(): { running: number; waiting: number; spare: number } {
    return { running: this.running, waiting: this.waiting.length, spare: this.spareHeld };
  }

  async run<T>(job: () => Promise<T>, lane: Lane = 'first'): Promise<T> {
    const busy = () => new ApiError('requestThrottled', 'server busy, retry shortly', { busy: true }, 1);
    if (lane === 'spare' && this.spareHeld >= this.spareSlots) throw busy();
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw busy();
      if (lane === 'spare') this.spareHeld++;
      await new Promise<void>((start) => this.waiting.push({ lane, start }));
    } else {
      this.running++;
      if (lane === 'spare') this.spareHeld++;
    }
    try {
      return await job();
    } finally {
      if (lane === 'spare') this.spareHeld--;
      // The slot passes straight to the next job in line, first jobs before spare ones; `running`
      // stays the same.
      const index = this.waiting.findIndex((waiter) => waiter.lane === 'first');
      const [next] = this.waiting.splice(Math.max(index, 0), 1);
      if (next) next.start();
      else this.running--;
    }
  }
}
