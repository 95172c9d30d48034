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

/** One bet on a table round (`table.bet`; `table.settled` and `table.void` end it). */
interface TableBetRecord extends JournalRecord {
  type: 'table.bet';
  /** The bet's own round reference: the platform's round (bet, win and rollback derive from it). */
  id: string;
  /** The table round it is on. */
  round: number;
  session: WalletSession;
  bet: PlacedBet;
  betTaken: boolean;
  at: number;
}

/** A bet as the page lists it. */
export interface TableBetView {
  bet: string;
  round: number;
  option: string;
  stake: number;
  status: 'open' | 'settled';
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
  private readonly unsettled = new Map<string, TableBetRecord>();
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

  /** Takes a bet on the current round while it is in its betting phase. */
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
    const record: TableBetRecord = {
      type: 'table.bet',
      id: newRoundRef(),
      round: at.round,
      session: {
        token: session.token,
        user: session.user,
        gameCode: game.ref.gameCode,
        currency: session.currency,
      },
      bet,
      betTaken: false,
      at: this.deps.clock.now(),
    };
    this.deps.journal.append(record);
    const taken = await this.deps.wallet.bet(record.session, {
      round: record.id,
      tx: betTx(record.id),
      amount: bet.stake,
      meta: { table: game.ref.gameCode, tableRound: at.round, option: bet.option },
    });
    if (taken.status !== 'RS_OK') {
      this.deps.journal.append({ type: 'table.void', id: record.id });
      throw walletRefusal(taken);
    }
    record.betTaken = true;
    this.unsettled.set(record.id, record);
    const view = viewOf(record);
    this.remember(record.session, view);
    return { bet: view, ...(taken.balance === undefined ? {} : { balance: taken.balance }) };
  }

  /** The player's bets on this table, newest first (open and recently settled). */
  myBets(user: string, gameCode: string): TableBetView[] {
    return this.recent.get(`${user}\u0000${gameCode}`) ?? [];
  }

  /** Settles every taken bet whose round has closed (one pass at a time). */
  settleDue(): Promise<void> {
    this.settling ??= this.settlePass().finally(() => {
      this.settling = undefined;
    });
    return this.settling;
  }

  private async settlePass(): Promise<void> {
    const now = this.deps.clock.now();
    const paid: Promise<unknown>[] = [];
    for (const record of [...this.unsettled.values()]) {
      const game = this.deps.catalog.playable(record.session.gameCode);
      if (game?.kind.mode !== 'scheduled') continue;
      if (!isClosed(game.kind.schedule(game.config), record.round, now)) continue;
      const drawn = this.deps.draws.drawn(game, record.round);
      const win = game.kind.settle(game.config, record.bet, drawn.outcome);
      paid.push(
        this.deps.wallet.win(record.session, {
          round: record.id,
          tx: winTx(record.id),
          reference: betTx(record.id),
          amount: win,
          closed: true,
          meta: { table: record.session.gameCode, tableRound: record.round },
        }),
      );
      this.deps.journal.append({ type: 'table.settled', id: record.id, win });
      this.unsettled.delete(record.id);
      this.settleView(record, win);
    }
    await Promise.all(paid);
  }

  private remember(session: WalletSession, view: TableBetView): void {
    const key = `${session.user}\u0000${session.gameCode}`;
    const list = this.recent.get(key) ?? [];
    this.recent.set(key, [view, ...list.filter((one) => one.bet !== view.bet)].slice(0, 30));
  }

  private settleView(record: TableBetRecord, win: number): void {
    const key = `${record.session.user}\u0000${record.session.gameCode}`;
    const list = this.recent.get(key) ?? [];
    const known = list.find((one) => one.bet === record.id);
    if (known) Object.assign(known, { status: 'settled', win });
    else this.remember(record.session, { ...viewOf(record), status: 'settled', win });
  }

  /**
   * Rebuilds the unsettled bets of the previous run (after the wallet's replay): a bet whose
   * stake was not taken is dropped (the wallet rolls an unanswered one back); one whose win was
   * asked for already is settled.
   */
  replay(records: readonly JournalRecord[]): void {
    const bets = new Map<string, TableBetRecord>();
    for (const record of records) {
      if (record.type === 'table.bet') bets.set(String(record.id), record as TableBetRecord);
      else if (record.type === 'table.settled' || record.type === 'table.void')
        bets.delete(String(record.id));
    }
    for (const record of bets.values()) {
      if (!record.betTaken && this.deps.wallet.state(betTx(record.id)) !== 'RS_OK') continue;
      if (this.deps.wallet.has(winTx(record.id))) continue;
      record.betTaken = true;
      this.unsettled.set(record.id, record);
      this.remember(record.session, viewOf(record));
    }
  }

  snapshot(): JournalRecord[] {
    return [...this.unsettled.values()];
  }
}

function viewOf(record: TableBetRecord): TableBetView {
  return {
    bet: record.id,
    round: record.round,
    option: record.bet.option,
    stake: record.bet.stake,
    status: 'open',
  };
}
