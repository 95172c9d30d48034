import { createHash, randomBytes } from 'node:crypto';
import type { Journal, JournalRecord } from '../journal/journal.ts';

/** SHA-256 of a seed's text, hex: what is shown before the seed is used. */
export const commitmentOf = (seed: string) => createHash('sha256').update(seed, 'utf8').digest('hex');

const newSeed = () => randomBytes(32).toString('hex');

/** A seed pair revealed by a rotation: enough to replay every round played with it. */
export interface RevealedSeed {
  serverSeed: string;
  commitment: string;
  clientSeed: string;
  /** Rounds played with it had nonces 0 … nonces − 1. */
  nonces: number;
}

/** One player's provably fair state: the secret server seed, the client seed and the next nonce. */
export interface FairState {
  serverSeed: string;
  commitment: string;
  clientSeed: string;
  nonce: number;
  revealed: RevealedSeed[];
}

/** What the page may see: never the current server seed. */
export interface PublicFair {
  commitment: string;
  clientSeed: string;
  nonce: number;
  revealed: RevealedSeed[];
}

interface FairRecord extends JournalRecord, FairState {
  type: 'fair';
  user: string;
}

/** A client seed a player may choose: 1–64 printable ASCII characters. */
export const clientSeedPattern = /^[\x21-\x7e]{1,64}$/;

/**
 * Provably fair seeds of instant games, per player: a round's RNG is
 * `hmacRng(serverSeed, `${clientSeed}:${nonce}`)`. The server seed (32 random bytes, hex) is
 * committed by its SHA-256 before it is used; `rotate` reveals it and commits a new one. Every
 * change is journaled (the last record per player wins), so a restart keeps seeds and nonces.
 */
export class FairSeeds {
  private readonly players = new Map<string, FairState>();

  constructor(private readonly journal: Journal) {}

  /** The player's current seeds (created on first use). */
  peek(user: string): Readonly<FairState> {
    let state = this.players.get(user);
    if (!state) {
      const serverSeed = newSeed();
      state = {
        serverSeed,
        commitment: commitmentOf(serverSeed),
        clientSeed: randomBytes(8).toString('hex'),
        nonce: 0,
        revealed: [],
      };
      this.save(user, state);
    }
    return state;
  }

  /** Uses up the current nonce (a round was started with it). */
  advance(user: string): void {
    const state = this.peek(user);
    this.save(user, { ...state, nonce: state.nonce + 1 });
  }

  public(user: string): PublicFair {
    const { commitment, clientSeed, nonce, revealed } = this.peek(user);
    return { commitment, clientSeed, nonce, revealed };
  }

  setClientSeed(user: string, clientSeed: string): PublicFair {
    const state = this.peek(user);
    this.save(user, { ...state, clientSeed });
    return this.public(user);
  }

  /** Reveals the server seed in use and commits a fresh one; nonces start again at 0. */
  rotate(user: string): { revealed: RevealedSeed; next: PublicFair } {
    const state = this.peek(user);
    const revealed: RevealedSeed = {
      serverSeed: state.serverSeed,
      commitment: state.commitment,
      clientSeed: state.clientSeed,
      nonces: state.nonce,
    };
    const serverSeed = newSeed();
    this.save(user, {
      serverSeed,
      commitment: commitmentOf(serverSeed),
      clientSeed: state.clientSeed,
      nonce: 0,
      revealed: [revealed, ...state.revealed].slice(0, 10),
    });
    return { revealed, next: this.public(user) };
  }

  replay(records: readonly JournalRecord[]): void {
    for (const record of records) {
      if (record.type !== 'fair') continue;
      const { type: _type, user, ...state } = record as FairRecord;
      this.players.set(user, state);
    }
  }

  snapshot(): JournalRecord[] {
    return [...this.players].map(([user, state]): FairRecord => ({ type: 'fair', user, ...state }));
  }

  private save(user: string, state: FairState): void {
    this.players.set(user, state);
    this.journal.append({ type: 'fair', user, ...state } satisfies FairRecord);
  }
}
