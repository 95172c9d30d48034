import './theme.js';
import { CallError, call, newRequestId, token } from './api.js';
import { $, boot, el, prettify, say, strings } from './dom.js';
import { drawViews } from './draws/index.js';
import { picksOf, rememberPicks } from './draws/picked.js';
import { extraValues, kindMoves, kindViews, showExtraField } from './minis.js';
import { formatValue, money, setCurrency } from './money.js';
import { showInstantFair, showRules, showTableFair } from './panels.js';
import { clearPicks, picks, showPicker } from './picks.js';
import { slotControls } from './slot/controls.js';
import { createSlotMachine } from './slot/machine.js';
import { currentStake, optionById, selectedOption, setupBetForm } from './stakes.js';
import { createTable } from './table/table.js';
import { drawView, shortView } from './views.js';

// The game page: one shell for every game. Instant games play a round per press (multi-step
// rounds go on with the decisions their view offers); scheduled games show the table's countdown,
// take bets while it is open and report each bet when its round is settled.

const scheduled = boot.mode === 'scheduled';
let game;
let session;
let busy = false;
let openRound;
let tableState;
let lobbyUrl;
/** The drawn slot machine of a slot game (its boot carries the reels). */
let machine;
let controls;
/** The drawn table of a scheduled game with betting spots. */
let table;

const optionLabel = (id) => {
  const option = optionById(id);
  return option ? say(option.label, option.labelValues ?? {}, formatValue) : undefined;
};
const symbolName = (id) => strings[`symbol.${id}`] ?? prettify(id);
const context = { optionLabel, symbolName };
/** The context of a view: the kind's own drawing, and moves while the round is open. */
const viewContext = (open) => ({
  ...context,
  special: kindViews[game?.kind] ?? drawViews[game?.kind],
  ...(open ? { act: (move) => act(move), pick: (index) => act({ type: 'reveal', index }) } : {}),
});

function setStatus(text) {
  $('status').textContent = text ?? '';
}

function clearError() {
  $('error').replaceChildren();
}

/** A refusal in words, with what to do; a session that ended also offers the way back. */
function showError(error) {
  const code = error instanceof CallError ? error.code : 'errorGeneric';
  const values = error instanceof CallError ? error.values : {};
  const text = strings[code] ? say(code, values, formatValue) : strings.errorGeneric;
  const box = $('error');
  box.replaceChildren(el('p', '', text));
  if ((code === 'session.ended' || code.startsWith('game.')) && lobbyUrl) {
    const link = el('a', 'lobby', strings.backToLobby);
    link.href = lobbyUrl;
    link.target = '_top';
    box.append(link);
  }
  if (code === 'session.ended') {
    for (const control of document.querySelectorAll(
      '#controls button, #controls input, #controls select, #actions button',
    ))
      control.disabled = true;
  }
  if (values && typeof values.count === 'number' && /picks|numbers/.test(code)) showPicker(values, code);
  if (code === 'wallet.notEnoughMoney' && typeof values.balance === 'number') showBalance(values.balance);
}

let shownBalance;
function showBalance(minor) {
  if (typeof minor !== 'number') return;
  const node = $('balance');
  node.textContent = money(minor);
  node.dataset.balance = String(minor);
  // The site framing the game refreshes its header: nothing but the event's name is sent.
  if (shownBalance !== undefined && minor !== shownBalance && window.parent !== window)
    window.parent.postMessage({ type: 'playsite:balance-changed' }, '*');
  shownBalance = minor;
}

async function refreshBalance() {
  try {
    showBalance((await call('/api/balance', {})).balance);
  } catch {
    // The next answer brings it.
  }
}

function syncPlay() {
  const open = scheduled ? tableState?.phase === 'betting' : !openRound;
  if (controls) {
    controls.sync({ busy, ready: open && Boolean(selectedOption()) });
    return;
  }
  $('play').disabled = busy || !open || !selectedOption();
  $('play').setAttribute('aria-busy', busy ? 'true' : 'false');
}

/** One round reference, copyable. */
function refNode(ref) {
  const wrap = el('span', 'ref');
  const codeNode = el('code', '', ref);
  const copy = el('button', 'copy', strings.copy);
  copy.type = 'button';
  copy.setAttribute('aria-label', `${strings.copy} ${strings.roundRef} ${ref}`);
  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(ref);
      copy.textContent = strings.copied;
      setTimeout(() => {
        copy.textContent = strings.copy;
      }, 1500);
    } catch {
      window.getSelection()?.selectAllChildren(codeNode);
    }
  });
  wrap.append(el('span', 'muted', `${strings.roundRef} `), codeNode, copy);
  return wrap;
}

