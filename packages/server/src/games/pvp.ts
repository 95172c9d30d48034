import { cryptoRng, type Rng } from './rng.ts';

/*
 * "Bull Bull" (Niu Niu), the PVP rooms' card game, played against the house banker. One 52-card
 * deck is shuffled for every hand; the player and the banker get five cards each.
 *
 * Points: ace 1, two to nine face value, ten and pictures 10. A hand has a bull when three of its
 * cards add up to a multiple of ten; the bull is then the other two cards' sum modulo ten (1–9),
 * or Bull Bull (10) when that is 0. No three such cards: no bull (0). Since the three cards add up
 * to 0 modulo ten, the bull is the whole hand's sum modulo ten, whichever three are chosen.
 *
 * The higher bull wins; equal bulls go to the banker (the house rule of banker rooms). The player
 * wins 1:1, or 3:1 with Bull Bull; a loss loses the stake. RTP: `pvpMath()` (exactly 97.99 %).
 */

/** A card 0–51: rank = card % 13 (0 ace … 12 king), suit = card / 13. */
export type Card = number;

export const bullBull = 10;

export const cardPoints = (card: Card) => Math.min((card % 13) + 1, 10);

export interface BullHand {
  cards: Card[];
  /** 0 no bull, 1–9, 10 Bull Bull. */
  bull: number;
  /** Positions (in `cards`) of three cards adding up to a multiple of ten, when there are some. */
  triple: [number, number, number] | null;
}

export function bullOf(cards: readonly Card[]): BullHand {
  if (cards.length !== 5) throw new RangeError('A Bull Bull hand has five cards');
  const points = cards.map(cardPoints);
  const total = points.reduce((sum, p) => sum + p, 0);
  for (let i = 0; i < 3; i++)
    for (let j = i + 1; j < 4; j++)
      for (let k = j + 1; k < 5; k++) {
        if (((points[i] ?? 0) + (points[j] ?? 0) + (points[k] ?? 0)) % 10 === 0) {
          return { cards: [...cards], bull: total % 10 || bullBull, triple: [i, j, k] };
        }
      }
  return { cards: [...cards], bull: 0, triple: null };
}

/** The first `count` cards of a uniformly shuffled deck (partial Fisher–Yates). */
export function dealCards(rng: Rng, count: number): Card[] {
  const deck = Array.from({ length: 52 }, (_, card) => card);
  for (let i = 0; i < count; i++) {
    const j = i + rng.int(52 - i);
    const held = deck[i] as Card;
    deck[i] = deck[j] as Card;
    deck[j] = held;
  }
  return deck.slice(0, count);
}

export type PvpWinner = 'PLAYER' | 'BANKER';

export interface PvpHand {
  player: BullHand;
  banker: BullHand;
  winner: PvpWinner;
  /** Gross return per unit staked: 0, 2 (1:1) or 4 (3:1 with Bull Bull). */
  payout: 0 | 2 | 4;
}

export function judgeHand(player: BullHand, banker: BullHand): PvpHand {
  if (player.bull > banker.bull) {
    return { player, banker, winner: 'PLAYER', payout: player.bull === bullBull ? 4 : 2 };
  }
  return { player, banker, winner: 'BANKER', payout: 0 };
}

/** One hand: cards dealt with `rng` (node:crypto by default), the win gross, stake included. */
export function playPvpHand({ stake, rng = cryptoRng }: { stake: bigint; rng?: Rng }) {
  if (stake <= 0n) throw new RangeError('Stake must be positive');
  const cards = dealCards(rng, 10);
  const hand = judgeHand(bullOf(cards.slice(0, 5)), bullOf(cards.slice(5)));
  return { hand, win: stake * BigInt(hand.payout) };
}

/** A round's outcome as stored and sent to the page. */
export function pvpOutcome(roomId: string, hand: PvpHand) {
  return {
    roomId,
    player: hand.player.cards,
    banker: hand.banker.cards,
    playerBull: hand.player.bull,
    bankerBull: hand.banker.bull,
    playerTriple: hand.player.triple,
    bankerTriple: hand.banker.triple,
    winner: hand.winner,
    payout: hand.payout,
  };
}

const bullName = (bull: unknown) => (bull === bullBull ? 'BULL BULL' : bull ? `BULL ${bull}` : 'NO BULL');

/** Language-neutral bet record line, e.g. "BULL 7 vs NO BULL · PLAYER · TEAHOUSE-1". */
export function pvpDetail(outcome: Record<string, unknown>, roomId: unknown): string {
  if (!('winner' in outcome)) return `HAND · ${String(roomId)}`;
  return `${bullName(outcome.playerBull)} vs ${bullName(outcome.bankerBull)} · ${String(outcome.winner)} · ${String(roomId)}`;
}

