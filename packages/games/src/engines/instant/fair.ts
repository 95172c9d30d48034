import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { BetRefused, type GameKind, type PlacedBet } from '../../engine/kind.ts';
import { hmacRng, type Rng } from '../../engine/rng.ts';

/*
 * Provably fair rounds. Before play the server picks a secret server seed (32 random bytes, as
 * hex) and shows its SHA-256 commitment; the player chooses a client seed. Round n of the pair
 * draws every random number from hmacRng(serverSeed, `${clientSeed}:${n}`). When the player
 * rotates the pair, the server seed is revealed: anybody can check it against the commitment
 * (`sha256(serverSeed)` of its hex text) and replay every round with `verify`. The commitment
 * is the hash of the seed alone, so it says nothing about any outcome; the client seed, chosen
 * after the commitment, keeps the server from picking a seed for outcomes it wants.
 *
 * A shared round (crash) uses the same scheme with the game code as client seed and the round
 * number as nonce: hmacRng(tableSecret, `${gameCode}:${round}`).
 */

export interface SeedPair {
  /** Secret until revealed. */
  serverSeed: string;
  /** SHA-256 of the server seed's hex text, shown before play. */
  commitment: string;
  clientSeed: string;
  /** The next round's nonce. */
  nonce: number;
}

/** 32 random bytes, hex. */
export const newServerSeed = () => randomBytes(32).toString('hex');

/** The commitment shown before play: SHA-256 (hex) of the server seed's text. */
export const commitmentOf = (serverSeed: string) => createHash('sha256').update(serverSeed).digest('hex');

/** Whether a revealed server seed is the one committed to. */
export function matchesCommitment(serverSeed: string, commitment: string): boolean {
  const actual = Buffer.from(commitmentOf(serverSeed), 'hex');
  const shown = Buffer.from(commitment, 'hex');
  return shown.length === actual.length && timingSafeEqual(actual, shown);
}

export const clientSeedMax = 64;

/** A client seed: 1–64 printable characters (no control characters). */
export function checkClientSeed(clientSeed: unknown): string {
  if (
    typeof clientSeed !== 'string' ||
    clientSeed.length < 1 ||
    clientSeed.length > clientSeedMax ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    /[\u0000-\u001f\u007f]/.test(clientSeed)
  )
    throw new BetRefused('fair.clientSeed.invalid', { max: clientSeedMax });
  return clientSeed;
}

/** A fresh pair: a new secret server seed, its commitment, the player's client seed, nonce 0. */
export function openSeeds(clientSeed: string, serverSeed: string = newServerSeed()): SeedPair {
  return {
    serverSeed,
    commitment: commitmentOf(serverSeed),
    clientSeed: checkClientSeed(clientSeed),
    nonce: 0,
  };
}

/** The RNG of round `nonce`. */
export const fairRng = (serverSeed: string, clientSeed: string, nonce: number): Rng =>
  hmacRng(serverSeed, `${clientSeed}:${nonce}`);

/** The next round of a pair: its RNG and nonce, and the pair to store for the round after. */
export function nextRound(pair: SeedPair): { rng: Rng; nonce: number; pair: SeedPair } {
  return {
    rng: fairRng(pair.serverSeed, pair.clientSeed, pair.nonce),
    nonce: pair.nonce,
    pair: { ...pair, nonce: pair.nonce + 1 },
  };
}

/** What the player may see of a pair while it is in use. */
export const publicSeeds = ({ commitment, clientSeed, nonce }: SeedPair) => ({
  commitment,
  clientSeed,
  nonce,
});

/** Ends a pair (the player changed the client seed): the revealed seed and a new pair. */
export function rotateSeeds(pair: SeedPair, clientSeed: string, serverSeed: string = newServerSeed()) {
  return {
    revealed: {
      serverSeed: pair.serverSeed,
      commitment: pair.commitment,
      clientSeed: pair.clientSeed,
      rounds: pair.nonce,
    },
    next: openSeeds(clientSeed, serverSeed),
  };
}

export type Action = { type: string; [key: string]: unknown };

/**
 * Replays round `nonce` from the revealed seeds: an instant kind's start and the player's
 * actions, in order (the final step: win, view, state); a scheduled kind's draw and the bet's
 * settlement.
 */
export function verify(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  kind: GameKind,
  config: unknown,
  bet: PlacedBet,
  actions: readonly Action[] = [],
) {
  const rng = fairRng(serverSeed, clientSeed, nonce);
  if (kind.mode === 'scheduled') {
    const outcome = kind.draw(config, rng);
    return { done: true, outcome, win: kind.settle(config, bet, outcome), view: kind.view(config, outcome) };
  }
  let step = kind.start(config, bet, rng);
  let extraStake = 0;
  for (const action of actions) {
    if (step.done || !kind.act) break;
    const next = kind.act(config, step.state, action, rng);
    extraStake += next.extraStake ?? 0;
    step = next;
  }
  return { ...step, extraStake };
}