function listRounds(rounds) {
  const list = $('rounds');
  if (rounds.length === 0) {
    list.replaceChildren(el('li', '', strings.noRounds));
    return;
  }
  list.replaceChildren(
    ...rounds.map((round) => {
      const item = el('li', round.win > 0 ? 'won' : '');
      item.append(
        refNode(round.round),
        el('span', '', ` · ${strings.staked} ${money(round.stake)} · ${strings.won} ${money(round.win)}`),
      );
      return item;
    }),
  );
}

let rounds = [];

/** Decisions a multi-step round offers: its view's `actions` (ids or { type, … }). */
function showDecisions(round) {
  const section = $('decisions');
  const offered = Array.isArray(round?.view?.actions)
    ? round.view.actions
    : kindMoves(game.kind, round?.view ?? {});
  const actions = round && !round.done ? offered : [];
  section.hidden = actions.length === 0;
  const buttons = actions.map((action) => {
    const { label, ...move } = typeof action === 'string' ? { type: action } : action;
    const button = el(
      'button',
      'action',
      say(label ?? `action.${move.type}`, move, formatValue, [`${game.kind}.action.${move.type}`]),
    );
    button.type = 'button';
    button.addEventListener('click', () => act(move));
    return button;
  });
  $('actions').replaceChildren(...buttons);
  buttons[0]?.focus();
}

function showRound(answer) {
  openRound = answer.done ? undefined : answer;
  if (!machine || !Array.isArray(answer.view?.spins))
    $('stage').replaceChildren(drawView(answer.view, viewContext(Boolean(openRound))));
  showDecisions(answer);
  const values = { round: answer.round, stake: money(answer.stake), win: money(answer.win) };
  setStatus(say(answer.done ? (answer.win > 0 ? 'roundWon' : 'roundLost') : 'roundOpen', values));
  if (answer.winPending) setStatus(`${$('status').textContent} ${say('winPending', values)}`);
  if (answer.balance !== undefined) showBalance(answer.balance);
  else void refreshBalance();
  if (answer.done) {
    rounds = [answer, ...rounds.filter((one) => one.round !== answer.round)].slice(0, 20);
    listRounds(rounds);
    void refreshFair();
  }
  syncPlay();
}

async function refreshFair() {
  if (scheduled) return;
  try {
    showInstantFair(await call('/api/fair', {}), { onError: showError, onStatus: setStatus });
  } catch {
    // Shown again after the next round.
  }
}

async function act(move) {
  if (busy || !openRound) return;
  busy = true;
  clearError();
  setStatus(strings.working);
  for (const button of document.querySelectorAll('#actions button')) button.disabled = true;
  try {
    showRound(
      await call(`/api/round/${encodeURIComponent(openRound.round)}/act`, {
        action: move,
        requestId: newRequestId(),
      }),
    );
  } catch (error) {
    setStatus('');
    showError(error);
    if (error instanceof CallError && error.code === 'round.unknown') openRound = undefined;
    showDecisions(openRound);
  } finally {
    busy = false;
    syncPlay();
  }
}

function betOf() {
  const option = selectedOption();
  const stake = currentStake();
  if (!option || !Number.isSafeInteger(stake) || stake <= 0) return undefined;
  const chosen = picks();
  const extra = { ...extraValues(), ...(chosen.length > 0 ? { picks: chosen, numbers: chosen } : {}) };
  return { option: option.id, stake, ...(Object.keys(extra).length > 0 ? { extra } : {}) };
}

