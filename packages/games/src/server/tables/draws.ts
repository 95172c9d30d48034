import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RoundView, ScheduledKind } from '../../engine/kind.ts';
import { hmacRng } from '../../engine/rng.ts';
import type { PlayableGame } from '../catalog.ts';
import { commitmentOf } from '../fair/seeds.ts';

/**
 * The tables' secret: 32 random bytes in `<dataDir>/table-secret` (hex), made on first start and
 * kept, so every round of every table has the same outcome after a restart.
 */
export function loadTableSecret(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'table-secret');
  if (existsSync(path)) {
    const text = readFileSync(path, 'utf8').trim();
    if (/^[0-9a-f]{64}$/.test(text)) return text;
    throw new Error(`${path} is not 64 hex characters: remove it only if no table round is unsettled`);
  }
  const secret = randomBytes(32).toString('hex');
  writeFileSync(path, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}

/** Where a table is in its schedule at `now`: round n opens at n × roundMs and takes bets for bettingMs. */
export interface TablePhase {
  round: number;
  phase: 'betting' | 'result';
  /** Until betting closes (betting) or the next round opens (result). */
  msLeft: number;
  closesAt: number;
}

export function phaseAt(schedule: { roundMs: number; bettingMs: number }, now: number): TablePhase {
  const round = Math.floor(now / schedule.roundMs);
  const opensAt = round * schedule.roundMs;
  const closesAt = opensAt + schedule.bettingMs;
  return now < closesAt
    ? { round, phase: 'betting', msLeft: closesAt - now, closesAt }
    : { round, phase: 'result', msLeft: opensAt + schedule.roundMs - now, closesAt };
}

/** True when round n of a table no longer takes bets (its outcome may be shown). */
export const isClosed = (schedule: { roundMs: number; bettingMs: number }, round: number, now: number) =>
  now >= round * schedule.roundMs + schedule.bettingMs;

export interface DrawnRound {
  round: number;
  outcome: unknown;
  view: RoundView;
  seed: string;
  commitment: string;
}

/**
 * Round n of a table, provably fair: its seed is HMAC-SHA256(tableSecret, `${gameCode}:${n}`)
 * (hex), published by its SHA-256 before the round and itself after; the outcome is
 * `kind.draw(config, hmacRng(seed, `${gameCode}:${n}`))`. Pure, so drawn rounds are cached.
 */
export class TableDraws {
  private readonly cache = new Map<string, DrawnRound>();

  constructor(private readonly secret: string) {}

  seed(gameCode: string, round: number): string {
    return createHmac('sha256', this.secret).update(`${gameCode}:${round}`).digest('hex');
  }

  commitment(gameCode: string, round: number): string {
    return commitmentOf(this.seed(gameCode, round));
  }

  drawn(game: PlayableGame, round: number): DrawnRound {
    const gameCode = game.ref.gameCode;
    const key = `${gameCode}:${round}`;
    const known = this.cache.get(key);
    if (known) return known;
    const kind = game.kind as ScheduledKind;
    const seed = this.seed(gameCode, round);
    const outcome = kind.draw(game.config, hmacRng(seed, key));
    const drawn = {
      round,
      outcome,
      view: kind.view(game.config, outcome),
      seed,
      commitment: commitmentOf(seed),
    };
    this.cache.set(key, drawn);
    if (this.cache.size > 20_000) this.cache.delete(this.cache.keys().next().value as string);
    return drawn;
  }
}
