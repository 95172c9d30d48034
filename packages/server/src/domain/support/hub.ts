import type { SupportMessage } from '@playsite/api/contract';
import type { Database, Listener } from '../../db/database.ts';
import { messagesAfter, supportChannel } from './conversations.ts';

/** One open window of a conversation (a WebSocket), holding the last message id it was given. */
export interface Subscriber {
  readonly conversationId: number;
  /** Undefined until the window's history is sent: nothing is delivered before it. */
  lastId: number | undefined;
  deliver(messages: SupportMessage[]): void;
}

export interface HubOptions {
  /** How often conversations with open windows are checked when no LISTEN is in force. */
  pollMs?: number;
  /** The check that also runs while LISTEN is in force (a notification lost with its connection). */
  safetyPollMs?: number;
  /** Use polling only (as on a database without LISTEN). */
  noListen?: boolean;
  onError?: (error: unknown) => void;
}

/**
 * Delivers new support messages to this instance's open windows. Messages live in the database:
 * an instance learns of one from NOTIFY (sent in the transaction that stored it, so by any
 * instance) or, without a LISTEN, by polling; either way it then reads the messages after each
 * window's last id, so a window is never given one twice or misses one.
 */
export class SupportHub {
  private readonly subscribers = new Map<number, Set<Subscriber>>();
  private readonly flushing = new Map<number, Promise<void>>();
  private readonly dirty = new Set<number>();
  private listener: Listener | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private readonly pollMs: number;
  private readonly safetyPollMs: number;

  constructor(
    private readonly db: Database,
    private readonly options: HubOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1_000;
    this.safetyPollMs = options.safetyPollMs ?? 15_000;
  }

  async start(): Promise<void> {
    await this.listen();
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.listener?.close();
    this.listener = undefined;
    await Promise.allSettled([...this.flushing.values()]);
  }

  /** Whether a LISTEN is in force (otherwise the hub polls every `pollMs`). */
  get listening(): boolean {
    return this.listener !== undefined;
  }

  subscribe(subscriber: Subscriber): () => void {
    let set = this.subscribers.get(subscriber.conversationId);
    if (!set) {
      set = new Set();
      this.subscribers.set(subscriber.conversationId, set);
    }
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.subscribers.delete(subscriber.conversationId);
    };
  }

  /** Reads and delivers what is new in one conversation (coalesced: one read at a time each). */
  wake(conversationId: number): Promise<void> {
    if (!this.subscribers.has(conversationId)) return Promise.resolve();
    const running = this.flushing.get(conversationId);
    if (running) {
      this.dirty.add(conversationId);
      return running;
    }
    const run = this.flush(conversationId)
      .catch((error: unknown) => this.options.onError?.(error))
      .finally(() => {
        this.flushing.delete(conversationId);
        if (this.dirty.delete(conversationId)) void this.wake(conversationId);
      });
    this.flushing.set(conversationId, run);
    return run;
  }

  private async flush(conversationId: number): Promise<void> {
    const ready = [...(this.subscribers.get(conversationId) ?? [])].filter((s) => s.lastId !== undefined);
    if (ready.length === 0) return;
    const from = Math.min(...ready.map((s) => s.lastId ?? 0));
    const messages = await messagesAfter(this.db, conversationId, from);
    if (messages.length === 0) return;
    for (const subscriber of ready) {
      const fresh = messages.filter((m) => m.id > (subscriber.lastId ?? Number.POSITIVE_INFINITY));
      if (fresh.length === 0) continue;
      subscriber.lastId = fresh[fresh.length - 1]?.id ?? subscriber.lastId;
      subscriber.deliver(fresh);
    }
  }

  private async listen(): Promise<void> {
    if (this.options.noListen || !this.db.listen || this.stopped) return;
    try {
      const listener = await this.db.listen(supportChannel, (payload) => {
        const id = Number(payload);
        if (Number.isSafeInteger(id)) void this.wake(id);
      });
      this.listener = listener;
      void listener.lost.then(() => {
        if (this.listener !== listener) return;
        this.listener = undefined;
        // Polling covers the gap; listen again shortly.
        setTimeout(() => void this.listen(), 1_000).unref?.();
      });
    } catch (error) {
      this.options.onError?.(error);
      setTimeout(() => void this.listen(), 5_000).unref?.();
    }
  }

  /** Checks every conversation with an open window: its newest id against the windows' last ids. */
  private async poll(): Promise<void> {
    const ids = [...this.subscribers.keys()];
    if (ids.length === 0) return;
    const rows = await this.db.query<{ conversation_id: number; last: bigint | number }>(
      `SELECT conversation_id, max(id) AS last FROM support_messages
       WHERE conversation_id = ANY($1::int[]) GROUP BY conversation_id`,
      [ids],
    );
    await Promise.all(
      rows.map((row) => {
        const behind = [...(this.subscribers.get(row.conversation_id) ?? [])].some(
          (s) => s.lastId !== undefined && s.lastId < Number(row.last),
        );
        return behind ? this.wake(row.conversation_id) : undefined;
      }),
    );
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(
      () => {
        void this.poll()
          .catch((error: unknown) => this.options.onError?.(error))
          .finally(() => this.schedule());
      },
      this.listener ? this.safetyPollMs : this.pollMs,
    );
    this.timer.unref?.();
  }
}
