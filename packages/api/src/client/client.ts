import redaxios from 'redaxios';
import { type EndpointGroup, endpointGroups } from '../contract/endpoint-groups.ts';
import type { Endpoint, EndpointName, RequestOf, ValueOf } from '../contract/endpoints.ts';
import { coreEndpoints } from '../contract/endpoints-core.ts';
import { envelope, envelopeMessage } from '../contract/envelope.ts';
import { clientErrorCodes, isSessionEndedCode } from '../contract/errors-client.ts';
import { check } from '../contract/validate.ts';
import { type Product, toProduct, toWire } from '../edge/words.ts';
import { headerNames } from '../wire/headers.ts';
import { bonusVerificationNeeded, mustChangePassword, PlatformError } from './platform-error.ts';
import { defaultStorage, type KeyValueStorage, SessionCache } from './session-cache.ts';

export interface SessionEndedEvent {
  /** The call that found the session ended. */
  endpoint: string;
  errorCode: string;
}

export interface PlatformClientOptions {
  /** API host, e.g. 'https://api.example.com' or '' for the site's own origin. */
  baseURL: string;
  /** The brand's merchant code, sent as `Merchant` on every call. */
  merchant: string;
  device?: string;
  /** Current language code (en, cn, …); sent upper-case. */
  language: () => string;
  /** Current session token, sent raw as `Authorization` on protected calls. */
  token: () => string | undefined;
  /** Called once per token when the platform says the session has ended. */
  onSessionEnded: (event: SessionEndedEvent) => void;
  /**
   * Called when the server refuses a call because the session's password must change first
   * (403 with `value.passwordExpired`, docs/security.md § Sessions and passwords).
   */
  onPasswordChangeRequired?: () => void;
  /**
   * Called when the server refuses a bonus until the member verifies a mobile number or e-mail
   * address (docs/security.md § Bonus verification); the call still rejects as usual.
   */
  onVerificationRequired?: (verification: 'mobile' | 'email') => void;
  /** Cache storage; defaults to sessionStorage (in memory where there is none). */
  storage?: KeyValueStorage;
  /** A fetch to use instead of the global one (tests, cookie jars). */
  fetch?: typeof fetch;
  /** Send cookies cross-origin (the captcha is bound to a cookie). */
  withCredentials?: boolean;
  /** Wait before repeating a call the server refused as busy (its Retry-After; docs/security.md § Password hashing under load). */
  busyRetryMs?: number;
  /** Retries of idempotent GETs after a network error. */
  retries?: number;
  retryDelayMs?: number;
  /** A call without an answer after this long is a network failure. */
  timeoutMs?: number;
  /** Also send X-Digest and X-RSA on encrypted calls, as some platform builds want. */
  encryptionExtraHeaders?: boolean;
}

/** The payload argument may be left out when every field of the call is optional. */
export type CallArgs<N extends EndpointName> =
  object extends CallRequest<N> ? [payload?: CallRequest<N>] : [payload: CallRequest<N>];

/** A call's request in the product's words (the client renames wire words at the edge). */
export type CallRequest<N extends EndpointName> = Product<RequestOf<N>>;
/** A call's checked answer in the product's words. */
export type CallValue<N extends EndpointName> = Product<ValueOf<N>>;

export interface PlatformClient {
  /**
   * Calls an endpoint of the contract table by name; resolves to the envelope's validated value,
   * read in the spec's shape whichever shape the platform answered, in the product's words.
   */
  call<N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<CallValue<N>>;
  /** Drops cached values (done automatically on login, logout and session end). */
  clearCache(): void;
}

type Answer = { status: number; data: unknown };

/** An endpoint without its structs: what sending needs. */
type Route = Omit<Endpoint, 'request' | 'response'>;

/** Calls after which cached per-user values must not survive. */
const sessionChanging: ReadonlySet<string> = new Set([
  'login',
  'loginVerification',
  'freePlay',
  'register',
  'registerMobile',
  'logout',
]);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isBusyRefusal = (data: unknown) =>
  typeof data === 'object' && data !== null && (data as { value?: { busy?: unknown } }).value?.busy === true;

