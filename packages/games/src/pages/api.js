import { boot } from './dom.js';

// The session token: taken out of the address bar (and history) at once, kept for this tab only.

const storageKey = `playsite-games:token:${boot.gameCode}`;
const launchKeys = ['token', 'user', 'game_code', 'currency', 'sub_partner', 'mode', 'lobby_url'];

function takeToken() {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl) {
    try {
      sessionStorage.setItem(storageKey, fromUrl);
    } catch {
      // Storage may be blocked in a third-party frame: the token then lives in memory only.
    }
    for (const key of launchKeys) url.searchParams.delete(key);
    window.history.replaceState(null, '', url.toString());
    return fromUrl;
  }
  try {
    return sessionStorage.getItem(storageKey) ?? '';
  } catch {
    return '';
  }
}

export const token = takeToken();

/** A refusal from the game server: a string key and its values. */
export class CallError extends Error {
  constructor(code, values = {}) {
    super(code);
    this.code = code;
    this.values = values;
  }
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** An id for one bet or move, repeated by its retries so it is never played twice. */
export const newRequestId = () =>
  globalThis.crypto?.randomUUID?.() ??
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * One JSON call. POST bodies carry the token. Network failures are retried with the same body
 * (the request id makes the retry harmless); a refusal is thrown as CallError.
 */
export async function call(path, body) {
  let lastError;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const response = await fetch(path, {
        method: body ? 'POST' : 'GET',
        headers: body ? { 'content-type': 'application/json' } : {},
        ...(body ? { body: JSON.stringify({ token, ...body }) } : {}),
      });
      const answer = await response.json().catch(() => undefined);
      if (response.ok && answer) return answer;
      if (answer?.error) throw new CallError(answer.error.code, answer.error.values);
      throw new CallError('errorGeneric');
    } catch (error) {
      if (error instanceof CallError) throw error;
      lastError = error;
      await wait(400 * (attempt + 1));
    }
  }
  throw lastError instanceof CallError ? lastError : new CallError('errorGeneric');
}
