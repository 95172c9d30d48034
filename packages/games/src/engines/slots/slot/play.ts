import type { Rng } from '../../../engine/rng.ts';
import { evaluateSpin, type SpinResult } from './evaluate.ts';
import { expectedPool } from './exact.ts';
import type { PreparedSlot } from './prepare.ts';

export interface JackpotOutcome {
  hit: boolean;
  /** This spin's contribution to the pool, in ten-thousandths of a minor unit (stake × share bp). */
  contribution: number;
  /** Minor units paid from the pool (0 unless hit). */
  win: number;
  /** 'live' when the server passed the pool, 'expected' when the engine paid its expected value. */
  pool: 'live' | 'expected';
}

/** One round: the paid spin and the free spins it won, played at once. */
export interface SlotRound {
  stake: number;
  spins: SpinResult[];
  freeSpins: { awarded: number; played: number; multiplier: number };
  jackpot?: JackpotOutcome;
  /** Feature events in order, for the page to animate. */
  events: SlotEvent[];
  win: number;
}

export type SlotEvent =
  | { type: 'expand'; spin: number; reel: number }
  | { type: 'freeSpins'; spin: number; count: number; retrigger: boolean }
  | { type: 'jackpot'; win: number };

function drawStops(slot: PreparedSlot, rng: Rng): number[] {
  const stops = new Array<number>(slot.reels);
  for (let reel = 0; reel < slot.reels; reel++) stops[reel] = rng.int(slot.lengths[reel] as number);
  return stops;
}

/**
 * Plays a round at `stake` (already checked): the paid spin, then every free spin it awards
 * (a free spin that shows 3+ scatters awards the same count again), then the jackpot draw.
 * `livePool` is the jackpot pool the server holds, when it keeps one.
 */
export function playSlotRound(slot: PreparedSlot, stake: number, rng: Rng, livePool?: number): SlotRound {
  const spins: SpinResult[] = [];
  const events: SlotEvent[] = [];
  const record = (spin: SpinResult) => {
    const index = spins.length;
    spins.push(spin);
    for (const reel of spin.expanded) events.push({ type: 'expand', spin: index, reel });
    if (spin.awarded)
      events.push({ type: 'freeSpins', spin: index, count: spin.awarded, retrigger: spin.free });
    return spin;
  };
  const first = record(evaluateSpin(slot, drawStops(slot, rng), stake, false));
  let win = first.win;
  let left = first.awarded;
  let awarded = first.awarded;
  while (left > 0) {
    left--;
    const spin = record(evaluateSpin(slot, drawStops(slot, rng), stake, true));
    win += spin.win;
    left += spin.awarded;
    awarded += spin.awarded;
  }
  const round: SlotRound = {
    stake,
    spins,
    freeSpins: { awarded, played: spins.length - 1, multiplier: slot.math.scatter?.multiplier ?? 1 },
    events,
    win,
  };
  const jackpot = slot.math.jackpot;
  if (jackpot) {
    const hit = rng.int(jackpot.odds) < stake;
    const paid = hit ? (livePool ?? expectedPool(slot)) : 0;
    round.jackpot = {
      hit,
      contribution: stake * jackpot.shareBp,
      win: paid,
      pool: livePool === undefined ? 'expected' : 'live',
    };
    if (hit) events.push({ type: 'jackpot', win: paid });
    round.win += paid;
  }
  return round;
}
