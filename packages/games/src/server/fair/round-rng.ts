import { hmacRng, type Rng } from '../../engine/rng.ts';

/**
 * A round's RNG, `hmacRng(key, message)`, that remembers the bounds it was asked for, so it can be
 * rebuilt at the same position after a restart (replaying the bounds gives the same numbers) and
 * rewound when a step is not kept (a refused extra stake): a verifier replaying the kept steps
 * then draws exactly what the round drew.
 */
export class RoundRng implements Rng {
  private rng: Rng;
  private bounds: number[] = [];

  constructor(
    private readonly key: string,
    private readonly message: string,
    replay: readonly number[] = [],
  ) {
    this.rng = hmacRng(key, message);
    for (const bound of replay) this.int(bound);
  }

  int(bound: number): number {
    const value = this.rng.int(bound);
    this.bounds.push(bound);
    return value;
  }

  /** The bounds asked so far, in order (journaled with the round). */
  get draws(): readonly number[] {
    return this.bounds;
  }

  /** Back to the position after `count` draws. */
  rewind(count: number): void {
    const kept = this.bounds.slice(0, count);
    this.rng = hmacRng(this.key, this.message);
    this.bounds = [];
    for (const bound of kept) this.int(bound);
  }
}
