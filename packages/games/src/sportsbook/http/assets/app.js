// The sportsbook page: sport tabs, live / upcoming / outrights / results / my bets, an event's
// markets, the bet slip (a bottom sheet on a phone), the odds format. Lists are polled; prices
// update in place and changes on the slip are announced politely, at most every few seconds.

// The brand's look as the casino pages take it (the launch's `theme`, kept for the tab).
import '/assets/theme.js';
import { get, launch } from './api.js';
import { betList, loadBets } from './bets.js';
import { $, el, selectTab, tablist } from './dom.js';
import { eventName, marketName, money, selectionName, setCurrency, t } from './i18n.js';
import { oddsFormats } from './odds.js';
import { eventDetail, eventList, listShape, patchEvents } from './render.js';
import { pickedKeys, refreshQuote, renderSlip, slip, slipCount, toggle } from './slip.js';

// Opened from the ESPORTS lane (`?lane=esports`), the page shows the esports only; `?sport=` opens one sport.
const address = new URLSearchParams(location.search);
const lane = ['sports', 'esports'].includes(address.get('lane')) ? address.get('lane') : undefined;
const views = ['live', 'upcoming', 'outrights', 'results', 'myBets'];
const state = {
  sport: address.get('sport') ?? 'all',
  view: views.includes(address.get('view')) ? address.get('view') : 'live',
  event: undefined,
  betsState: 'open',
  format: oddsFormats.includes(localStorage.getItem('sportsbook.format'))
    ? localStorage.getItem('sportsbook.format')
    : 'decimal',
  events: [],
  shape: '',
};
if (launch.currency) setCurrency(launch.currency);
if (launch.mode && launch.mode !== 'real') $('mode').hidden = false;

// Polite announcements, throttled: one every 4 s at most, the latest text wins.
let lastSaid = 0;
let pending;
function announce(text, urgent = false) {
  const say = () => {
    lastSaid = Date.now();
    $('announcer').textContent = text;
  };
  clearTimeout(pending);
  if (urgent || Date.now() - lastSaid > 4000) say();
  else pending = setTimeout(say, 4000 - (Date.now() - lastSaid));
}

const list = $('list');
const format = $('odds-format');
format.value = state.format;
format.addEventListener('change', () => {
  state.format = format.value;
  localStorage.setItem('sportsbook.format', state.format);
  state.shape = '';
  refresh();
  drawSlip();
});

async function loadSports() {
  const sports = await get('/api/sports/sports').catch(() => []);
  const tabs = $('sport-tabs');
  const all = el(
    'button',
    { type: 'button', role: 'tab', dataset: { sport: 'all' }, 'aria-selected': 'true', tabindex: 0 },
    t('sports.all'),
  );
  tabs.replaceChildren(
    all,
    ...sports.map((sport) =>
      el(
        'button',
        { type: 'button', role: 'tab', dataset: { sport: sport.id }, 'aria-selected': 'false', tabindex: -1 },
        t(`sport.${sport.id}`),
        sport.live > 0
          ? el(
              'span',
              { class: 'count', 'aria-label': `${t('view.live')} ${sport.live}` },
              String(sport.live),
            )
          : null,
      ),
    ),
  );
}

tablist($('sport-tabs'), (tab) => {
  selectTab($('sport-tabs'), tab);
  state.sport = tab.dataset.sport;
  state.event = undefined;
  state.shape = '';
  refresh();
});
tablist($('view-tabs'), (tab) => {
  selectTab($('view-tabs'), tab);
  list.setAttribute('aria-labelledby', tab.id);
  state.view = tab.dataset.view;
  state.event = undefined;
  state.shape = '';
  refresh();
});

function eventsPath() {
  const sport =
    state.sport === 'all' ? (lane ? `&lane=${lane}` : '') : `&sport=${encodeURIComponent(state.sport)}`;
  if (state.view === 'outrights') return `/api/sports/events?state=upcoming&kind=outright${sport}`;
  const which = { live: 'live', upcoming: 'upcoming', results: 'ended' }[state.view];
  return `/api/sports/events?state=${which}${sport}&limit=60`;
}

let refreshing = false;
async function refresh() {
  if (refreshing) return;
  refreshing = true;
  try {
    if (state.view === 'myBets') {
      const bets = await loadBets(state.betsState);
      list.replaceChildren(
        betTabs(),
        betList(bets, state.betsState, { format: state.format, onChange: refresh, announce }),
      );
      return;
    }
    const events = state.event
      ? [await get(`/api/sports/events/${encodeURIComponent(state.event)}`)]
      : await get(eventsPath());
    state.events = events;
    const shape = `${state.event ?? ''}|${listShape(events)}`;
    const options = { format: state.format, picked: pickedKeys() };
    if (shape !== state.shape) {
      const focused = document.activeElement?.dataset?.key;
      list.replaceChildren(state.event ? eventDetail(events[0], options) : eventList(events, options));
      state.shape = shape;
      if (focused) list.querySelector(`[data-key="${CSS.escape(focused)}"]`)?.focus();
    } else {
      patchEvents(list, events, state.format);
    }
  } catch {
    list.replaceChildren(el('p', { class: 'note' }, t('error')));
    state.shape = '';
  } finally {
    refreshing = false;
  }
}

