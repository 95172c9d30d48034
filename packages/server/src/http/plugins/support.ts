import websocket from '@fastify/websocket';
import {
  endpoints,
  type SupportServerFrame,
  supportClientFrame,
  supportCloseCodes,
  supportSocketPath,
} from '@playsite/api/contract';
import type { FastifyInstance } from 'fastify';
import { integer, min, object, optional, size, string, validate } from 'superstruct';
import type { WebSocket } from 'ws';
import type { Context } from '../../context.ts';
import { requireRealMember } from '../../domain/money/accounts.ts';
import { findSession } from '../../domain/sessions.ts';
import { merchantExists } from '../../domain/settings.ts';
import {
  conversationFor,
  guestMessage,
  memberRead,
  memberSend,
  operatorReply,
  operatorView,
  supportQueue,
  unreadFor,
} from '../../domain/support/conversations.ts';
import { type Subscriber, SupportHub } from '../../domain/support/hub.ts';
import { ApiError } from '../../errors.ts';
import { okBody } from '../envelope.ts';
import type { DomainPlugin } from '../plugin.ts';
import { serve } from '../route.ts';
import { post } from './operator.ts';

/** A socket that has not authenticated by then is closed. */
const authTimeoutMs = 10_000;
/** Protocol pings keep proxies from closing an idle chat. */
const pingMs = 25_000;

/**
 * Live support (issue 19): the member's conversation over HTTP and over a WebSocket, a guest's
 * left message, and the operators' queue and answers. Messages are stored, and every instance
 * delivers them to its own open windows (domain/support/hub.ts).
 */
export const supportPlugin: DomainPlugin = async (app, { ctx, rsaKey }) => {
  const options = { rsaKey };
  const hub = new SupportHub(ctx.db, { onError: (error) => app.log.warn({ err: error }, 'support hub') });
  app.addHook('onReady', () => hub.start());
  app.addHook('onClose', () => hub.stop());

  serve(app, ctx, options, endpoints.supportConversation, async (input, call) =>
    conversationFor(ctx, call.merchant, requireRealMember(call.session), input.after),
  );
  serve(app, ctx, options, endpoints.supportSend, async (input, call) =>
    memberSend(ctx, call.merchant, requireRealMember(call.session), input),
  );
  serve(app, ctx, options, endpoints.supportRead, async (_input, call) =>
    memberRead(ctx, call.merchant, requireRealMember(call.session)),
  );
  serve(app, ctx, options, endpoints.supportUnread, async (_input, call) =>
    unreadFor(ctx, call.merchant, requireRealMember(call.session)),
  );
  serve(app, ctx, options, endpoints.supportGuest, async (input, call) => {
    await guestMessage(ctx, call.merchant, call.ip, input);
    return undefined;
  });

  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  app.get(supportSocketPath, { websocket: true }, (socket) => chatSocket(ctx, hub, socket));

  if (!ctx.config.production) supportOperatorRoutes(app, ctx);
};

function send(socket: WebSocket, frame: SupportServerFrame) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}

function parseFrame(data: unknown) {
  try {
    const [error, frame] = validate(JSON.parse(String(data)), supportClientFrame);
    return error ? undefined : frame;
  } catch {
    return undefined;
  }
}

/** The error code a refused call carries to the window (its i18n key), or a generic one. */
const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : 'system.error');

/**
 * One chat window. The first frame authenticates with the session token (a browser socket sends
 * no Authorization header); then the history after the window's last id, live messages, sends
 * acknowledged with the stored message, and read marks. Each send checks the session again, so a
 * logout ends the chat.
 */
function chatSocket(ctx: Context, hub: SupportHub, socket: WebSocket) {
  let state: { merchant: string; token: string; memberId: number } | undefined;
  let unsubscribe: (() => void) | undefined;
  let queue = Promise.resolve();
  const timeout = setTimeout(() => socket.close(supportCloseCodes.session, 'auth required'), authTimeoutMs);
  const ping = setInterval(() => socket.ping(), pingMs);
  socket.on('close', () => {
    clearTimeout(timeout);
    clearInterval(ping);
    unsubscribe?.();
  });

  const authorise = async (merchant: string, token: string) => {
    const session = (await merchantExists(ctx.db, merchant))
      ? await findSession(ctx, merchant, token)
      : undefined;
    if (!session || session.mustChangePassword) {
      socket.close(supportCloseCodes.session, 'session ended');
      return undefined;
    }
    try {
      return requireRealMember(session);
    } catch {
      socket.close(supportCloseCodes.trial, 'trial account');
      return undefined;
    }
  };

  const handle = async (data: unknown) => {
    const frame = parseFrame(data);
    if (!frame) {
      socket.close(supportCloseCodes.protocol, 'bad frame');
      return;
    }
    if (frame.type === 'ping') {
      send(socket, { type: 'pong' });
      return;
    }
    if (frame.type === 'auth') {
      if (state) return;
      const memberId = await authorise(frame.merchant, frame.token);
      if (memberId === undefined) return;
      clearTimeout(timeout);
      state = { merchant: frame.merchant, token: frame.token, memberId };
      // Subscribed before the history is read, delivering only once it is sent: nothing falls between.
      const conversation = await conversationFor(ctx, frame.merchant, memberId, frame.after);
      const subscriber: Subscriber = {
        conversationId: conversation.conversationId,
        lastId: undefined,
        deliver: (messages) => {
          for (const message of messages) send(socket, { type: 'message', message });
        },
      };
      unsubscribe = hub.subscribe(subscriber);
      send(socket, { type: 'ready', conversation });
      subscriber.lastId = conversation.messages.at(-1)?.id ?? frame.after ?? 0;
      await hub.wake(conversation.conversationId);
      return;
    }
    if (!state) {
      socket.close(supportCloseCodes.session, 'auth required');
      return;
    }
    if (!(await authorise(state.merchant, state.token))) return;
    if (frame.type === 'read') {
      send(socket, { type: 'unread', count: await memberRead(ctx, state.merchant, state.memberId) });
      return;
    }
    try {
      const message = await memberSend(ctx, state.merchant, state.memberId, frame);
      send(socket, { type: 'ack', clientId: frame.clientId, message });
    } catch (error) {
      send(socket, { type: 'error', code: codeOf(error), clientId: frame.clientId });
    }
  };

  // Frames are handled one after another, in the order they came.
  socket.on('message', (data) => {
    queue = queue.then(() => handle(data)).catch(() => socket.close(1011, 'server error'));
  });
}

const operatorStructs = {
  reply: object({
    id: min(integer(), 1),
    content: size(string(), 1, 1000),
    merchant: optional(size(string(), 1, 64)),
  }),
};

/**
 * /__operator/support/*: the conversations queue, one conversation, and an answer (outside
 * production; loopback only, see http/dev-guard.ts). The CLI's support commands call these.
 */
function supportOperatorRoutes(app: FastifyInstance, ctx: Context) {
  const merchantOf = (request: { query: unknown }) =>
    (request.query as { merchant?: string }).merchant ?? 'demo';
  app.get('/__operator/support/queue', async (request) =>
    okBody(await supportQueue(ctx.db, merchantOf(request))),
  );
  app.get('/__operator/support/conversation', async (request) => {
    const id = Number((request.query as { id?: string }).id);
    if (!Number.isSafeInteger(id) || id < 1)
      throw new ApiError('paramInvalid', 'id must be a conversation id');
    return okBody(await operatorView(ctx.db, merchantOf(request), id));
  });
  post(app, '/__operator/support/reply', operatorStructs.reply, (input, merchant) =>
    operatorReply(ctx, merchant, input.id, input.content),
  );
}
