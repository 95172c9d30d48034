import { ApiError } from '../errors.ts';

/**
 * Runs at most `concurrency` jobs at a time and keeps at most `maxWaiting` more in line; a job that
 * finds the line full is refused at once with a retryable 429 (Retry-After: 1) instead of waiting
 * behind the others.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting)
        throw new ApiError('requestThrottled', 'server busy, retry shortly', { busy: true }, 1);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next job in line; `running` stays the same.
      if (next) next();
      else this.running--;
    }
  }
}