async function submit(event) {
  event.preventDefault();
  if (machine?.spinning) {
    machine.quickStop();
    return;
  }
  if (busy) return;
  const bet = betOf();
  if (!bet) {
    showError(new CallError('bet.choose'));
    return;
  }
  busy = true;
  syncPlay();
  clearError();
  setStatus(strings.working);
  try {
    const requestId = newRequestId();
    if (scheduled) {
      const answer = await call(`/api/table/${encodeURIComponent(boot.gameCode)}/bet`, { bet, requestId });
      if (answer.balance !== undefined) showBalance(answer.balance);
      rememberPicks(answer.bet.round, bet.extra?.picks);
      setStatus(
        say('betPlaced', {
          option: optionLabel(bet.option),
          stake: money(bet.stake),
          round: answer.bet.round,
        }),
      );
      void refreshBets();
    } else if (machine) await spinRound(bet, requestId);
    else showRound(await call('/api/round', { gameCode: boot.gameCode, bet, requestId }));
  } catch (error) {
    setStatus('');
    showError(error);
  } finally {
    busy = false;
    syncPlay();
    if (!table) $('play').focus();
  }
}

/** A slot round: the reels start at the press, land on the round's stops, then the round is shown. */
async function spinRound(bet, requestId) {
  machine.wait();
  let answer;
  try {
    answer = await call('/api/round', { gameCode: boot.gameCode, bet, requestId });
  } catch (error) {
    await machine.play({ spins: [], win: 0 });
    throw error;
  }
  if (answer.balance !== undefined) showBalance(answer.balance - answer.win);
  busy = false;
  controls.sync({ busy, ready: true, spinning: true });
  const said = await machine.play(answer.view);
  showRound(answer);
  if (said.length > 0) setStatus(`${$('status').textContent} ${said.join('. ')}`);
}

// Scheduled tables: the state every second, a countdown between reads, bets reported when settled.

let stateAt = 0;
let lastPhase;
let lastDrawn;
const reported = new Set();
/** A bet's own key: its round reference and its number in that round. */
const betKey = (bet) => `${bet.bet}:${bet.index}`;
let bets = [];

function showBets() {
  table?.showBets(bets, tableState?.round);
  const list = $('rounds');
  if (bets.length === 0) {
    list.replaceChildren(el('li', '', strings.noRounds));
    return;
  }
  list.replaceChildren(
    ...bets.map((bet) => {
      const item = el('li', bet.win > 0 ? 'won' : '');
      const status = bet.status === 'settled' ? strings.statusSettled : strings.statusOpen;
      item.append(
        refNode(bet.bet),
        el(
          'span',
          '',
          ` · ${say('tableRound', { round: bet.round })} · ${optionLabel(bet.option) ?? bet.option} · ${strings.staked} ${money(bet.stake)}${
            bet.status === 'settled' ? ` · ${strings.won} ${money(bet.win ?? 0)}` : ''
          } · ${status}`,
        ),
      );
      return item;
    }),
  );
}

async function refreshBets() {
  try {
    const answer = await call(`/api/table/${encodeURIComponent(boot.gameCode)}/mine`, {});
    const settledNow = answer.bets.filter((bet) => bet.status === 'settled' && !reported.has(betKey(bet)));
    for (const bet of settledNow) {
      reported.add(betKey(bet));
      if (bets.some((known) => betKey(known) === betKey(bet) && known.status === 'open'))
        setStatus(
          say(bet.win > 0 ? 'betWon' : 'betLost', {
            round: bet.round,
            option: optionLabel(bet.option) ?? bet.option,
            win: money(bet.win ?? 0),
          }),
        );
    }
    bets = answer.bets;
    showBets();
    if (settledNow.length > 0) void refreshBalance();
  } catch {
    // The next round's read tries again.
  }
}

function showCountdown() {
  if (!tableState) return;
  const left = Math.max(0, tableState.msLeft - (performance.now() - stateAt));
  const seconds = Math.ceil(left / 1000);
  const betting = tableState.phase === 'betting';
  $('countdown-round').textContent = say('tableRound', { round: tableState.round });
  $('countdown-phase').textContent = strings[betting ? 'phaseBetting' : 'phaseResult'];
  $('countdown-time').textContent = say(betting ? 'closesIn' : 'nextIn', { seconds });
  const total = betting ? tableState.bettingMs : tableState.roundMs - tableState.bettingMs;
  $('countdown-fill').style.setProperty('--done', String(1 - left / Math.max(total, 1)));
  $('countdown').dataset.phase = tableState.phase;
}

function showResults(results) {
  const list = $('results');
  if (results.length === 0) {
    list.replaceChildren(el('li', '', strings.noResults));
    return;
  }
  list.replaceChildren(
    ...results.map((result) => {
      const item = el('li', 'result');
      item.append(
        el('strong', '', say('tableRound', { round: result.round })),
        el('span', '', ` ${shortView(result.view, context)}`),
      );
      return item;
    }),
  );
}