export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
  const device = options.device ?? 'web';
  const retries = options.retries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 300;
  const busyRetryMs = options.busyRetryMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const cache = new SessionCache(options.storage ?? defaultStorage());
  const baseFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const http = redaxios.create({
    baseURL: options.baseURL.replace(/\/+$/, ''),
    validateStatus: () => true,
    withCredentials: options.withCredentials ?? false,
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      baseFetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) }),
  });

  let modulus: Promise<string> | undefined;
  let endedToken: string | undefined;
  const loadedGroups = new Map<EndpointGroup, Promise<Readonly<Record<string, unknown>>>>();

  /** Which group each call outside the core belongs to, fetched on the first such call. */
  let groupMap: Promise<Readonly<Record<string, EndpointGroup | undefined>>> | undefined;

  /** The group's table, imported once; a failed import (network) is not remembered. */
  function loadGroup(group: EndpointGroup) {
    const loaded = loadedGroups.get(group);
    if (loaded) return loaded;
    const pending: Promise<Readonly<Record<string, unknown>>> = endpointGroups[group]();
    pending.catch(() => {
      if (loadedGroups.get(group) === pending) loadedGroups.delete(group);
    });
    loadedGroups.set(group, pending);
    return pending;
  }

  /** The entry of a call: the core group at once, any other group after its first import. */
  async function endpointOf(name: string): Promise<Endpoint> {
    const core = (coreEndpoints as Readonly<Record<string, unknown>>)[name];
    if (core) return core as Endpoint;
    let table: Readonly<Record<string, unknown>> | undefined;
    try {
      groupMap ??= import('../contract/endpoint-group-of.ts').then((m) => m.endpointGroupOf);
      const group = (await groupMap)[name];
      table = group && (await loadGroup(group));
    } catch (error) {
      groupMap = undefined;
      throw new PlatformError({
        kind: 'network',
        endpoint: name,
        errorCode: clientErrorCodes.network,
        message: error instanceof Error ? error.message : undefined,
        outcomeUnknown: false,
      });
    }
    if (table) return table[name] as Endpoint;
    throw new PlatformError({
      kind: 'invalid-request',
      endpoint: name,
      errorCode: clientErrorCodes.paramInvalid,
      message: `No call named ${name} in the contract`,
    });
  }

  function endSession(token: string, endpoint: string, errorCode: string): boolean {
    if (endedToken === token) return false;
    endedToken = token;
    cache.clear();
    options.onSessionEnded({ endpoint, errorCode });
    return true;
  }

  function rsaModulus(): Promise<string> {
    if (modulus) return modulus;
    const pending = request(coreEndpoints.rsaKey, {}).then((value) => {
      if (!/^[0-9a-fA-F]+$/.test(value)) {
        throw new PlatformError({
          kind: 'invalid-response',
          endpoint: 'rsaKey',
          errorCode: clientErrorCodes.responseInvalid,
          message: 'RSA modulus is not hex',
          silent: true,
        });
      }
      return value;
    });
    // A failed fetch is not remembered: the next encrypted call asks again.
    pending.catch(() => {
      if (modulus === pending) modulus = undefined;
    });
    modulus = pending;
    return pending;
  }

  /** The modulus for an encrypted call; a failure to get it is that call's failure, and nothing was sent. */
  async function keyFor(endpoint: Route): Promise<string> {
    try {
      return await rsaModulus();
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      throw new PlatformError({
        kind: error.kind,
        endpoint: endpoint.name,
        errorCode: error.errorCode,
        message: error.message,
        status: error.status,
        silent: endpoint.silent,
        outcomeUnknown: false,
      });
    }
  }

  async function send(endpoint: Route, payload: Record<string, unknown>, token: string | undefined) {
    const headers: Record<string, string> = {
      [headerNames.merchant]: options.merchant,
      [headerNames.language]: options.language().toUpperCase(),
      [headerNames.device]: device,
      [headerNames.moduleId]: endpoint.moduleId,
    };
    if (endpoint.auth && token) headers[headerNames.authorization] = token;

    let url = endpoint.path;
    let data: unknown;
    if (endpoint.encoding === 'query') {
      const query = queryString(payload);
      if (query) url += `?${query}`;
    } else if (endpoint.encrypted) {
      // Loaded on first use: the cipher is most of the client's weight and few calls need it.
      const { encryptPayload } = await import('../wire/payload.ts');
      const encrypted = encryptPayload(payload, await keyFor(endpoint), undefined, {
        extraHeaders: options.encryptionExtraHeaders ?? false,
      });
      Object.assign(headers, encrypted.headers);
      data = encrypted.body;
    } else if (endpoint.encoding === 'form') {
      data = new URLSearchParams(stringEntries(payload));
    } else {
      data = payload;
    }

    const response = await http<unknown>({ url, method: endpoint.method, headers, data });
    return { status: response.status, data: response.data } satisfies Answer;
  }

  async function answer(endpoint: Route, payload: Record<string, unknown>, token: string | undefined) {
    const retrying = endpoint.method === 'GET' && endpoint.idempotent;
    for (let attempt = 0; ; attempt++) {
      try {
        return await send(endpoint, payload, token);
      } catch (error) {
        if (error instanceof PlatformError) throw error;
        if (retrying && attempt < retries) {
          await wait(retryDelayMs * (attempt + 1));
          continue;
        }
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new PlatformError({
          kind: 'network',
          endpoint: endpoint.name,
          errorCode: timedOut ? clientErrorCodes.timeout : clientErrorCodes.network,
          message: error instanceof Error ? error.message : undefined,
          silent: endpoint.silent,
        });
      }
    }
  }

  async function request<Req, Res>(
    endpoint: Endpoint<Req, Res>,
    input: unknown,
    keyRefreshed = false,
  ): Promise<Res> {
    const checkedRequest = check(endpoint.request, input ?? {});
    if (!checkedRequest.ok) {
      throw new PlatformError({
        kind: 'invalid-request',
        endpoint: endpoint.name,
        errorCode: clientErrorCodes.paramInvalid,
        message: checkedRequest.problem,
        silent: endpoint.silent,
      });
    }
    const payload = (checkedRequest.value ?? {}) as Record<string, unknown>;
    const token = endpoint.auth ? options.token() : undefined;
    if (endpoint.auth && !token && !endpoint.guest) {
      throw new PlatformError({
        kind: 'invalid-request',
        endpoint: endpoint.name,
        errorCode: clientErrorCodes.notLoggedIn,
        silent: true,
      });
    }

    const cacheKey = endpoint.cache
      ? cache.key([options.merchant, endpoint.name, options.language(), queryString(payload)])
      : undefined;
    if (cacheKey) {
      const cached = check(endpoint.response, cache.read(cacheKey));
      if (cached.ok) return cached.value;
    }

    let { status, data } = await answer(endpoint, payload, token);
    // A server too busy to start the work (its password-hash queue full) refuses before doing
    // anything, so the same call may go again at once: twice, a second apart.
    for (let busy = 0; status === 429 && isBusyRefusal(data) && busy < retries; busy++) {
      await wait(busyRetryMs);
      ({ status, data } = await answer(endpoint, payload, token));
    }
    const fail = (init: Omit<ConstructorParameters<typeof PlatformError>[0], 'endpoint' | 'silent'>) =>
      new PlatformError({ ...init, endpoint: endpoint.name, silent: endpoint.silent, status });

    const parsed = check(envelope, data);

    if (token && status === 401) {
      const code =
        parsed.ok && parsed.value.errorCode ? parsed.value.errorCode : clientErrorCodes.notLoggedIn;
      throw fail({ kind: 'rejected', errorCode: code, sessionEnded: endSession(token, endpoint.name, code) });
    }

    let value: unknown;
    if (parsed.ok) {
      const body = parsed.value;
      if (!body.success) {
        const code = body.errorCode ?? clientErrorCodes.internal;
        if (code === clientErrorCodes.encryptionInvalid && endpoint.encrypted && !keyRefreshed) {
          modulus = undefined; // The server has a new key (restart): fetch it and try once more.
          return request(endpoint, input, true);
        }
        const ended =
          token !== undefined && isSessionEndedCode(code) && endSession(token, endpoint.name, code);
        const error = fail({
          kind: 'rejected',
          errorCode: code,
          message: envelopeMessage(body),
          value: body.value,
          sessionEnded: ended,
        });
        // Only for the session that is current: a call sent before the change (and the new
        // login it makes) comes back refused after it, and must not reopen the change.
        if (mustChangePassword(error) && token === options.token()) options.onPasswordChangeRequired?.();
        const verification = bonusVerificationNeeded(error);
        if (verification) options.onVerificationRequired?.(verification);
        throw error;
      }
      value = body.value;
    } else if (endpoint.envelope === 'optional' && status >= 200 && status < 300) {
      value = data; // /lgw/ and the RSA key may answer the bare value.
    } else {
      throw fail({
        kind: 'invalid-response',
        errorCode: clientErrorCodes.responseInvalid,
        message: `HTTP ${status}: not a platform envelope`,
      });
    }

    let checkedValue = check(endpoint.response, value);
    if (!checkedValue.ok) {
      // A real platform's other shape (docs/compat.md § Shapes): its readers load only when needed.
      const { specShape } = await import('../edge/shapes.ts');
      const reshaped = specShape(endpoint.name, value);
      if (reshaped !== value) checkedValue = check(endpoint.response, reshaped);
    }
    if (!checkedValue.ok) {
      throw fail({
        kind: 'invalid-response',
        errorCode: clientErrorCodes.responseInvalid,
        message: checkedValue.problem,
      });
    }
    if (sessionChanging.has(endpoint.name)) cache.clear();
    if (cacheKey) cache.write(cacheKey, checkedValue.value);
    return checkedValue.value;
  }

  return {
    async call<N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<CallValue<N>> {
      // RequestOf / ValueOf are inferred from this very entry; TypeScript cannot narrow the union by N.
      const endpoint = (await endpointOf(name)) as unknown as Endpoint<RequestOf<N>, ValueOf<N>>;
      return toProduct(await request(endpoint, toWire(args[0])));
    },
    clearCache: () => cache.clear(),
  };
}

function stringEntries(payload: Record<string, unknown>): [string, string][] {
  return Object.entries(payload)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => [key, typeof value === 'object' ? JSON.stringify(value) : String(value)]);
}

/**
 * Query string of defined fields, in key order so equal payloads make equal cache keys. Keys are
 * compared by code unit, not localeCompare: the first localeCompare builds an ICU collator, ~40 ms
 * of a phone's start-up for an order nobody reads.
 */
function queryString(payload: Record<string, unknown>): string {
  return new URLSearchParams(
    stringEntries(payload).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ).toString();
}