function betTabs() {
  return el(
    'div',
    { class: 'subtabs', role: 'group', 'aria-label': t('view.myBets') },
    ['open', 'settled'].map((which) =>
      el(
        'button',
        {
          type: 'button',
          'aria-pressed': String(state.betsState === which),
          onclick: () => {
            state.betsState = which;
            refresh();
          },
        },
        t(`bets.${which}`),
      ),
    ),
  );
}

list.addEventListener('click', (event) => {
  const open = event.target.closest('[data-open]');
  if (open) {
    state.event = open.dataset.open;
    state.shape = '';
    refresh().then(() => $('main').focus());
    return;
  }
  if (event.target.closest('[data-back]')) {
    state.event = undefined;
    state.shape = '';
    refresh();
    return;
  }
  const button = event.target.closest('button.odds');
  if (!button || button.disabled) return;
  const [eventId, marketId, selectionId] = button.dataset.key.split('|');
  const ev = state.events.find((e) => e.id === eventId);
  const market = ev?.markets.find((m) => m.id === marketId);
  const selection = market?.selections.find((s) => s.id === selectionId);
  if (!ev || !market || !selection?.odds100) return;
  const label = {
    event: eventName(ev),
    market: marketName(market.spec),
    selection: selectionName(market.spec, selection, ev),
  };
  const added = toggle({
    eventId,
    marketId,
    selectionId,
    odds100: selection.odds100,
    phase: market.inPlay ? 'live' : 'prematch',
    label,
  });
  button.setAttribute('aria-pressed', String(added));
  announce(t(added ? 'added' : 'removed', { selection: label.selection }));
  slipChanged();
});

// The slip: a bottom sheet on a phone (toggle), a side panel on a wide screen.
const sheet = $('slip');
const toggleButton = $('slip-toggle');
function setSheet(open) {
  sheet.classList.toggle('open', open);
  toggleButton.setAttribute('aria-expanded', String(open));
  if (open) $('slip-close').focus();
  else toggleButton.focus();
}
toggleButton.addEventListener('click', () => setSheet(!sheet.classList.contains('open')));
$('slip-close').addEventListener('click', () => setSheet(false));
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && sheet.classList.contains('open')) setSheet(false);
});

function drawSlip(options = {}) {
  const caret = options.keepFocus ? $('stake')?.selectionStart : undefined;
  renderSlip($('slip-body'), { format: state.format, onChange: slipChanged, onPlaced, announce });
  toggleButton.textContent = t('slip.open', { count: slipCount() });
  if (options.keepFocus) {
    const input = $('stake');
    input?.focus();
    if (caret !== undefined) input?.setSelectionRange(caret, caret);
  }
}

let quoteTimer;
function slipChanged(options = {}) {
  drawSlip(options);
  if (options.quoteless) return;
  clearTimeout(quoteTimer);
  quoteTimer = setTimeout(async () => {
    const moved = await refreshQuote();
    announceMoves(moved);
    drawSlip({ keepFocus: document.activeElement?.id === 'stake' });
  }, 250);
}

function announceMoves(moved) {
  if (moved.length === 1) {
    const leg = slip.legs.find(
      (l) =>
        l.eventId === moved[0].eventId &&
        l.marketId === moved[0].marketId &&
        l.selectionId === moved[0].selectionId,
    );
    announce(
      t('announce.odds', {
        selection: leg?.label.selection ?? '',
        odds: (moved[0].current / 100).toFixed(2),
      }),
    );
  } else if (moved.length > 1) announce(t('announce.oddsMany', { count: moved.length }));
}

function onPlaced() {
  state.shape = '';
  refresh();
  loadBalance();
}

// The wallet's balance (the platform's): on open, after a bet or a cash-out, every 15 s.
let balanceAt = 0;
async function loadBalance() {
  balanceAt = Date.now();
  const answer = await get('/api/sports/balance').catch(() => undefined);
  if (answer) $('balance').textContent = money(answer.balance);
}

// Polling: live lists and the slip every 3 s, other views every 15 s.
async function tick() {
  await refresh();
  if (slip.legs.length > 0) {
    const moved = await refreshQuote();
    announceMoves(moved);
    // Not while the member is in the slip: a redraw would take their focus.
    if (!sheet.contains(document.activeElement)) drawSlip();
  }
  if (Date.now() - balanceAt > 15000 || state.view === 'myBets') loadBalance();
  setTimeout(tick, state.view === 'live' || state.event ? 3000 : 15000);
}

await loadSports();
// Opened on one sport or view (the game the lobby launched): its tabs are the selected ones.
const sportTab = $('sport-tabs').querySelector(`[data-sport="${CSS.escape(state.sport)}"]`);
if (sportTab) selectTab($('sport-tabs'), sportTab);
else state.sport = 'all';
const viewTab = $('view-tabs').querySelector(`[data-view="${state.view}"]`);
selectTab($('view-tabs'), viewTab);
list.setAttribute('aria-labelledby', viewTab.id);
loadBalance();
drawSlip();
slipChanged();
tick();