async function readTable() {
  try {
    tableState = await call(`/api/table/${encodeURIComponent(boot.gameCode)}`);
    stateAt = performance.now();
    const shown = tableState.result ?? tableState.results[0];
    if (table) {
      if (shown) table.showResult(shown.round, shown.view, { deal: lastDrawn !== undefined });
      lastDrawn = shown?.round ?? null;
      table.showRoad(tableState.results);
      table.setOpen(tableState.phase === 'betting');
      table.showBets(bets, tableState.round);
    } else if (shown && shown.round !== lastDrawn) {
      lastDrawn = shown.round;
      $('stage').replaceChildren(
        el('h2', 'stage-title', say('tableRound', { round: shown.round })),
        drawView(shown.view, { ...viewContext(false), picks: picksOf(shown.round) }),
      );
    } else if (!shown && lastDrawn === undefined)
      $('stage').replaceChildren(el('p', 'muted', strings.noResults));
    showResults(tableState.results);
    showTableFair(tableState);
    if (lastPhase !== tableState.phase) {
      if (tableState.phase === 'result' && bets.some((bet) => bet.status === 'open'))
        setTimeout(refreshBets, 1200);
      lastPhase = tableState.phase;
    }
    showCountdown();
    syncPlay();
  } catch (error) {
    showError(error);
  }
  const left = tableState ? tableState.msLeft : 1000;
  setTimeout(readTable, Math.min(1000, Math.max(200, left + 50)));
}

/** A table with spots: a tap on a spot chooses that bet and places the chosen chip on it. */
function setupTable() {
  if (game.betOptions.length > 12) return;
  const screen = drawViews[game.kind];
  table = createTable(game, {
    optionLabel,
    ...(screen ? { screen: (view) => screen.draw(view, context) } : {}),
    onSpot: (id) => {
      document.querySelector(`#option-list [data-option="${CSS.escape(id)}"]`)?.click();
      void submit(new Event('submit'));
    },
  });
  if (!table.hasSpots) {
    table = undefined;
    return;
  }
  document.body.dataset.machine = 'table';
  $('options').hidden = true;
  $('play').hidden = true;
  $('stake-hint').before(el('p', 'hint', strings['table.tapSpot']));
  $('stage').replaceChildren(table.root);
}

async function start() {
  $('language').addEventListener('change', (event) => {
    const url = new URL(window.location.href);
    url.searchParams.set('lang', event.target.value);
    window.location.assign(url.toString());
  });
  if (!token) {
    $('stage').replaceChildren();
    showError(new CallError('session.ended'));
    return;
  }
  try {
    [game, session] = await Promise.all([
      call(`/api/game/${encodeURIComponent(boot.gameCode)}`),
      call('/api/session', {}),
    ]);
  } catch (error) {
    $('stage').replaceChildren();
    showError(error);
    return;
  }
  setCurrency(session.currency);
  showBalance(session.balance);
  $('free-play').hidden = !session.freePlay;
  if (session.lobbyUrl && /^https?:/i.test(session.lobbyUrl)) {
    lobbyUrl = session.lobbyUrl;
    $('lobby').href = lobbyUrl;
    $('lobby').hidden = false;
  }
  setupBetForm(game, {
    onChange: () => {
      clearPicks();
      showExtraField(game.kind, selectedOption());
      syncPlay();
    },
  });
  showRules(game, optionLabel);
  $('controls').addEventListener('submit', submit);
  if (scheduled) {
    setupTable();
    bets = session.bets ?? [];
    for (const bet of bets) if (bet.status === 'settled') reported.add(betKey(bet));
    showBets();
    setInterval(showCountdown, 250);
    await readTable();
    return;
  }
  if (boot.slot) {
    machine = createSlotMachine(boot.slot, { symbolName });
    controls = slotControls({ machine, spin: () => submit(new Event('submit')) });
  }
  rounds = session.rounds ?? [];
  listRounds(rounds);
  showInstantFair(session.fair, { onError: showError, onStatus: setStatus });
  if (machine) $('stage').replaceChildren(machine.root);
  if (session.openRound) showRound(session.openRound);
  else if (!machine) $('stage').replaceChildren(el('p', 'muted', strings.readyToPlay));
  syncPlay();
}

void start();
