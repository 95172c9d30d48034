import { randomUUID } from 'node:crypto';
import { providerWalletPaths, type WalletStatus } from '@playsite/api/provider';
import type { Journal, JournalRecord } from '../journal/journal.ts';
import { rollbackTx } from './ids.ts';
import { type Answer, type ProviderCredentials, postSigned } from './transport.ts';

/** Whose money: the launch's token, the platform's player id, the game and the session's currency. */
export interface WalletSession {
  token: string;
  user: string;
  gameCode: string;
  currency: string;
}

/** A call's result as the game logic sees it; `UNREACHABLE` when no usable answer came back. */
export interface WalletOutcome {
  status: WalletStatus | 'UNREACHABLE';
  balance?: number;
}

export interface WalletLog {
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface WalletClientOptions {
  platformUrl: string;
  credentials: ProviderCredentials;
  timeoutMs: number;
  journal: Journal;
  /** Retry delays of wins and rollbacks: baseMs doubled per attempt up to maxMs, with jitter. */
  retry?: { baseMs: number; maxMs: number };
  log?: WalletLog;
}

type Op = 'bet' | 'win' | 'rollback';

/** `wallet.call`: a call about to be sent, its exact body (re-sent byte for byte on a retry). */
interface CallRecord extends JournalRecord {
  type: 'wallet.call';
  op: Op;
  tx: string;
  raw: string;
}

/** `wallet.result`: a bet's answer, or the acknowledgement that ends a win's or rollback's retries. */
interface ResultRecord extends JournalRecord {
  type: 'wallet.result';
  tx: string;
  status: WalletStatus;
  balance?: number;
}

/** Wins and rollbacks stop being retried on these: done, or never going to work by retrying. */
const acknowledged = new Set<WalletStatus>([
  'RS_OK',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  'RS_ERROR_TRANSACTION_SETTLED',
]);

/** What the client knows of a transaction: a final status, on its way, or a bet that failed unanswered. */
export type TxState = WalletStatus | 'pending' | 'failed';

interface Pending {
  call: CallRecord;
  first: Promise<WalletOutcome>;
  settleFirst: (outcome: WalletOutcome) => void;
}

const silent: WalletLog = { warn: () => undefined, error: () => undefined };

/**
 * The provider wallet API's client. Every call is a signed JSON POST with its own request_uuid
 * and a timeout. A bet is asked once: its answer is final, and a bet left unanswered (timeout,
 * network, RS_ERROR_UNKNOWN) is rolled back. Wins and rollbacks are journaled before they are
 * sent and retried with backoff until acknowledged (they are idempotent by transaction_uuid), so a
 * game server killed with money owed pays it when it starts again (`replay`, then `start`).
 */
export class WalletClient {
  private readonly states = new Map<string, TxState>();
  private readonly pending = new Map<string, Pending>();
  private readonly bets = new Map<string, Promise<WalletOutcome>>();
  private readonly sleepers = new Set<() => void>();
  private readonly delivering = new Set<string>();
  private readonly idleWaiters = new Set<() => void>();
  private running = false;
  private readonly log: WalletLog;
  private readonly retry: { baseMs: number; maxMs: number };

  constructor(private readonly options: WalletClientOptions) {
    this.log = options.log ?? silent;
    this.retry = options.retry ?? { baseMs: 500, maxMs: 30_000 };
  }

  /** The player's balance; checks the token too (RS_ERROR_INVALID_TOKEN, RS_ERROR_TOKEN_EXPIRED). */
  async balance(session: WalletSession): Promise<WalletOutcome> {
    const raw = JSON.stringify({
      request_uuid: randomUUID(),
      token: session.token,
      user: session.user,
      game_code: session.gameCode,
    });
    return outcomeOf(await this.send(providerWalletPaths.balance, raw));
  }

