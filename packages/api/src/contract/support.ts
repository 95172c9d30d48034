import {
  array,
  enums,
  type Infer,
  integer,
  literal,
  object,
  optional,
  pattern,
  string,
  type,
  union,
} from 'superstruct';
import { nonEmpty, queryInt, text } from './primitives.ts';

/**
 * Live support (issue 19): the player's conversation with the brand's operators. The reference
 * platform's own design (public clients only open a chat service's page in a popup):
 *
 * - One conversation per member, on the VIP channel when the member's rank level is above 4.
 *   Messages travel over a WebSocket (`supportSocketPath`) and are kept by the platform, so a
 *   reconnect resumes after the last message id the client holds.
 * - Every message the client sends carries its own `clientId`: sent again after a reconnect, it is
 *   stored once.
 * - A guest leaves one message with a name and an e-mail address; the answer goes to that address.
 */

export const supportMessageMax = 1000;
export const supportChannels = ['live', 'vip'] as const;
export type SupportChannel = (typeof supportChannels)[number];
export const supportAuthors = ['member', 'operator', 'guest'] as const;

/** A client message id: 8 to 64 letters, digits, '-' or '_'. */
export const supportClientId = () => pattern(string(), /^[A-Za-z0-9_-]{8,64}$/);

export const supportMessageValue = type({
  id: integer(),
  author: enums(supportAuthors),
  content: string(),
  createdAt: integer(),
  clientId: optional(string()),
});
export type SupportMessage = Infer<typeof supportMessageValue>;

export const supportConversationValue = type({
  conversationId: integer(),
  channel: enums(supportChannels),
  /** Oldest first: the last 100, or those after `after`. */
  messages: array(supportMessageValue),
  /** Operator messages the member has not read. */
  unread: integer(),
});
export type SupportConversation = Infer<typeof supportConversationValue>;

export const supportConversationRequest = object({ after: optional(queryInt(0)) });
export const supportSendRequest = object({
  content: nonEmpty(supportMessageMax),
  clientId: supportClientId(),
});
export const supportGuestRequest = object({
  name: nonEmpty(64),
  email: nonEmpty(254),
  content: nonEmpty(supportMessageMax),
});
export type SupportGuestRequest = Infer<typeof supportGuestRequest>;
export const supportUnreadValue = integer();

/* ---------- the WebSocket's frames (JSON text) ---------- */

/** The socket's path; its first frame must be `auth` (a browser socket can send no Authorization header). */
export const supportSocketPath = '/wps/support/socket';

export const supportClientFrame = union([
  object({
    type: literal('auth'),
    token: nonEmpty(128),
    merchant: nonEmpty(64),
    /** The last message id the client holds: the answer carries only the newer ones. */
    after: optional(integer()),
  }),
  object({ type: literal('send'), clientId: supportClientId(), content: nonEmpty(supportMessageMax) }),
  object({ type: literal('read') }),
  object({ type: literal('ping') }),
]);
export type SupportClientFrame = Infer<typeof supportClientFrame>;

/** Close codes: the session is missing or ended, or the account may not chat (trial). */
export const supportCloseCodes = { session: 4401, trial: 4403, protocol: 4400 } as const;

export type SupportServerFrame =
  | { type: 'ready'; conversation: SupportConversation }
  | { type: 'message'; message: SupportMessage }
  | { type: 'ack'; clientId: string; message: SupportMessage }
  | { type: 'unread'; count: number }
  | { type: 'error'; code: string; clientId?: string }
  | { type: 'pong' };

export const supportServerFrame = union([
  type({ type: literal('ready'), conversation: supportConversationValue }),
  type({ type: literal('message'), message: supportMessageValue }),
  type({ type: literal('ack'), clientId: string(), message: supportMessageValue }),
  type({ type: literal('unread'), count: integer() }),
  type({ type: literal('error'), code: string(), clientId: optional(text(64)) }),
  type({ type: literal('pong') }),
]);
