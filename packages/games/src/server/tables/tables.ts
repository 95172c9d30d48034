import type { BetOption, PlacedBet, RoundView, ScheduledKind } from '../../engine/kind.ts';
import type { Catalog, PlayableGame } from '../catalog.ts';
import type { Clock } from '../clock.ts';
import { GameError, walletRefusal } from '../errors.ts';
import type { Journal, JournalRecord } from '../journal/journal.ts';
import { newRoundRef } from '../refs.ts';
import type { Session } from '../sessions.ts';
import type { WalletClient, WalletSession } from '../wallet/client.ts';
import { betTx, winTx } from '../wallet/ids.ts';
import { type DrawnRound, isClosed, phaseAt, type TableDraws } from './draws.ts';

/**
 * One bet on a table round (`table.bet`; `table.void` drops a bet the wallet did not take,
 * `table.settled` ends the player's round). A player's bets on one table round are one platform
 * round: `<ref>:bet`, `<ref>:bet:2` …, settled by one win `<ref>:win` (their returns summed).
 */
interface TableBetRecord extends JournalRecord {
  type: 'table.bet';
  /** The player's round reference for this table round (the platform's round id). */
  id: string;
  /** 1 for the first bet, 2 … for more bets of the same player in the same table round. */
  index: number;
  /** The table round the bet is on. */
  round: number;
  session: WalletSession;
  bet: PlacedBet;
  betTaken: boolean;
  at: number;
}

/** A player's bets on one table round, until it is settled. */
interface PlayerRound {
  id: string;
  round: number;
  session: WalletSession;
  bets: TableBetRecord[];
  /** The index the next bet takes. */
  next: number;
}

/** A bet as the page lists it. */
export interface TableBetView {
  /** The player's round reference (shared by their bets on one table round). */
  bet: string;
  index: number;
  round: number;
  option: string;
  stake: number;
  status: 'open' | 'settled';
  /** This bet's return, once settled (the wallet receives the round's sum). */
  win?: number;
}

/** What a table shows everyone: where the schedule is, the commitment, the last results. */
export interface TableState {
  gameCode: string;
  round: number;
  phase: 'betting' | 'result';
  msLeft: number;
  roundMs: number;
  bettingMs: number;
  serverTime: number;
  /** SHA-256 of this round's seed, published before its outcome. */
  commitment: string;
  /** This round's outcome and seed, once betting has closed. */
  result?: PublicRound;
  next: { round: number; commitment: string };
  /** The last 20 closed rounds, newest first (the road map), each with its revealed seed. */
  results: PublicRound[];
  betOptions: BetOption[];
}

export interface PublicRound {
  round: number;
  view: RoundView;
  seed: string;
  commitment: string;
}

const publicOf = ({ round, view, seed, commitment }: DrawnRound): PublicRound => ({
  round,
  view,
  seed,
  commitment,
});

export interface TablesDeps {
  journal: Journal;
  wallet: WalletClient;
  clock: Clock;
  catalog: Catalog;
  draws: TableDraws;
}

function scheduledKindOf(game: PlayableGame): ScheduledKind {
  if (game.kind.mode !== 'scheduled') throw new GameError('game.notTable', {}, 400);
  return game.kind;
}

/**
 * Shared rounds (scheduled kinds): bets during a round's betting phase, taken through the
 * wallet and journaled; when betting closes the round's outcome (the same for every player,
 * from the table secret) settles each bet of it (`kind.settle`, paid as the bet's win, 0 on a
 * loss). Only rounds with bets are drawn by the scheduler; the state call draws the road map.
 */
export class Tables {
  /** Unsettled player rounds by player, game and table round. */
  private readonly open = new Map<string, PlayerRound>();
  private readonly busy = new Set<string>();
  private readonly recent = new Map<string, TableBetView[]>();
  private settling: Promise<void> | undefined;

  constructor(private readonly deps: TablesDeps) {}

