import type { InstantKind, PlacedBet, RoundView } from '../../engine/kind.ts';
import type { Catalog, PlayableGame } from '../catalog.ts';
import type { Clock } from '../clock.ts';
import { GameError, walletRefusal } from '../errors.ts';
import { RoundRng } from '../fair/round-rng.ts';
import type { FairSeeds } from '../fair/seeds.ts';
import type { Journal, JournalRecord } from '../journal/journal.ts';
import { newRoundRef } from '../refs.ts';
import type { Session } from '../sessions.ts';
import type { WalletClient, WalletSession } from '../wallet/client.ts';
import { betTx, winTx } from '../wallet/ids.ts';

/** The provably fair inputs of one round (the server seed is shown by its commitment only). */
export interface RoundFair {
  commitment: string;
  clientSeed: string;
  nonce: number;
}

/** A step not kept yet: it needs an extra stake the wallet has not answered. */
interface Proposed {
  state: unknown;
  done: boolean;
  win: number;
  view: RoundView;
  draws: number[];
  tx: string;
  amount: number;
}

/** A player's own round, as journaled (`round` records; the last one per id wins, `round.end` closes it). */
interface RoundRecord extends JournalRecord {
  type: 'round';
  id: string;
  session: WalletSession;
  bet: PlacedBet;
  state: unknown;
  done: boolean;
  win: number;
  view: RoundView;
  /** Stakes taken: `bets` transactions (bet, bet:2 …) of `staked` in all. */
  bets: number;
  staked: number;
  betTaken: boolean;
  /** The round's RNG: its key (the server seed, secret), message and the bounds drawn so far. */
  seed: string;
  message: string;
  draws: number[];
  fair: RoundFair;
  at: number;
  touchedAt: number;
  proposed?: Proposed;
}

/** A round as the page gets it. */
export interface RoundAnswer {
  round: string;
  gameCode: string;
  done: boolean;
  view: RoundView;
  stake: number;
  win: number;
  /** The balance after this call, when the wallet answered it. */
  balance?: number;
  /** True when the win is owed but not acknowledged yet (it is retried: the balance follows). */
  winPending?: boolean;
  fair: RoundFair;
}

/** A finished round in the player's recent list. */
export interface RoundSummary {
  round: string;
  stake: number;
  win: number;
  at: number;
  view: RoundView;
  fair: RoundFair;
}

export interface InstantDeps {
  journal: Journal;
  wallet: WalletClient;
  fair: FairSeeds;
  clock: Clock;
  catalog: Catalog;
  /** A round left this long without a decision is finished by the kind's autoplay. */
  openRoundMaxMs: number;
}

const keyOf = (user: string, gameCode: string) => `${user}\u0000${gameCode}`;

/** Same-request retries from a page answer the first call's promise (bounded memory). */
class Replies {
  private readonly byKey = new Map<string, Promise<RoundAnswer>>();
  get(key: string | undefined, make: () => Promise<RoundAnswer>): Promise<RoundAnswer> {
    if (!key) return make();
    const known = this.byKey.get(key);
    if (known) return known;
    const promise = make();
    this.byKey.set(key, promise);
    promise.catch(() => this.byKey.delete(key));
    if (this.byKey.size > 5_000) this.byKey.delete(this.byKey.keys().next().value as string);
    return promise;
  }
}

function instantKindOf(game: PlayableGame): InstantKind {
  if (game.kind.mode !== 'instant') throw new GameError('game.notInstant', {}, 400);
  return game.kind;
}

/**
 * Players' own rounds (instant kinds). `start` runs `kind.start` with the round's provably fair
 * RNG, takes the stake through the wallet and, when the round is done, pays the win (0 on a
 * loss: the win closes the round). A multi-step round stays open (one per player and game) and
 * goes on with `act`; an extra stake an action takes is a further bet (`<round>:bet:2` …).
 * Every change is journaled before the wallet call it leads to, so a restart resumes open rounds
 * and pays what a finished round owes.
 */
export class InstantRounds {
  private readonly open = new Map<string, RoundRecord>();
  private readonly busy = new Set<string>();
  private readonly recent = new Map<string, RoundSummary[]>();
  private readonly replies = new Replies();

  constructor(private readonly deps: InstantDeps) {}

  start(session: Session, game: PlayableGame, bet: PlacedBet, requestId?: string): Promise<RoundAnswer> {
    return this.replies.get(requestId && `${session.user}:${requestId}`, () =>
      this.startRound(session, game, bet),
    );
  }

