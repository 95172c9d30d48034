import type { Database, DatabaseSession } from '../db/database.ts';
import { releaseLock, tryLock } from './advisory-lock.ts';
import { withTimeout } from './timeout.ts';

export interface LeadershipOptions {
  /** How often a follower tries to take the lock, and the leader checks its connection. */
  checkMs?: number;
  /** A leader whose connection does not answer a check this fast steps down. */
  checkTimeoutMs?: number;
  /** Told when this instance becomes or stops being the leader. */
  onChange?: (leader: boolean) => void;
}

const lockName = 'leader';

/**
 * Leader election for the periodic work (the game loop and the jobs registered with it): on
 * PostgreSQL, the instance holding a session-level advisory lock on a connection of its own
 * leads. The lock goes with the connection, so when the leader dies (its connection closes) a
 * follower's next try, within `checkMs`, takes over. A leader whose connection fails or stops
 * answering steps down at once. On PGlite the one process is always the leader.
 */
export class Leadership {
  private session: DatabaseSession | undefined;
  private leading: boolean;
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | undefined;
  private stopped = false;
  private readonly checkMs: number;
  private readonly checkTimeoutMs: number;

  constructor(
    private readonly db: Database,
    private readonly options: LeadershipOptions = {},
  ) {
    this.leading = !db.session;
    this.checkMs = options.checkMs ?? 1_000;
    this.checkTimeoutMs = options.checkTimeoutMs ?? 3_000;
  }

  get isLeader(): boolean {
    return this.leading;
  }

  /** The first try (awaited, so an instance alone leads from its first pass), then one every checkMs. */
  async start(): Promise<void> {
    if (!this.db.session || this.stopped) return;
    await this.check();
    this.timer = setInterval(() => void this.check(), this.checkMs);
    this.timer.unref();
  }

  /** Stops trying and gives the lock back (the caller has stopped the work it guards). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.checking;
    const session = this.session;
    this.session = undefined;
    if (session && this.leading) await releaseLock(session, lockName).catch(() => undefined);
    this.setLeading(!this.db.session);
    await session?.close();
  }

  private check(): Promise<void> {
    this.checking ??= this.tryOnce().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  private async tryOnce(): Promise<void> {
    try {
      const session = this.session ?? (await this.openSession());
      if (this.stopped) return;
      if (this.leading) await withTimeout(session.query('SELECT 1'), this.checkTimeoutMs);
      else this.setLeading(await withTimeout(tryLock(session, lockName), this.checkTimeoutMs));
    } catch {
      // The database is away or the connection broke: no lock, no leadership; the next try reconnects.
      this.dropSession();
    }
  }

  private async openSession(): Promise<DatabaseSession> {
    const session = await (this.db.session?.() ?? Promise.reject(new Error('no sessions')));
    this.session = session;
    void session.lost.then(() => {
      if (this.session === session) this.dropSession();
    });
    return session;
  }

  private dropSession(): void {
    const session = this.session;
    this.session = undefined;
    this.setLeading(false);
    void session?.close();
  }

  private setLeading(leading: boolean): void {
    if (leading === this.leading) return;
    this.leading = leading;
    this.options.onChange?.(leading);
  }
}

const leaderships = new WeakMap<Database, Leadership>();

export function registerLeadership(db: Database, leadership: Leadership): void {
  leaderships.set(db, leadership);
}

export function leadershipOf(db: Database): Leadership | undefined {
  return leaderships.get(db);
}

/** Whether this process should run the periodic work on db (true where no election runs: PGlite, bare tests). */
export function isLeaderOf(db: Database): boolean {
  return leaderships.get(db)?.isLeader ?? true;
}