  state(game: PlayableGame): TableState {
    const kind = scheduledKindOf(game);
    const schedule = kind.schedule(game.config);
    const now = this.deps.clock.now();
    const at = phaseAt(schedule, now);
    const gameCode = game.ref.gameCode;
    const lastClosed = at.phase === 'result' ? at.round : at.round - 1;
    const results: PublicRound[] = [];
    for (let round = lastClosed; round > lastClosed - 20 && round >= 0; round--)
      results.push(publicOf(this.deps.draws.drawn(game, round)));
    return {
      gameCode,
      round: at.round,
      phase: at.phase,
      msLeft: at.msLeft,
      roundMs: schedule.roundMs,
      bettingMs: schedule.bettingMs,
      serverTime: now,
      commitment: this.deps.draws.commitment(gameCode, at.round),
      ...(at.phase === 'result' ? { result: results[0] } : {}),
      next: { round: at.round + 1, commitment: this.deps.draws.commitment(gameCode, at.round + 1) },
      results,
      betOptions: kind.betOptions(game.config),
    };
  }

  /**
   * Takes a bet on the current round while it is in its betting phase: the player's first bet of
   * the round opens their round, later ones are its bet 2, 3 … (one at a time per player).
   */
  async bet(
    session: Session,
    game: PlayableGame,
    bet: PlacedBet,
  ): Promise<{ bet: TableBetView; balance?: number }> {
    const kind = scheduledKindOf(game);
    const schedule = kind.schedule(game.config);
    kind.validateBet(game.config, bet);
    const at = phaseAt(schedule, this.deps.clock.now());
    if (at.phase !== 'betting')
      throw new GameError('table.closed', { round: at.round, seconds: Math.ceil(at.msLeft / 1000) });
    const gameCode = game.ref.gameCode;
    const key = roundKey(session.user, gameCode, at.round);
    if (this.busy.has(key)) throw new GameError('round.busy');
    const player: PlayerRound = this.open.get(key) ?? {
      id: newRoundRef(),
      round: at.round,
      session: { token: session.token, user: session.user, gameCode, currency: session.currency },
      bets: [],
      next: 1,
    };
    const record: TableBetRecord = {
      type: 'table.bet',
      id: player.id,
      index: player.next++,
      round: at.round,
      session: player.session,
      bet,
      betTaken: false,
      at: this.deps.clock.now(),
    };
    this.open.set(key, player);
    this.busy.add(key);
    this.deps.journal.append(record);
    try {
      const taken = await this.deps.wallet.bet(player.session, {
        round: player.id,
        tx: betTx(player.id, record.index),
        amount: bet.stake,
        meta: { table: gameCode, tableRound: at.round, option: bet.option },
      });
      if (taken.status !== 'RS_OK') {
        this.deps.journal.append({ type: 'table.void', id: player.id, index: record.index });
        // A round whose first bet failed is over (its rollback closes it): the next bet opens another.
        if (player.bets.length === 0) this.open.delete(key);
        throw walletRefusal(taken);
      }
      record.betTaken = true;
      player.bets.push(record);
      const view = viewOf(record);
      this.remember(player.session, view);
      return { bet: view, ...(taken.balance === undefined ? {} : { balance: taken.balance }) };
    } finally {
      this.busy.delete(key);
    }
  }

  /** The player's bets on this table, newest first (open and recently settled). */
  myBets(user: string, gameCode: string): TableBetView[] {
    return this.recent.get(`${user}\u0000${gameCode}`) ?? [];
  }

  /** Settles every player round whose table round has closed (one pass at a time). */
  settleDue(): Promise<void> {
    this.settling ??= this.settlePass().finally(() => {
      this.settling = undefined;
    });
    return this.settling;
  }