  act(
    session: Session,
    roundId: string,
    action: { type: string; [key: string]: unknown },
    requestId?: string,
  ): Promise<RoundAnswer> {
    return this.replies.get(requestId && `${session.user}:${requestId}`, () =>
      this.actOn(session.user, session.gameCode, roundId, action),
    );
  }

  /** The player's open round of this game, if any (a page reopened mid-round resumes it). */
  openRound(user: string, gameCode: string): RoundAnswer | undefined {
    const round = this.open.get(keyOf(user, gameCode));
    return round && answerOf(round);
  }

  /** Open rounds of a player, any game (a seed rotation waits for them). */
  hasOpenRound(user: string): boolean {
    for (const round of this.open.values()) if (round.session.user === user) return true;
    return false;
  }

  recentRounds(user: string, gameCode: string): RoundSummary[] {
    return this.recent.get(keyOf(user, gameCode)) ?? [];
  }

  /** Finishes rounds left open longer than openRoundMaxMs with the kind's autoplay decisions. */
  async finishAbandoned(): Promise<void> {
    const before = this.deps.clock.now() - this.deps.openRoundMaxMs;
    for (const round of [...this.open.values()]) {
      if (round.touchedAt > before) continue;
      const game = this.deps.catalog.playable(round.session.gameCode);
      const kind = game?.kind.mode === 'instant' ? game.kind : undefined;
      if (!game || !kind?.autoplay) continue;
      try {
        let current: RoundRecord | undefined = round;
        for (let steps = 0; current && !current.done && steps < 1_000; steps++) {
          await this.actOn(
            round.session.user,
            round.session.gameCode,
            round.id,
            kind.autoplay(game.config, current.state),
          );
          current = this.open.get(keyOf(round.session.user, round.session.gameCode));
          if (current?.id !== round.id) break;
        }
      } catch {
        // Refused (an extra stake the balance does not cover): tried again on the next pass.
      }
    }
  }

  private async startRound(session: Session, game: PlayableGame, bet: PlacedBet): Promise<RoundAnswer> {
    const kind = instantKindOf(game);
    const key = keyOf(session.user, game.ref.gameCode);
    const open = this.open.get(key);
    if (open) throw new GameError('round.open', { round: open.id });
    if (this.busy.has(key)) throw new GameError('round.busy');
    this.busy.add(key);
    try {
      const seeds = this.deps.fair.peek(session.user);
      const message = `${seeds.clientSeed}:${seeds.nonce}`;
      const rng = new RoundRng(seeds.serverSeed, message);
      const step = kind.start(game.config, bet, rng);
      // Only a round the engine accepted uses up the nonce.
      const fair: RoundFair = {
        commitment: seeds.commitment,
        clientSeed: seeds.clientSeed,
        nonce: seeds.nonce,
      };
      this.deps.fair.advance(session.user);
      const now = this.deps.clock.now();
      const round: RoundRecord = {
        type: 'round',
        id: newRoundRef(),
        session: walletSessionOf(session, game.ref.gameCode),
        bet,
        state: step.state,
        done: step.done,
        win: step.win,
        view: step.view,
        bets: 1,
        staked: bet.stake,
        betTaken: false,
        seed: seeds.serverSeed,
        message,
        draws: [...rng.draws],
        fair,
        at: now,
        touchedAt: now,
      };
      this.deps.journal.append(round);
      const taken = await this.deps.wallet.bet(round.session, {
        round: round.id,
        tx: betTx(round.id),
        amount: bet.stake,
        meta: { option: bet.option },
      });
      if (taken.status !== 'RS_OK') {
        this.deps.journal.append({ type: 'round.end', id: round.id, void: true });
        throw walletRefusal(taken);
      }
      round.betTaken = true;
      if (round.done) return await this.close(round);
      this.open.set(key, round);
      this.deps.journal.append(round);
      return { ...answerOf(round), ...(taken.balance === undefined ? {} : { balance: taken.balance }) };
    } finally {
      this.busy.delete(key);
    }
  }

