// Shared by the demo game pages: strings, the launch ticket, JSON calls with retries, money, and the
// frame of every page: session, bet form, state polling, last and recent rounds.

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

const ticket = takeTicket();

let symbol = '';
const formatter = new Intl.NumberFormat(document.documentElement.lang || 'en', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function setCurrencySymbol(value) {
  symbol = value;
}

/** Minor units as "P 1,234.50". */
export function money(minor) {
  return `${symbol} ${formatter.format(minor / 100)}`.trim();
}

class CallError extends Error {
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
async function call(path, body) {
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

const newRequestId = () =>
  globalThis.crypto?.randomUUID?.() ??
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

function showError(error) {
  const code = error instanceof CallError ? error.code : 'errorGeneric';
  $('error').textContent = strings[code] ?? strings.errorGeneric;
}

function clearError() {
  $('error').textContent = '';
}

function setStatus(text) {
  $('status').textContent = text;
}

/** A new element with a class and text. */
export function element(tag, className, text = '') {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.textContent = text;
  return node;
}

/** A table's latest results: their heading and one list item per line. */
export function resultsList(lines) {
  const list = element('ol', 'results');
  list.append(...lines.map((line) => element('li', '', line)));
  return [element('h2', '', strings.results), list];
}

const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const suits = ['♠', '♥', '♦', '♣'];

/** A card 0–51 (rank = card % 13, ace first; suit = card / 13) as "10♥". */
export const cardText = (card) => `${ranks[card % 13]}${suits[Math.floor(card / 13) % 4]}`;

let shownBalance;

/** Shows the balance; when it changes, tells the site framing the game so its header follows. */
function setBalance(minor) {
  $('balance').textContent = money(minor);
  if (shownBalance !== undefined && minor !== shownBalance && window.parent !== window) {
    window.parent.postMessage({ type: 'playsite:balance-changed' }, window.location.origin);
  }
  shownBalance = minor;
}

/* What one page is playing: how it words a bet, its recent rounds, the status each was last seen in. */
let describe = (round) => round.roundId.split(':').pop();
let recent = [];
const seen = new Map();
/* The bet button's inputs: a bet on its way, whether bets are taken now. */
let busy = false;
let betsOpen = () => false;

/** Rounds seen open (`seen`: id -> status) that have since settled or been refunded: said aloud. */
function announceSettled(rounds) {
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
function showLastRound(round) {
  $('last-stake').textContent = money(round.stake);
  $('last-win').textContent = money(round.win);
  $('last-round-id').textContent = round.roundId;
}

function fillStakes(stakes) {
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

/** Recent rounds, newest first, with `describe` giving each bet in words. */
function showRounds(rounds) {
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

function listRounds(rounds) {
  recent = rounds.slice(0, 10);
  showRounds(recent);
}

/** Opens a game page: the session (mode, balance, stakes), its recent rounds and the last one. */
async function openGame() {
  const session = await call('/play/api/session');
  setCurrencySymbol(session.currencySymbol);
  setBalance(session.balance);
  fillStakes(session.stakes);
  if (session.accountType === 0) {
    $('mode').hidden = false;
    $('mode').textContent = strings.freePlay;
  }
  for (const round of session.rounds) seen.set(round.roundId, round.status);
  listRounds(session.rounds);
  if (session.rounds[0]) showLastRound(session.rounds[0]);
  return session;
}

/**
 * Starts a game page: opens it, then `setup(session)` builds the table and the bet form. A failure
 * is shown on the page. `describeRound` gives a round's bet in words, in the round list.
 */
export function startGame(describeRound, setup) {
  describe = describeRound;
  openGame().then(setup).catch(showError);
}

/**
 * Sends one bet, one at a time: POSTs `body(requestId)` to `path` (one request id per bet, reused
 * by the retries inside `call`), shows the balance and round answered and the status
 * `report(round, answer)` words. Resolves to the answer, or undefined when refused or busy.
 */
export async function placeBet(path, body, report) {
  if (busy) return undefined;
  const button = $('play');
  busy = true;
  syncButton();
  button.setAttribute('aria-busy', 'true');
  clearError();
  setStatus(strings.working);
  try {
    const answer = await call(path, body(newRequestId()));
    const { round } = answer;
    setBalance(answer.balance);
    showLastRound(round);
    seen.set(round.roundId, round.status);
    if (!recent.some((one) => one.roundId === round.roundId)) listRounds([round, ...recent]);
    setStatus(report(round, answer));
    return answer;
  } catch (error) {
    setStatus('');
    showError(error);
    return undefined;
  } finally {
    busy = false;
    syncButton();
    button.removeAttribute('aria-busy');
  }
}

/**
 * The bet form: each submit is a bet (`placeBet`) of `body({ stake, requestId })`. `ready()` may
 * stop a submit (an invalid field); `open()` says whether bets are taken now (the button's state
 * between bets).
 */
export function onBet({ path, body = (bet) => bet, report, ready = () => true, open = () => true }) {
  betsOpen = open;
  syncButton();
  $('bet').addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy || !open() || !ready()) return;
    void placeBet(path, (requestId) => body({ stake: Number($('stake').value), requestId }), report);
  });
}

/** The bet button works while bets are open and no bet is on its way. */
function syncButton() {
  $('play').disabled = busy || !betsOpen();
}

/**
 * Reads a state call now and every `everyMs`: `draw(state)` shows the table, then the balance,
 * the recent rounds and those that settled since are shown. Resolves after the first read.
 */
export async function poll(path, everyMs, draw) {
  const refresh = async () => {
    try {
      const state = await call(path);
      draw(state);
      syncButton();
      setBalance(state.balance);
      listRounds(state.rounds);
      announceSettled(state.rounds);
    } catch (error) {
      showError(error);
    }
  };
  const loop = async () => {
    await refresh();
    setTimeout(loop, everyMs);
  };
  await loop();
}