  private async settlePass(): Promise<void> {
    const now = this.deps.clock.now();
    const paid: Promise<unknown>[] = [];
    for (const [key, player] of [...this.open]) {
      const game = this.deps.catalog.playable(player.session.gameCode);
      if (game?.kind.mode !== 'scheduled') continue;
      // A bet still on its way is waited for: the round is paid once, with all of its bets.
      if (this.busy.has(key) || !isClosed(game.kind.schedule(game.config), player.round, now)) continue;
      this.open.delete(key);
      const first = player.bets[0];
      if (!first) continue;
      const drawn = this.deps.draws.drawn(game, player.round);
      const { kind, config } = game;
      const wins = player.bets.map((record) => kind.settle(config, record.bet, drawn.outcome));
      const win = wins.reduce((sum, one) => sum + one, 0);
      paid.push(
        this.deps.wallet.win(player.session, {
          round: player.id,
          tx: winTx(player.id),
          reference: betTx(player.id, first.index),
          amount: win,
          closed: true,
          meta: { table: player.session.gameCode, tableRound: player.round },
        }),
      );
      this.deps.journal.append({ type: 'table.settled', id: player.id, win });
      player.bets.forEach((record, i) => {
        this.settleView(record, wins[i] ?? 0);
      });
    }
    await Promise.all(paid);
  }

  private remember(session: WalletSession, view: TableBetView): void {
    const key = `${session.user}\u0000${session.gameCode}`;
    const list = this.recent.get(key) ?? [];
    const same = (one: TableBetView) => one.bet === view.bet && one.index === view.index;
    this.recent.set(key, [view, ...list.filter((one) => !same(one))].slice(0, 30));
  }

  private settleView(record: TableBetRecord, win: number): void {
    const key = `${record.session.user}\u0000${record.session.gameCode}`;
    const known = (this.recent.get(key) ?? []).find(
      (one) => one.bet === record.id && one.index === record.index,
    );
    if (known) Object.assign(known, { status: 'settled', win });
    else this.remember(record.session, { ...viewOf(record), status: 'settled', win });
  }

  /**
   * Rebuilds the unsettled player rounds of the previous run (after the wallet's replay): a bet
   * whose stake was not taken is dropped (the wallet rolls an unanswered one back); a round whose
   * win was asked for already is settled.
   */
  replay(records: readonly JournalRecord[]): void {
    const rounds = new Map<string, Map<number, TableBetRecord>>();
    for (const record of records) {
      const id = String(record.id);
      if (record.type === 'table.bet') {
        const bet = record as TableBetRecord;
        rounds.set(id, (rounds.get(id) ?? new Map()).set(bet.index, bet));
      } else if (record.type === 'table.void') rounds.get(id)?.delete(Number(record.index));
      else if (record.type === 'table.settled') rounds.delete(id);
    }
    const { wallet } = this.deps;
    for (const [id, bets] of rounds) {
      if (wallet.has(winTx(id))) continue;
      const taken = [...bets.values()]
        .filter((bet) => bet.betTaken || wallet.state(betTx(id, bet.index)) === 'RS_OK')
        .sort((a, b) => a.index - b.index)
        .map((bet) => ({ ...bet, betTaken: true }));
      const first = taken[0];
      if (!first) continue;
      const last = Math.max(...bets.keys());
      this.open.set(roundKey(first.session.user, first.session.gameCode, first.round), {
        id,
        round: first.round,
        session: first.session,
        bets: taken,
        next: last + 1,
      });
      for (const bet of taken) this.remember(bet.session, viewOf(bet));
    }
  }

  snapshot(): JournalRecord[] {
    return [...this.open.values()].flatMap((player) => player.bets);
  }
}

const roundKey = (user: string, gameCode: string, round: number) => `${user}\u0000${gameCode}\u0000${round}`;

function viewOf(record: TableBetRecord): TableBetView {
  return {
    bet: record.id,
    index: record.index,
    round: record.round,
    option: record.bet.option,
    stake: record.bet.stake,
    status: 'open',
  };
}