  private async actOn(
    user: string,
    gameCode: string,
    roundId: string,
    action: { type: string; [key: string]: unknown },
  ): Promise<RoundAnswer> {
    const key = keyOf(user, gameCode);
    const round = this.open.get(key);
    if (!round || round.id !== roundId) throw new GameError('round.unknown', {}, 404);
    const game = this.deps.catalog.playable(gameCode);
    if (!game) throw new GameError('game.unavailable', {}, 404);
    const kind = instantKindOf(game);
    if (!kind.act) throw new GameError('round.unknown', {}, 404);
    if (this.busy.has(key)) throw new GameError('round.busy');
    this.busy.add(key);
    try {
      const rng = new RoundRng(round.seed, round.message, round.draws);
      const step = kind.act(game.config, round.state, action, rng);
      let balance: number | undefined;
      const extra = step.extraStake ?? 0;
      if (extra > 0) {
        const tx = betTx(round.id, round.bets + 1);
        round.proposed = {
          state: step.state,
          done: step.done,
          win: step.win,
          view: step.view,
          draws: [...rng.draws],
          tx,
          amount: extra,
        };
        this.deps.journal.append(round);
        const taken = await this.deps.wallet.bet(round.session, {
          round: round.id,
          tx,
          amount: extra,
          meta: { action: action.type },
        });
        delete round.proposed;
        if (taken.status !== 'RS_OK') {
          this.deps.journal.append(round);
          throw walletRefusal(taken);
        }
        balance = taken.balance;
        round.bets += 1;
        round.staked += extra;
      }
      Object.assign(round, {
        state: step.state,
        done: step.done,
        win: step.win,
        view: step.view,
        draws: [...rng.draws],
        touchedAt: this.deps.clock.now(),
      });
      if (round.done) return await this.close(round);
      this.deps.journal.append(round);
      return { ...answerOf(round), ...(balance === undefined ? {} : { balance }) };
    } finally {
      this.busy.delete(key);
    }
  }

  /** Pays the win (journaled first, retried until acknowledged) and forgets the round. */
  private async close(round: RoundRecord): Promise<RoundAnswer> {
    const paid = this.deps.wallet.win(round.session, {
      round: round.id,
      tx: winTx(round.id),
      reference: betTx(round.id),
      amount: round.win,
      closed: true,
    });
    this.deps.journal.append({ type: 'round.end', id: round.id });
    this.open.delete(keyOf(round.session.user, round.session.gameCode));
    this.remember(round);
    const first = await paid;
    const answer = answerOf(round);
    return first.status === 'RS_OK' && first.balance !== undefined
      ? { ...answer, balance: first.balance }
      : { ...answer, winPending: true };
  }

  private remember(round: RoundRecord): void {
    const key = keyOf(round.session.user, round.session.gameCode);
    const list = this.recent.get(key) ?? [];
    list.unshift({
      round: round.id,
      stake: round.staked,
      win: round.win,
      at: round.touchedAt,
      view: round.view,
      fair: round.fair,
    });
    this.recent.set(key, list.slice(0, 20));
  }

  /**
   * Rebuilds open rounds from the previous run (after the wallet's replay): a round whose first
   * stake was not taken is void (the wallet rolls an unanswered bet back); a step waiting for an
   * extra stake is kept when that stake was taken; a finished round whose win was never asked for
   * is paid now.
   */
  replay(records: readonly JournalRecord[]): void {
    const rounds = new Map<string, RoundRecord>();
    for (const record of records) {
      if (record.type === 'round') rounds.set(String(record.id), record as RoundRecord);
      else if (record.type === 'round.end') rounds.delete(String(record.id));
    }
    const { wallet } = this.deps;
    for (const round of rounds.values()) {
      if (!round.betTaken && wallet.state(betTx(round.id)) !== 'RS_OK') continue;
      round.betTaken = true;
      const proposed = round.proposed;
      delete round.proposed;
      if (proposed && wallet.state(proposed.tx) === 'RS_OK') {
        Object.assign(round, {
          state: proposed.state,
          done: proposed.done,
          win: proposed.win,
          view: proposed.view,
          draws: proposed.draws,
          bets: round.bets + 1,
          staked: round.staked + proposed.amount,
        });
      }
      if (round.done) {
        if (!wallet.has(winTx(round.id)))
          void wallet.win(round.session, {
            round: round.id,
            tx: winTx(round.id),
            reference: betTx(round.id),
            amount: round.win,
            closed: true,
          });
        this.remember(round);
        continue;
      }
      this.open.set(keyOf(round.session.user, round.session.gameCode), round);
    }
  }

  snapshot(): JournalRecord[] {
    return [...this.open.values()];
  }
}

function walletSessionOf(session: Session, gameCode: string): WalletSession {
  return { token: session.token, user: session.user, gameCode, currency: session.currency };
}

function answerOf(round: RoundRecord): RoundAnswer {
  return {
    round: round.id,
    gameCode: round.session.gameCode,
    done: round.done,
    view: round.view,
    stake: round.staked,
    win: round.win,
    fair: round.fair,
  };
}
