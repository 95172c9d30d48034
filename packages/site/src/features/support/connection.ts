import {
  type SupportChannel,
  type SupportMessage,
  type SupportServerFrame,
  supportCloseCodes,
  supportSocketPath,
} from '@playsite/api';

/** What the chat window shows of its connection. */
export type ChatStatus = 'connecting' | 'open' | 'reconnecting' | 'ended' | 'trial';

/** A message written here, not yet acknowledged by the platform (kept across reconnects and reloads). */
export interface PendingMessage {
  clientId: string;
  content: string;
  createdAt: number;
}

export interface ChatState {
  status: ChatStatus;
  channel: SupportChannel | undefined;
  /** Stored messages, oldest first, each once. */
  messages: SupportMessage[];
  pending: PendingMessage[];
  unread: number;
  /** The error code of the last refused message (an errors.json key), with its text. */
  refused: { code: string; content: string } | undefined;
  /** When the next attempt starts while reconnecting (ms since epoch). */
  retryAt: number | undefined;
}

export interface ConnectionOptions {
  /** ws(s)://host/wps/support/socket */
  url: string;
  merchant: string;
  /** The member's account name: unsent messages are kept per account. */
  account: string;
  token: string;
  /** Where unsent messages wait (session storage in the browser). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  onChange: (state: ChatState) => void;
  /** Whether new operator messages count as read at once (the window is open and the page visible). */
  isReading?: () => boolean;
  createSocket?: (url: string) => WebSocket;
  random?: () => number;
}

/** Reconnect delays: 1 s doubling to 30 s, ±20 % so that many windows do not come back together. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** The chat socket's address on the page's own host. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${supportSocketPath}`;
}

const newClientId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * One member's chat connection: authenticates with the session token, keeps the messages by id
 * (so a message is never shown twice), resumes after the last id it holds, keeps unsent messages
 * and sends them again after a reconnect (the platform stores each client id once), and
 * reconnects with backoff until the session ends.
 */
export class SupportConnection {
  private socket: WebSocket | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private stopped = false;
  private readonly byId = new Map<number, SupportMessage>();
  private state: ChatState;
  private readonly outboxKey: string;

  constructor(private readonly options: ConnectionOptions) {
    this.outboxKey = `supportOutbox:${options.merchant}:${options.account}`;
    this.state = {
      status: 'connecting',
      channel: undefined,
      messages: [],
      pending: this.loadOutbox(),
      unread: 0,
      refused: undefined,
      retryAt: undefined,
    };
  }

  get current(): ChatState {
    return this.state;
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.socket?.close(1000, 'closed');
    this.socket = undefined;
  }

  /** Connects now instead of waiting for the backoff (the browser came back online, or a button). */
  retryNow(): void {
    if (this.stopped || this.state.status === 'open' || this.state.status === 'ended') return;
    if (this.timer) clearTimeout(this.timer);
    this.connect();
  }

  /** Queues a message; it goes out at once when connected, else after the reconnect. */
  send(content: string): void {
    const message: PendingMessage = { clientId: newClientId(), content, createdAt: Date.now() };
    this.update({ pending: [...this.state.pending, message], refused: undefined });
    this.saveOutbox();
    if (this.state.status === 'open') this.transmit(message);
  }

  /** Marks everything read (the platform answers the new unread count). */
  markRead(): void {
    if (this.state.status === 'open') this.frame({ type: 'read' });
  }

  private connect(): void {
    this.update({ status: this.attempt === 0 ? 'connecting' : 'reconnecting', retryAt: undefined });
    const socket = (this.options.createSocket ?? ((url) => new WebSocket(url)))(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      const last = this.state.messages.at(-1)?.id;
      this.frame({
        type: 'auth',
        token: this.options.token,
        merchant: this.options.merchant,
        ...(last === undefined ? {} : { after: last }),
      });
    };
    socket.onmessage = (event) => this.receive(String(event.data));
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      if (this.stopped) return;
      if (event.code === supportCloseCodes.session) return this.update({ status: 'ended' });
      if (event.code === supportCloseCodes.trial) return this.update({ status: 'trial' });
      const delay = backoffDelay(this.attempt, this.options.random);
      this.attempt += 1;
      this.update({ status: 'reconnecting', retryAt: Date.now() + delay });
      this.timer = setTimeout(() => this.connect(), delay);
    };
  }

  private receive(data: string): void {
    let frame: SupportServerFrame;
    try {
      frame = JSON.parse(data) as SupportServerFrame;
    } catch {
      return;
    }
    switch (frame.type) {
      case 'ready': {
        this.attempt = 0;
        this.add(frame.conversation.messages);
        this.update({
          status: 'open',
          channel: frame.conversation.channel,
          unread: frame.conversation.unread,
        });
        for (const message of this.state.pending) this.transmit(message);
        if (frame.conversation.unread > 0 && this.options.isReading?.()) this.markRead();
        return;
      }
      case 'message': {
        this.add([frame.message]);
        if (frame.message.author === 'operator') {
          if (this.options.isReading?.()) this.markRead();
          else this.update({ unread: this.state.unread + 1 });
        }
        return;
      }
      case 'ack':
        this.add([frame.message]);
        this.dropPending(frame.clientId);
        return;
      case 'error': {
        const refused = this.state.pending.find((m) => m.clientId === frame.clientId);
        if (refused) {
          this.dropPending(refused.clientId);
          this.update({ refused: { code: frame.code, content: refused.content } });
        }
        return;
      }
      case 'unread':
        this.update({ unread: frame.count });
        return;
      default:
        return;
    }
  }

  private add(messages: readonly SupportMessage[]): void {
    if (messages.length === 0) return;
    for (const message of messages) this.byId.set(message.id, message);
    const sorted = [...this.byId.values()].sort((a, b) => a.id - b.id);
    this.update({ messages: sorted });
  }

  private dropPending(clientId: string): void {
    this.update({ pending: this.state.pending.filter((m) => m.clientId !== clientId) });
    this.saveOutbox();
  }

  private transmit(message: PendingMessage): void {
    this.frame({ type: 'send', clientId: message.clientId, content: message.content });
  }

  private frame(frame: object): void {
    if (this.socket?.readyState === 1) this.socket.send(JSON.stringify(frame));
  }

  private update(change: Partial<ChatState>): void {
    this.state = { ...this.state, ...change };
    this.options.onChange(this.state);
  }

  private loadOutbox(): PendingMessage[] {
    try {
      const saved = JSON.parse(this.options.storage?.getItem(this.outboxKey) ?? '[]') as unknown;
      return Array.isArray(saved) ? (saved as PendingMessage[]) : [];
    } catch {
      return [];
    }
  }

  private saveOutbox(): void {
    const { storage } = this.options;
    if (!storage) return;
    if (this.state.pending.length === 0) storage.removeItem(this.outboxKey);
    else storage.setItem(this.outboxKey, JSON.stringify(this.state.pending));
  }
}
