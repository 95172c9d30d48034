import type { Struct } from 'superstruct';

export const moduleIds = [
  'COMM3',
  'REG3',
  'VERIFICATION3',
  'REGMOBVERF3',
  'MOBILENUMREG3',
  'FREEPLAY3',
  'PASS3',
  'CHNGPASSVERIF3',
  'GAMELO3',
  'GAMELOHOT3',
  'GAMELOFAV3',
  'GAMELOREC3',
  'PTSYS3',
  'FUNDTRANS3',
  'MEMTRANS3',
  'INBOX3',
  'REWCEN3',
  'FEEDBACK3',
  'DAILYSALCONT3',
  'HOURSAL3',
  'RTSALARY3',
  'AFFMAN3',
  'LOGINIPVERF3',
  'AGENTPOLICY3',
  'LOTT3',
] as const;
export type ModuleId = (typeof moduleIds)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One platform call. `request` validates what the client sends (the decrypted payload for
 * encrypted calls; query parameters for GET, validated with coercion), `response` validates the
 * envelope's `value` (or the raw body where `envelope` is 'optional').
 */
export interface Endpoint<Req = unknown, Res = unknown> {
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly moduleId: ModuleId;
  /** Sends the raw session token in `Authorization`; 401 or a session-ended code ends the session. */
  readonly auth: boolean;
  /** With `auth`: the token goes along when there is one, but visitors (guests browsing) may call it too. */
  readonly guest?: boolean;
  /** Body is `{ value }` encrypted (docs/contract.md § Encrypted payloads), with the `Encryption` header. */
  readonly encrypted: boolean;
  /** Errors are not shown in a dialog (the platform's `alert: false`). */
  readonly silent?: boolean;
  /** Successful values are kept in session storage. */
  readonly cache?: 'session';
  /** Safe to repeat: the client retries it on network errors. */
  readonly idempotent: boolean;
  /** Where the request travels: query string (GET), JSON body, or form-encoded body. */
  readonly encoding: 'query' | 'json' | 'form';
  /** 'optional': the answer may be the raw value without the envelope (/lgw/ and the RSA key). */
  readonly envelope: 'required' | 'optional';
  readonly request: Struct<Req, unknown>;
  readonly response: Struct<Res, unknown>;
}
