// Shared by the demo game pages: strings, the launch ticket, JSON calls with retries, money.

export const strings = JSON.parse(document.getElementById('strings')?.textContent ?? '{}');

export const $ = (id) => document.getElementById(id);

/** Fills {name} marks of a string. */
export function fill(key, values = {}) {
  return String(strings[key] ?? key).replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ''));
}

/** The ticket leaves the address bar (and history) at once; the page keeps it for this tab. */
function takeTicket() {
  const url = new URL(window.location.href);
  const storageKey = `play-ticket:${url.pathname}`;
  const fromUrl = url.searchParams.get('ticket');
  if (fromUrl) {
    try {
      sessionStorage.setItem(storageKey, fromUrl);
    } catch {
      // Storage may be blocked in a third-party frame; the ticket then lives in memory only.
    }
    url.searchParams.delete('ticket');
    window.history.replaceState(null, '', url.toString());
    return fromUrl;
  }
  try {
    return sessionStorage.getItem(storageKey) ?? '';
  } catch {
    return '';
  }
}

export const ticket = takeTicket();

let symbol = '';
const formatter = new Intl.NumberFormat(document.documentElement.lang || 'en', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function setCurrencySymbol(value) {
  symbol = value;
}

/** Minor units as "P 1,234.50". */
export function money(minor) {
  return `${symbol} ${formatter.format(minor / 100)}`.trim();
}

export class CallError extends Error {
  constructor(code) {
    super(code);
    this.code = code;
  }
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One JSON call. Network failures are retried with the same body (so a bet keeps its request id
 * and is never placed twice); a refusal from the server is thrown as CallError(errorCode).
 */
export async function call(path, body) {
  let lastError;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const response = await fetch(
        body ? path : `${path}?${new URLSearchParams({ ticket })}`,
        body
          ? {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ ticket, ...body }),
            }
          : { method: 'GET' },
      );
      const answer = await response.json().catch(() => ({ success: false, errorCode: 'errorGeneric' }));
      if (answer.success) return answer.value;
      throw new CallError(answer.errorCode ?? 'errorGeneric');
    } catch (error) {
      if (error instanceof CallError) throw error;
      lastError = error;
      await wait(400 * (attempt + 1));
    }
  }
  throw lastError instanceof CallError ? lastError : new CallError('errorGeneric');
}

export const newRequestId = () =>
  globalThis.crypto?.randomUUID?.() ??
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

export function showError(error) {
  const code = error instanceof CallError ? error.code : 'errorGeneric';
  $('error').textContent = strings[code] ?? strings.errorGeneric;
}

export function clearError() {
  $('error').textContent = '';
}

export function setStatus(text) {
  $('status').textContent = text;
}

let shownBalance;

/** Shows the balance; when it changes, tells the site framing the game so its header follows. */
export function setBalance(minor) {
  $('balance').textContent = money(minor);
  if (shownBalance !== undefined && minor !== shownBalance && window.parent !== window) {
    window.parent.postMessage({ type: 'playsite:balance-changed' }, window.location.origin);
  }
  shownBalance = minor;
}

/** Rounds seen open (`seen`: id -> status) that have since settled or been refunded: said aloud. */
export function announceSettled(rounds, seen) {
  for (const round of rounds) {
    if (seen.get(round.roundId) === 'open' && round.status !== 'open') {
      showLastRound(round);
      const key = round.status === 'refunded' ? 'betRefunded' : 'betSettled';
      setStatus(fill(key, { round: round.roundId, stake: money(round.stake), win: money(round.win) }));
    }
    seen.set(round.roundId, round.status);
  }
}

/** The last round's stake, win and id, in text (tests and players read them). */
export function showLastRound(round) {
  $('last-stake').textContent = money(round.stake);
  $('last-win').textContent = money(round.win);
  $('last-round-id').textContent = round.roundId;
}

export function fillStakes(stakes) {
  const select = $('stake');
  select.replaceChildren(
    ...stakes.map((stake) => {
      const option = document.createElement('option');
      option.value = String(stake);
      option.textContent = money(stake);
      return option;
    }),
  );
}

/** Recent rounds, newest first. `describe` gives the bet's text. */
export function showRounds(rounds, describe) {
  const list = $('rounds');
  if (rounds.length === 0) {
    const item = document.createElement('li');
    item.textContent = strings.noRounds;
    list.replaceChildren(item);
    return;
  }
  list.replaceChildren(
    ...rounds.map((round) => {
      const item = document.createElement('li');
      item.dataset.roundId = round.roundId;
      item.textContent = `${describe(round)} · ${strings.stake} ${money(round.stake)} · ${strings.win} ${money(
        round.win,
      )} · ${strings[round.status] ?? round.status}`;
      return item;
    }),
  );
}

/** Loads the session: mode, balance, stakes. */
export async function start() {
  const session = await call('/play/api/session');
  setCurrencySymbol(session.currencySymbol);
  setBalance(session.balance);
  fillStakes(session.stakes);
  if (session.accountType === 0) {
    $('mode').hidden = false;
    $('mode').textContent = strings.freePlay;
  }
  return session;
}
