// Event lists and an event's markets. Odds sit in fixed-width cells, so a price update changes
// text in place and never moves the page (patchEvents).

import { el } from './dom.js';
import { clockText, eventName, marketName, selectionName, t, time } from './i18n.js';
import { formatOdds } from './odds.js';

const shortLabels = { home: '1', draw: 'X', away: '2' };

export const selectionKey = (eventId, marketId, selectionId) => `${eventId}|${marketId}|${selectionId}`;

/** One odds cell: the selection's name (short in lists), its price, pressed when on the slip. */
function oddsButton(event, market, selection, { short, format, picked }) {
  const name = selectionName(market.spec, selection, event);
  const label = short ? undefined : selectionName(market.spec, selection, event, true);
  const key = selectionKey(event.id, market.id, selection.id);
  const closed = selection.odds100 === undefined || Boolean(market.suspended);
  const price = selection.odds100 === undefined ? '–' : formatOdds(selection.odds100 / 100, format);
  return el(
    'button',
    {
      type: 'button',
      class: 'odds',
      dataset: { key, odds100: selection.odds100 ?? '', name },
      'aria-pressed': String(picked.has(key)),
      'aria-label': `${name} ${price}`,
      disabled: closed,
    },
    el(
      'span',
      { class: 'sel' },
      short && shortLabels[selection.id] ? shortLabels[selection.id] : (label ?? name),
    ),
    el('span', { class: 'price' }, closed && market.suspended ? '🔒' : price),
  );
}

function scoreLine(event) {
  const live = event.live ?? {};
  const [home, away] = live.score ?? ['', ''];
  return el(
    'span',
    { class: 'teams' },
    el(
      'span',
      { class: 'team' },
      live.server === 'home' ? el('span', { class: 'serve', 'aria-hidden': 'true' }, '• ') : '',
      event.home?.name ?? '',
    ),
    el('span', { class: 'score', dataset: { side: 'home' } }, String(home)),
    el(
      'span',
      { class: 'team' },
      live.server === 'away' ? el('span', { class: 'serve', 'aria-hidden': 'true' }, '• ') : '',
      event.away?.name ?? '',
    ),
    el('span', { class: 'score', dataset: { side: 'away' } }, String(away)),
  );
}

function metaLine(event) {
  const live = event.live ?? {};
  const when =
    live.status === 'live' || live.status === 'ended'
      ? el('span', { class: 'clock' }, clockText(live))
      : live.status === 'cancelled'
        ? el('span', { class: 'clock' }, t('clock.cancelled'))
        : el(
            'time',
            { datetime: new Date(event.startsAt).toISOString() },
            t(event.kind === 'outright' ? 'closes' : 'starts', { time: time(event.startsAt) }),
          );
  const suspended = event.markets?.find((m) => m.suspended)?.suspended;
  return el(
    'div',
    { class: 'meta' },
    el('span', { class: 'league' }, event.leagueName),
    when,
    el('span', { class: 'detail' }, live.detail ?? ''),
    el('span', { class: 'badge', hidden: !suspended }, suspended ? t(suspended.reason) : t('suspended')),
  );
}

/** The list of a view: each event with its main market (outrights: every team). */
export function eventList(events, options) {
  if (events.length === 0) return el('p', { class: 'note' }, t('noEvents'));
  return el(
    'ul',
    { class: 'events' },
    events.map((event) => {
      const market = event.markets?.[0];
      return el(
        'li',
        { class: 'event', dataset: { id: event.id } },
        metaLine(event),
        event.kind === 'outright'
          ? el('h3', { class: 'outright-name' }, `${event.leagueName} ${event.season ?? ''}`)
          : el(
              'button',
              {
                type: 'button',
                class: 'event-name',
                dataset: { open: event.id },
                'aria-label': `${eventName(event)} — ${t('allMarkets')}`,
              },
              scoreLine(event),
            ),
        market
          ? el(
              'div',
              {
                class: `market-row cells-${market.selections.length > 3 ? 'many' : market.selections.length}`,
                role: 'group',
                'aria-label': marketName(market.spec),
              },
              market.selections.map((s) =>
                oddsButton(event, market, s, { ...options, short: event.kind === 'match' }),
              ),
            )
          : null,
      );
    }),
  );
}

/** One event with every market. */
export function eventDetail(event, options) {
  return el(
    'article',
    { class: 'detail-view', dataset: { id: event.id } },
    el('button', { type: 'button', class: 'back', dataset: { back: '1' } }, `← ${t('back')}`),
    metaLine(event),
    el('h2', { class: 'detail-title' }, event.kind === 'match' ? scoreLine(event) : eventName(event)),
    event.markets.length === 0 ? el('p', { class: 'note' }, t('slip.closed')) : null,
    event.markets.map((market) =>
      el(
        'section',
        { class: 'market', 'aria-label': marketName(market.spec) },
        el('h3', {}, marketName(market.spec)),
        el(
          'div',
          { class: `grid ${market.selections.length > 3 ? 'wide' : ''}` },
          market.selections.map((s) => oddsButton(event, market, s, { ...options, short: false })),
        ),
      ),
    ),
  );
}

/** The shape of a list: when it is the same, prices and clocks are patched in place. */
export const listShape = (events) =>
  events
    .map((e) => `${e.id}:${(e.markets ?? []).map((m) => `${m.id}/${m.selections.length}`).join(',')}`)
    .join(';');

/**
 * Updates prices, locks, clocks and scores in place; marks a price that moved (`up` / `down`
 * for a moment). Answers the keys whose odds changed.
 */
export function patchEvents(container, events, format) {
  const changed = [];
  for (const event of events) {
    const row = container.querySelector(`[data-id="${CSS.escape(event.id)}"]`);
    if (!row) continue;
    const meta = row.querySelector('.meta');
    if (meta) meta.replaceWith(metaLine(event));
    const [home, away] = event.live?.score ?? ['', ''];
    for (const [side, value] of [
      ['home', home],
      ['away', away],
    ]) {
      const cell = row.querySelector(`.score[data-side="${side}"]`);
      if (cell && cell.textContent !== String(value)) cell.textContent = String(value);
    }
    for (const market of event.markets ?? []) {
      for (const selection of market.selections) {
        const key = selectionKey(event.id, market.id, selection.id);
        const button = row.querySelector(`[data-key="${CSS.escape(key)}"]`);
        if (!button) continue;
        const before = Number(button.dataset.odds100) || undefined;
        const closed = selection.odds100 === undefined || Boolean(market.suspended);
        button.disabled = closed;
        const price = selection.odds100 === undefined ? '–' : formatOdds(selection.odds100 / 100, format);
        const text = closed && market.suspended ? '🔒' : price;
        const cell = button.querySelector('.price');
        if (cell.textContent !== text) cell.textContent = text;
        button.setAttribute('aria-label', `${button.dataset.name} ${price}`);
        if (before !== selection.odds100) {
          button.dataset.odds100 = selection.odds100 ?? '';
          if (before && selection.odds100) {
            button.classList.remove('up', 'down');
            button.classList.add(selection.odds100 > before ? 'up' : 'down');
            setTimeout(() => button.classList.remove('up', 'down'), 1500);
            changed.push(key);
          }
        }
      }
    }
  }
  return changed;
}
