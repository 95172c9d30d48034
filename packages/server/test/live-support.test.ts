import {
  type SupportMessage,
  type SupportServerFrame,
  supportCloseCodes,
  supportServerFrame,
  supportSocketPath,
} from '@playsite/api/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { manualClock } from '../src/clock.ts';
import { type Database, openPostgres } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { isSeeded, seedDemo } from '../src/db/seed.ts';
import { SupportHub } from '../src/domain/support/hub.ts';
import { buildApp } from '../src/http/app.ts';
import { MoneyClient } from './money/http.ts';
import { backends } from './support/backends.ts';
import { testConfig } from './support/harness.ts';
import { useHarness } from './support/wire-harness.ts';

/** A chat window over a real WebSocket: every frame it got (checked against the contract), and waits. */
class ChatSocket {
  readonly frames: SupportServerFrame[] = [];
  readonly closed: Promise<number>;
  private readonly socket: WebSocket;
  private waiters: Array<() => void> = [];

  private constructor(socket: WebSocket) {
    this.socket = socket;
    this.closed = new Promise((resolve) => socket.on('close', (code) => resolve(code)));
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as SupportServerFrame;
      const [error] = validate(frame, supportServerFrame);
      expect(error?.message, 'a frame per the contract').toBeUndefined();
      this.frames.push(frame);
      for (const wake of this.waiters) wake();
    });
  }

  static async open(url: string): Promise<ChatSocket> {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}${supportSocketPath}`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new ChatSocket(socket);
  }

  /** Opens and authenticates; resolves with the `ready` frame. */
  static async join(url: string, token: string, after?: number) {
    const chat = await ChatSocket.open(url);
    chat.send({ type: 'auth', token, merchant: 'demo', ...(after === undefined ? {} : { after }) });
    const ready = await chat.next('ready');
    return { chat, ready };
  }

  send(frame: object) {
    this.socket.send(JSON.stringify(frame));
  }

  close() {
    this.socket.close();
  }

  /** The first frame of a type matching `test`, waiting up to 5 s for it. */
  async next<T extends SupportServerFrame['type']>(
    type: T,
    test: (frame: Extract<SupportServerFrame, { type: T }>) => boolean = () => true,
  ): Promise<Extract<SupportServerFrame, { type: T }>> {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const found = this.frames.find(
        (frame): frame is Extract<SupportServerFrame, { type: T }> =>
          frame.type === type && test(frame as Extract<SupportServerFrame, { type: T }>),
      );
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type} frame; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      this.waiters = [];
    }
  }

  /** The live `message` frames' contents. */
  messages(): SupportMessage[] {
    return this.frames.flatMap((frame) => (frame.type === 'message' ? [frame.message] : []));
  }
}

interface QueueEntry {
  id: number;
  channel: string;
  who: string;
  unread: number;
  lastMessage: string;
}

describe.each(backends)('live support over HTTP and WebSocket (%s)', (backend) => {
  const app = useHarness(backend, (harness) => new MoneyClient(harness));
  const queue = () => app.client.operator<QueueEntry[]>('/__operator/support/queue');
  const conversationOf = async (who: string) => {
    const entry = (await queue()).find((item) => item.who === who);
    expect(entry, `${who} in the operator queue`).toBeDefined();
    return entry as QueueEntry;
  };

  it('carries a member message to the operator queue and the answer back live, with the unread count', async () => {
    const { username, token } = await app.client.newMember();
    const { chat, ready } = await ChatSocket.join(app.harness.url, token);
    expect(ready.conversation).toMatchObject({ channel: 'live', messages: [], unread: 0 });

    chat.send({ type: 'send', clientId: 'client-0001', content: '  Where is my deposit?  ' });
    const ack = await chat.next('ack');
    expect(ack.message).toMatchObject({
      author: 'member',
      content: 'Where is my deposit?',
      clientId: 'client-0001',
    });

    const entry = await conversationOf(username);
    expect(entry).toMatchObject({ channel: 'live', unread: 1, lastMessage: 'Where is my deposit?' });
    const view = await app.client.operator<{ messages: SupportMessage[] }>(
      `/__operator/support/conversation?id=${entry.id}`,
    );
    expect(view.messages.map((m) => m.content)).toEqual(['Where is my deposit?']);
    expect((await conversationOf(username)).unread).toBe(0);

    await app.client.operator('/__operator/support/reply', {
      id: entry.id,
      content: 'It arrived a minute ago.',
    });
    const live = await chat.next('message', (frame) => frame.message.author === 'operator');
    expect(live.message.content).toBe('It arrived a minute ago.');
    expect(await app.client.ok('supportUnread', token)).toBe(1);

    chat.send({ type: 'read' });
    expect((await chat.next('unread')).count).toBe(0);
    expect(await app.client.ok('supportUnread', token)).toBe(0);
    chat.close();
  });

  it('resumes after a reconnect without losing or repeating a message, and stores a resent message once', async () => {
    const { username, token } = await app.client.newMember();
    const first = await ChatSocket.join(app.harness.url, token);
    first.chat.send({ type: 'send', clientId: 'offline-0001', content: 'first' });
    const sent = (await first.chat.next('ack')).message;
    first.chat.close();
    await first.chat.closed;

    // While the window is closed the operator answers twice.
    const entry = await conversationOf(username);
    await app.client.operator('/__operator/support/reply', { id: entry.id, content: 'answer one' });
    await app.client.operator('/__operator/support/reply', { id: entry.id, content: 'answer two' });

    // The window comes back holding the last id it saw: it gets exactly what it missed.
    const again = await ChatSocket.join(app.harness.url, token, sent.id);
    expect(again.ready.conversation.messages.map((m) => m.content)).toEqual(['answer one', 'answer two']);
    expect(again.ready.conversation.unread).toBe(2);

    // A message the window queued while offline, sent again after the reconnect, is stored once.
    again.chat.send({ type: 'send', clientId: 'offline-0002', content: 'queued while offline' });
    again.chat.send({ type: 'send', clientId: 'offline-0002', content: 'queued while offline' });
    const acks = [
      await again.chat.next('ack', (frame) => frame.clientId === 'offline-0002'),
      await again.chat.next('ack', (frame) => frame !== again.chat.frames.find((f) => f.type === 'ack')),
    ];
    expect(acks[0]?.message.id).toBe(acks[1]?.message.id);
    const history = await app.client.ok('supportConversation', token);
    expect(history.messages.map((m) => m.content)).toEqual([
      'first',
      'answer one',
      'answer two',
      'queued while offline',
    ]);
    again.chat.close();
  });

  it('puts a VIP (rank level above 4) on the VIP channel, ahead in the operator queue', async () => {
    const token = await app.client.login('demovip');
    const { chat, ready } = await ChatSocket.join(app.harness.url, token);
    expect(ready.conversation.channel).toBe('vip');
    chat.send({ type: 'send', clientId: 'vip-00001', content: 'VIP question' });
    await chat.next('ack');
    const { username } = await app.client.newMember();
    await app.client.ok('supportSend', await app.client.login(username, 'secret123'), {
      content: 'later live question',
      clientId: 'live-00001',
    });
    const unread = (await queue()).filter((item) => item.unread > 0);
    expect(unread.findIndex((item) => item.who === 'demovip')).toBeLessThan(
      unread.findIndex((item) => item.who === username),
    );
    chat.close();
  });

  it('refuses a socket without a session, with an ended one, a trial account and a malformed frame', async () => {
    const silent = await ChatSocket.open(app.harness.url);
    silent.send({ type: 'send', clientId: 'nosession1', content: 'hello' });
    expect(await silent.closed).toBe(supportCloseCodes.session);

    const bogus = await ChatSocket.open(app.harness.url);
    bogus.send({ type: 'auth', token: 'not-a-token', merchant: 'demo' });
    expect(await bogus.closed).toBe(supportCloseCodes.session);

    const { token } = await app.client.newMember();
    const { chat } = await ChatSocket.join(app.harness.url, token);
    await app.client.ok('logout', token);
    chat.send({ type: 'send', clientId: 'after-logout', content: 'still there?' });
    expect(await chat.closed).toBe(supportCloseCodes.session);

    const trial = await app.client.wire.call('/wps/session/login/freeplay', {
      json: { os: 'linux', platform: 'W' },
    });
    const trialToken = (trial.body.value as { token: string }).token;
    const socket = await ChatSocket.open(app.harness.url);
    socket.send({ type: 'auth', token: trialToken, merchant: 'demo' });
    expect(await socket.closed).toBe(supportCloseCodes.trial);

    const junk = await ChatSocket.open(app.harness.url);
    junk.send({ type: 'shout' });
    expect(await junk.closed).toBe(supportCloseCodes.protocol);
  });

  it('refuses empty and over-long messages and keeps the window open', async () => {
    const { token } = await app.client.newMember();
    const { chat } = await ChatSocket.join(app.harness.url, token);
    chat.send({ type: 'send', clientId: 'blank-0001', content: '    ' });
    expect((await chat.next('error')).code).toBe('support.message.invalid');
    expect(
      await app.client.refused('supportSend', token, { content: 'x'.repeat(1001), clientId: 'long-00001' }),
    ).toBe('request_param_err');
    chat.send({ type: 'ping' });
    await chat.next('pong');
    chat.close();
  });

  it('delivers by polling where no LISTEN is in force', async () => {
    const { token } = await app.client.newMember();
    const conversation = await app.client.ok('supportConversation', token);
    const hub = new SupportHub(app.harness.db, { noListen: true, pollMs: 50 });
    await hub.start();
    const got: SupportMessage[] = [];
    hub.subscribe({
      conversationId: conversation.conversationId,
      lastId: 0,
      deliver: (messages) => got.push(...messages),
    });
    expect(hub.listening).toBe(false);
    await app.client.ok('supportSend', token, { content: 'polled', clientId: 'polled-001' });
    await expect.poll(() => got.map((m) => m.content), { timeout: 3_000 }).toEqual(['polled']);
    await hub.stop();
  });

  it('takes a guest message and mails the operator answer to the guest', async () => {
    const refused = await app.client.refused('supportGuest', undefined, {
      name: 'Ann',
      email: 'not-an-address',
      content: 'Hello',
    });
    expect(refused).toBe('support.guest.invalid');
    const email = `guest${Date.now()}@example.test`;
    await app.client.ok('supportGuest', undefined, {
      name: 'Ann',
      email,
      content: 'Can I play from Thailand?',
    });
    const entry = await conversationOf('Ann (guest)');
    expect(entry.lastMessage).toBe('Can I play from Thailand?');
    await app.client.operator('/__operator/support/reply', { id: entry.id, content: 'Yes, welcome.' });
    const outbox = await app.client.wire.call('/__dev/outbox', { query: { to: email } });
    expect(JSON.stringify(outbox.body)).toContain('Yes, welcome.');
  });
});

const postgresUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const twoInstances = backends.includes('postgres');
if (!twoInstances) console.warn('[live support] PostgreSQL not reachable: the two-instance test is skipped.');

describe.runIf(twoInstances)('live support across two instances on one PostgreSQL', () => {
  const schema = `support_${Date.now()}_${Math.random().toString(36).slice(2, 7)}`;
  const instances: Array<{ app: FastifyInstance; db: Database; url: string }> = [];

  beforeAll(async () => {
    for (let index = 0; index < 2; index++) {
      const db = await openPostgres(postgresUrl, schema);
      const ctx = { db, clock: manualClock(Date.now()), config: testConfig };
      await migrate(db, async () => {
        if (!(await isSeeded(ctx))) await seedDemo(ctx);
      });
      const app = await buildApp({ db, clock: ctx.clock, config: testConfig });
      instances.push({ app, db, url: await app.listen({ port: 0, host: '127.0.0.1' }) });
    }
  }, 120_000);
  afterAll(async () => {
    for (const { app, db } of instances) {
      await app.close();
      await db.close();
    }
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  it('delivers a message stored by one instance to a window open on the other, at once (NOTIFY)', async () => {
    const [one, two] = instances;
    if (!one || !two) throw new Error('two instances');
    const client = new MoneyClient({ url: one.url } as never);
    const token = await client.login('demomember');
    // Two windows of the same member, one on each instance.
    const a = await ChatSocket.join(one.url, token);
    const b = await ChatSocket.join(two.url, token);
    const started = Date.now();
    a.chat.send({ type: 'send', clientId: 'cross-0001', content: 'sent through instance one' });
    const seen = await b.chat.next('message', (frame) => frame.message.clientId === 'cross-0001');
    expect(seen.message.content).toBe('sent through instance one');
    // Faster than the safety poll (15 s): the notification carried it.
    expect(Date.now() - started).toBeLessThan(3_000);

    // The operator answers through instance two's API: instance one's window gets it.
    const operator = new MoneyClient({ url: two.url } as never);
    const entry = (await operator.operator<QueueEntry[]>('/__operator/support/queue')).find(
      (item) => item.who === 'demomember',
    );
    await operator.operator('/__operator/support/reply', { id: entry?.id, content: 'answered on two' });
    expect(
      (await a.chat.next('message', (frame) => frame.message.author === 'operator')).message.content,
    ).toBe('answered on two');
    a.chat.close();
    b.chat.close();
  });
});