  /**
   * Takes a stake, once. RS_OK and refusals (RS_ERROR_NOT_ENOUGH_MONEY …) are final; without a
   * usable answer the bet may or may not have been taken, so it is rolled back (retried until
   * acknowledged) and answered `UNREACHABLE`. A second call with the same transaction answers the
   * first one's result.
   */
  bet(
    session: WalletSession,
    bet: { round: string; tx: string; amount: number; meta?: Record<string, unknown> },
  ): Promise<WalletOutcome> {
    const earlier = this.bets.get(bet.tx);
    if (earlier) return earlier;
    const raw = JSON.stringify({
      request_uuid: randomUUID(),
      token: session.token,
      user: session.user,
      game_code: session.gameCode,
      transaction_uuid: bet.tx,
      round: bet.round,
      round_closed: false,
      currency: session.currency,
      amount: bet.amount,
      ...(bet.meta ? { meta: bet.meta } : {}),
    });
    const call: CallRecord = { type: 'wallet.call', op: 'bet', tx: bet.tx, raw };
    this.options.journal.append(call);
    this.states.set(bet.tx, 'pending');
    const result = this.send(providerWalletPaths.bet, raw).then((answer): WalletOutcome => {
      if (answer.reached && answer.status !== 'RS_ERROR_UNKNOWN') {
        this.record(bet.tx, answer.status, answer.balance);
        return outcomeOf(answer);
      }
      this.log.warn(
        { tx: bet.tx, reason: answer.reached ? answer.status : answer.reason },
        'bet unanswered: rolling it back',
      );
      this.states.set(bet.tx, 'failed');
      this.rollbackBet(raw);
      return { status: 'UNREACHABLE' };
    });
    this.bets.set(bet.tx, result);
    return result;
  }

  /** Pays a win (0 on a loss: it closes the round). Resolves with the first attempt's outcome. */
  win(
    session: WalletSession,
    win: {
      round: string;
      tx: string;
      reference: string;
      amount: number;
      closed: boolean;
      meta?: Record<string, unknown>;
    },
  ): Promise<WalletOutcome> {
    return this.queue('win', win.tx, () =>
      JSON.stringify({
        request_uuid: randomUUID(),
        token: session.token,
        user: session.user,
        game_code: session.gameCode,
        transaction_uuid: win.tx,
        reference_transaction_uuid: win.reference,
        round: win.round,
        round_closed: win.closed,
        currency: session.currency,
        amount: win.amount,
        ...(win.meta ? { meta: win.meta } : {}),
      }),
    );
  }

  /**
   * Undoes a bet (journaled and retried like a win). The same transaction as a rollback this
   * client already queued (an unanswered bet's) answers that one's outcome.
   */
  rollback(
    session: WalletSession,
    rollback: { round: string; tx: string; reference: string; closed: boolean },
  ): Promise<WalletOutcome> {
    return this.queue('rollback', rollback.tx, () =>
      JSON.stringify({
        request_uuid: randomUUID(),
        token: session.token,
        user: session.user,
        game_code: session.gameCode,
        transaction_uuid: rollback.tx,
        reference_transaction_uuid: rollback.reference,
        round: rollback.round,
        round_closed: rollback.closed,
      }),
    );
  }

  /** What the client knows of a transaction (this run's calls and the replayed journal). */
  state(tx: string): TxState | undefined {
    return this.states.get(tx);
  }

  /** True when the transaction was asked for (whatever became of it). */
  has(tx: string): boolean {
    return this.states.has(tx);
  }

  /** Wins and rollbacks not acknowledged yet. */
  get owed(): number {
    return this.pending.size;
  }

  /** Rebuilds the state from the previous run's journal; a bet it left unanswered is rolled back. */
  replay(records: readonly JournalRecord[]): void {
    const calls = new Map<string, CallRecord>();
    for (const record of records) {
      if (record.type === 'wallet.call') {
        const call = record as CallRecord;
        calls.set(call.tx, call);
        this.states.set(call.tx, 'pending');
      } else if (record.type === 'wallet.result') {
        const result = record as ResultRecord;
        this.states.set(result.tx, result.status);
      }
    }
    for (const call of calls.values()) {
      if (this.states.get(call.tx) !== 'pending') continue;
      if (call.op === 'bet') {
        this.states.set(call.tx, 'failed');
        this.bets.set(call.tx, Promise.resolve({ status: 'UNREACHABLE' }));
        this.rollbackBet(call.raw);
      } else {
        this.queue(call.op, call.tx, () => call.raw);
      }
    }
  }

  /** The journal records that stand for the current state: the calls still owed. */
  snapshot(): JournalRecord[] {
    return [...this.pending.values()].map(({ call }) => call);
  }

  /** Starts delivering what is owed (the replayed calls and every later one). */
  start(): void {
    if (this.running) return;
    this.running = true;
    for (const entry of this.pending.values()) void this.deliver(entry);
  }

