import type { Database, DatabaseSession } from '../db/database.ts';
import { withTimeout } from './timeout.ts';

/**
 * Whether the database answers, for /ready. On PostgreSQL it asks on a connection of its own,
 * outside the pool, so the answer does not wait behind the requests queued for the pool: a busy
 * instance stays in the balancer, one whose database is gone leaves it. The connection is opened
 * again after a failure. On PGlite it asks the database itself.
 */
export class DatabaseProbe {
  private session: DatabaseSession | undefined;
  private opening: Promise<DatabaseSession> | undefined;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly timeoutMs: number,
  ) {}

  /** Resolves when the database answered within the time allowed, rejects otherwise. */
  async check(): Promise<void> {
    if (!this.db.session) {
      await withTimeout(this.db.query('SELECT 1'), this.timeoutMs);
      return;
    }
    try {
      const session = await withTimeout(this.open(), this.timeoutMs);
      await withTimeout(session.query('SELECT 1'), this.timeoutMs);
    } catch (error) {
      this.drop();
      throw error;
    }
  }

  close(): void {
    this.closed = true;
    this.drop();
  }

  private open(): Promise<DatabaseSession> {
    if (this.session) return Promise.resolve(this.session);
    const connect = this.db.session ?? (() => Promise.reject(new Error('no sessions')));
    this.opening ??= connect()
      .then((session) => {
        if (this.closed) {
          void session.close();
          throw new Error('closed');
        }
        this.session = session;
        void session.lost.then(() => {
          if (this.session === session) this.drop();
        });
        return session;
      })
      .finally(() => {
        this.opening = undefined;
      });
    return this.opening;
  }

  private drop(): void {
    const session = this.session;
    this.session = undefined;
    void session?.close();
  }
}
