import { BetRefused, checkStake, type GameRef, type InstantKind, type Rtp } from '../../../engine/kind.ts';
import { ratioPercent } from '../../../engine/ratio.ts';
import { type SlotRtp, slotRtp } from './exact.ts';
import { slotHitRate } from './hit-rate.ts';
import { playSlotRound } from './play.ts';
import type { PreparedSlot } from './prepare.ts';
import { slotBetOptions, slotRules } from './rules.ts';

const exact = new WeakMap<PreparedSlot, SlotRtp>();
const hitRates = new WeakMap<PreparedSlot, string>();

/** The exact RTP in parts, computed once per game. */
export function slotRtpOf(slot: PreparedSlot): SlotRtp {
  let rtp = exact.get(slot);
  if (!rtp) {
    rtp = slotRtp(slot);
    exact.set(slot, rtp);
  }
  return rtp;
}

function hitRateOf(slot: PreparedSlot): string {
  let rate = hitRates.get(slot);
  if (!rate) {
    rate = ratioPercent(slotHitRate(slot), 2);
    hitRates.set(slot, rate);
  }
  return rate;
}

function method(slot: PreparedSlot): string {
  const { math } = slot;
  const parts = [
    `exact: ${math.mode === 'lines' ? `${math.lines} lines` : `${math.rows ** math.reels} ways`} counted from the per-reel symbol counts of ${math.reels} reels (${slot.lengths.join('×')} stops)`,
  ];
  if (math.scatter)
    parts.push(
      'scatter counts convolved',
      `free spins as a geometric series (re-trigger ${math.scatter.freeSpins})`,
    );
  if (math.jackpot) parts.push(`jackpot counted at its contribution share, ${math.jackpot.shareBp} bp`);
  return parts.join('; ');
}

/** Optional live jackpot pool the server passes with a bet: `extra.jackpotPool`, minor units. */
function livePool(extra: Record<string, unknown> | undefined): number | undefined {
  const pool = extra?.jackpotPool;
  if (pool === undefined) return undefined;
  if (typeof pool !== 'number' || !Number.isSafeInteger(pool) || pool < 0)
    throw new BetRefused('bet.jackpotPool.invalid');
  return pool;
}

/**
 * The slot kind (`slot`): every VIDEO_SLOT, WAYS, CLASSIC and JACKPOT game of the RNG lane,
 * each with its own generated math. `lookup` finds a game's prepared math (data.ts reads the
 * checked-in data; a page that verifies a round can pass math it was given).
 */
export function createSlotKind(
  lookup: (game: GameRef) => PreparedSlot | undefined,
): InstantKind<PreparedSlot, null> {
  return {
    kind: 'slot',
    mode: 'instant',
    configFor: lookup,
    betOptions: slotBetOptions,
    rules: (slot) => slotRules(slot, slotRtpOf(slot), hitRateOf(slot)),
    rtp(slot): Rtp {
      return { theoretical: slotRtpOf(slot).total, method: method(slot) };
    },
    start(slot, bet, rng) {
      if (bet.option !== 'spin') throw new BetRefused('bet.option.unknown', { option: bet.option });
      checkStake(bet.stake, slot.math.stakes);
      const round = playSlotRound(slot, bet.stake, rng, livePool(bet.extra));
      const view = {
        game: slot.gameCode,
        mode: slot.math.mode,
        coin: bet.stake / slot.math.coins,
        ...round,
      };
      return { state: null, done: true, win: round.win, view };
    },
  };
}
