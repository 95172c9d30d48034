import { describe, expect, it, vi } from 'vitest';
import { backoffDelay, type ChatState, SupportConnection, socketUrl } from './connection.ts';

/** A WebSocket stand-in the test drives: what the connection sent, and frames or closes from the server side. */
class FakeSocket {
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  receive(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  close(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const message = (id: number, author: 'member' | 'operator', content: string, clientId?: string) => ({
  id,
  author,
  content,
  createdAt: 1_700_000_000_000 + id,
  ...(clientId ? { clientId } : {}),
});

function setup() {
  vi.useFakeTimers();
  const sockets: FakeSocket[] = [];
  const store = new Map<string, string>();
  let state: ChatState | undefined;
  const chat = new SupportConnection({
    url: 'ws://site.test/wps/support/socket',
    merchant: 'demo',
    account: 'ann',
    token: 'token-1',
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => store.set(key, value),
      removeItem: (key) => store.delete(key),
    },
    onChange: (next) => {
      state = next;
    },
    isReading: () => false,
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    random: () => 0.5,
  });
  return { chat, sockets, store, state: () => state as ChatState };
}

describe('SupportConnection', () => {
  it('authenticates, keeps each message once, and counts unread operator answers', () => {
    const { chat, sockets, state } = setup();
    chat.start();
    sockets[0]?.open();
    expect(sockets[0]?.sent[0]).toEqual({ type: 'auth', token: 'token-1', merchant: 'demo' });
    sockets[0]?.receive({
      type: 'ready',
      conversation: { conversationId: 1, channel: 'live', messages: [message(1, 'member', 'hi')], unread: 0 },
    });
    sockets[0]?.receive({ type: 'message', message: message(2, 'operator', 'hello') });
    sockets[0]?.receive({ type: 'message', message: message(2, 'operator', 'hello') });
    expect(state().messages.map((m) => m.id)).toEqual([1, 2]);
    expect(state()).toMatchObject({ status: 'open', unread: 2 });
  });

  it('keeps a message written offline and sends it after the reconnect, which resumes after the last id', () => {
    const { chat, sockets, store, state } = setup();
    chat.start();
    sockets[0]?.open();
    sockets[0]?.receive({
      type: 'ready',
      conversation: {
        conversationId: 1,
        channel: 'live',
        messages: [message(5, 'operator', 'hi')],
        unread: 0,
      },
    });
    sockets[0]?.close(1006);
    expect(state().status).toBe('reconnecting');
    chat.send('written offline');
    expect(state().pending.map((m) => m.content)).toEqual(['written offline']);
    expect(store.size).toBe(1);
    vi.advanceTimersByTime(backoffDelay(0, () => 0.5));
    sockets[1]?.open();
    expect(sockets[1]?.sent[0]).toMatchObject({ type: 'auth', after: 5 });
    sockets[1]?.receive({
      type: 'ready',
      conversation: { conversationId: 1, channel: 'live', messages: [], unread: 0 },
    });
    const sent = sockets[1]?.sent.find((frame) => frame.type === 'send');
    expect(sent).toMatchObject({ content: 'written offline' });
    sockets[1]?.receive({
      type: 'ack',
      clientId: sent?.clientId,
      message: message(6, 'member', 'written offline'),
    });
    expect(state().pending).toEqual([]);
    expect(store.size).toBe(0);
    expect(state().messages.map((m) => m.id)).toEqual([5, 6]);
  });

  it('stops on an ended session or a trial account, and backs off up to 30 s otherwise', () => {
    const ended = setup();
    ended.chat.start();
    ended.sockets[0]?.close(4401);
    vi.advanceTimersByTime(60_000);
    expect(ended.state().status).toBe('ended');
    expect(ended.sockets).toHaveLength(1);

    const trial = setup();
    trial.chat.start();
    trial.sockets[0]?.close(4403);
    expect(trial.state().status).toBe('trial');

    expect([0, 1, 2, 3, 4, 5, 9].map((attempt) => backoffDelay(attempt, () => 0.5))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
    expect(backoffDelay(0, () => 0)).toBe(800);
    expect(backoffDelay(0, () => 1)).toBe(1_200);
  });

  it('addresses the socket on the page’s own host', () => {
    expect(socketUrl({ protocol: 'https:', host: 'play.example' })).toBe(
      'wss://play.example/wps/support/socket',
    );
    expect(socketUrl({ protocol: 'http:', host: '127.0.0.1:8080' })).toBe(
      'ws://127.0.0.1:8080/wps/support/socket',
    );
  });
});