  /** Stops retrying; what is still owed stays in the journal for the next start. */
  stop(): void {
    this.running = false;
    for (const wake of this.sleepers) wake();
    this.sleepers.clear();
    for (const entry of this.pending.values()) entry.settleFirst({ status: 'UNREACHABLE' });
  }

  /** Resolves once nothing is owed (tests, shutdown). */
  idle(): Promise<void> {
    if (this.pending.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.add(resolve));
  }

  private rollbackBet(betRaw: string): void {
    const bet = JSON.parse(betRaw) as Record<string, unknown>;
    const tx = rollbackTx(String(bet.transaction_uuid));
    if (this.has(tx)) return;
    this.queue('rollback', tx, () =>
      JSON.stringify({
        request_uuid: randomUUID(),
        token: bet.token,
        user: bet.user,
        game_code: bet.game_code,
        transaction_uuid: tx,
        reference_transaction_uuid: bet.transaction_uuid,
        round: bet.round,
        // Undoing the first stake ends the round; undoing a later one leaves it open.
        round_closed: !/:bet:\d+$/.test(String(bet.transaction_uuid)),
      }),
    );
  }

  private queue(op: 'win' | 'rollback', tx: string, body: () => string): Promise<WalletOutcome> {
    const existing = this.pending.get(tx);
    if (existing) return existing.first;
    const state = this.states.get(tx);
    if (state && state !== 'pending')
      return Promise.resolve({ status: state === 'failed' ? 'UNREACHABLE' : state });
    const call: CallRecord = { type: 'wallet.call', op, tx, raw: body() };
    this.options.journal.append(call);
    this.states.set(tx, 'pending');
    let settleFirst: (outcome: WalletOutcome) => void = () => undefined;
    const first = new Promise<WalletOutcome>((resolve) => {
      settleFirst = resolve;
    });
    const entry: Pending = { call, first, settleFirst };
    this.pending.set(tx, entry);
    if (this.running) void this.deliver(entry);
    return first;
  }

  private async deliver(entry: Pending): Promise<void> {
    const { call } = entry;
    if (this.delivering.has(call.tx)) return;
    this.delivering.add(call.tx);
    try {
      await this.attempts(entry);
    } finally {
      this.delivering.delete(call.tx);
    }
  }

  private async attempts(entry: Pending): Promise<void> {
    const { call } = entry;
    const path = call.op === 'win' ? providerWalletPaths.win : providerWalletPaths.rollback;
    for (let attempt = 0; this.running; attempt++) {
      const answer = await this.send(path, call.raw);
      if (answer.reached && acknowledged.has(answer.status)) {
        if (answer.status !== 'RS_OK')
          this.log.error({ tx: call.tx, status: answer.status }, `${call.op} refused for good`);
        this.record(call.tx, answer.status, answer.balance);
        this.pending.delete(call.tx);
        entry.settleFirst(outcomeOf(answer));
        if (this.pending.size === 0) {
          for (const wake of this.idleWaiters) wake();
          this.idleWaiters.clear();
        }
        return;
      }
      entry.settleFirst(answer.reached ? outcomeOf(answer) : { status: 'UNREACHABLE' });
      this.log.warn(
        { tx: call.tx, attempt: attempt + 1, reason: answer.reached ? answer.status : answer.reason },
        `${call.op} not acknowledged: retrying`,
      );
      await this.sleep(this.delay(attempt));
    }
  }

  private delay(attempt: number): number {
    const full = Math.min(this.retry.maxMs, this.retry.baseMs * 2 ** Math.min(attempt, 20));
    return full / 2 + Math.random() * (full / 2);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.sleepers.add(wake);
    });
  }

  private record(tx: string, status: WalletStatus, balance: number | undefined): void {
    const result: ResultRecord = {
      type: 'wallet.result',
      tx,
      status,
      ...(balance === undefined ? {} : { balance }),
    };
    this.options.journal.append(result);
    this.states.set(tx, status);
  }

  private send(path: string, raw: string): Promise<Answer> {
    return postSigned(
      `${this.options.platformUrl}${path}`,
      raw,
      this.options.credentials,
      this.options.timeoutMs,
    );
  }
}

function outcomeOf(answer: Answer): WalletOutcome {
  if (!answer.reached) return { status: 'UNREACHABLE' };
  return { status: answer.status, ...(answer.balance === undefined ? {} : { balance: answer.balance }) };
}