/* ---------- exact mathematics ---------- */

/** Cards per point value: value 0 stands for the sixteen ten-point cards, 1–9 for four each. */
const pointCounts = [16, 4, 4, 4, 4, 4, 4, 4, 4, 4];

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** Every multiset of five point values (0–9), with its counts per value and its bull. */
function pointHands() {
  const hands: { counts: number[]; bull: number }[] = [];
  const walk = (from: number, left: number, values: number[]) => {
    if (left === 0) {
      const counts = new Array<number>(10).fill(0);
      for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
      // A ten-point card of value 0 stands for any of the four ten-valued ranks: use a ten.
      const bull = bullOf(values.map((v) => (v === 0 ? 9 : v - 1))).bull;
      hands.push({ counts, bull });
      return;
    }
    for (let v = from; v < 10; v++) walk(v, left - 1, [...values, v]);
  };
  walk(0, 5, []);
  return hands;
}

export interface PvpMath {
  /** joint[p][b]: number of (player five, banker five) deals with player bull p and banker bull b. */
  joint: number[][];
  /** Deals in all: C(52,5) × C(47,5). */
  deals: number;
  /** Probability of each bull (0–10) of one hand. */
  bulls: number[];
  /** Probability of each result: the banker wins, the player wins 1:1, the player wins 3:1. */
  results: { BANKER: number; PLAYER: number; PLAYER_BULL_BULL: number };
  rtpNumerator: bigint;
  rtpDenominator: bigint;
  rtp: number;
  /** Variance of the gross return per unit staked. */
  variance: number;
}

let memo: PvpMath | undefined;

/**
 * The exact distribution of (player bull, banker bull) over every deal of ten cards from one deck,
 * counted per point value (2,002 multisets a side), and the return to player it gives.
 */
export function pvpMath(): PvpMath {
  if (memo) return memo;
  const hands = pointHands();
  // Flat tables for the 4 million pairs: counts per hand and value, C(n, k) for n ≤ 16.
  const counts = Uint8Array.from(hands.flatMap((hand) => hand.counts));
  const ways = Float64Array.from({ length: 17 * 6 }, (_, i) => choose(Math.floor(i / 6), i % 6));
  const joint = Array.from({ length: 11 }, () => new Array<number>(11).fill(0));
  const left = new Uint8Array(10);
  hands.forEach((player, p) => {
    let dealt = 1;
    for (let v = 0; v < 10; v++) {
      const taken = counts[p * 10 + v] ?? 0;
      left[v] = (pointCounts[v] ?? 0) - taken;
      dealt *= ways[(pointCounts[v] ?? 0) * 6 + taken] ?? 0;
    }
    const row = joint[player.bull] as number[];
    hands.forEach((banker, b) => {
      let both = dealt;
      for (let v = 0; v < 10 && both > 0; v++)
        both *= ways[(left[v] ?? 0) * 6 + (counts[b * 10 + v] ?? 0)] ?? 0;
      row[banker.bull] = (row[banker.bull] ?? 0) + both;
    });
  });
  const deals = choose(52, 5) * choose(47, 5);
  let playerWins = 0;
  let bullBullWins = 0;
  for (let p = 0; p <= bullBull; p++)
    for (let b = 0; b < p; b++) {
      const count = joint[p]?.[b] ?? 0;
      if (p === bullBull) bullBullWins += count;
      else playerWins += count;
    }
  const returned = BigInt(playerWins) * 2n + BigInt(bullBullWins) * 4n;
  const rtp = Number(returned) / deals;
  const secondMoment = (playerWins * 4 + bullBullWins * 16) / deals;
  memo = {
    joint,
    deals,
    bulls: joint.map((row) => row.reduce((sum, n) => sum + n, 0) / deals),
    results: {
      BANKER: (deals - playerWins - bullBullWins) / deals,
      PLAYER: playerWins / deals,
      PLAYER_BULL_BULL: bullBullWins / deals,
    },
    rtpNumerator: returned,
    rtpDenominator: BigInt(deals),
    rtp,
    variance: secondMoment - rtp * rtp,
  };
  return memo;
}

/* ---------- rooms ---------- */

/** Stakes a room offers: multiples of its minimum bet up to its maximum. */
export function roomStakes(room: { minBet?: number; maxBet?: number }): number[] {
  const min = room.minBet ?? 100;
  const max = room.maxBet ?? min * 100;
  return [1, 2, 5, 10, 20, 50, 100].map((n) => n * min).filter((stake) => stake <= max);
}

/** The published rules of the game page. */
export function pvpRules() {
  const math = pvpMath();
  return {
    payouts: { PLAYER: '1:1', PLAYER_BULL_BULL: '3:1', TIE: 'BANKER' },
    results: math.results,
    rtp: math.rtp,
  };
}
