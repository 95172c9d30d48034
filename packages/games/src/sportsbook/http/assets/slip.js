// The bet slip: selections picked from the odds, singles / accumulator / system, stake, what to do
// when odds move, the quote (asked again on every change and while open), placement.

import { ApiError, post, requestId } from './api.js';
import { el } from './dom.js';
import { currencyDigits, money, t, toMinor } from './i18n.js';
import { formatOdds } from './odds.js';
import { selectionKey } from './render.js';

const saved = 'sportsbook.slip';
export const slip = Object.assign(
  { legs: [], kind: 'singles', stake: '', system: '', acceptOdds: 'higher' },
  JSON.parse(sessionStorage.getItem(saved) ?? '{}'),
);
let quote;
let busy = false;
let message;
const save = () => sessionStorage.setItem(saved, JSON.stringify(slip));
const quickStakes = [1, 5, 10, 50, 100];

export const pickedKeys = () =>
  new Set(slip.legs.map((l) => selectionKey(l.eventId, l.marketId, l.selectionId)));

/** Adds a selection, or takes it off when it is there. Answers true when added. */
export function toggle(leg) {
  message = undefined;
  const key = selectionKey(leg.eventId, leg.marketId, leg.selectionId);
  const at = slip.legs.findIndex((l) => selectionKey(l.eventId, l.marketId, l.selectionId) === key);
  if (at >= 0) slip.legs.splice(at, 1);
  else slip.legs.push(leg);
  if (slip.legs.length < 2) slip.kind = 'singles';
  save();
  return at < 0;
}

/**
 * Asks the server to price the slip. Answers the legs whose odds moved since the last quote
 * (for the polite announcement).
 */
export async function refreshQuote() {
  if (slip.legs.length === 0) {
    quote = undefined;
    return [];
  }
  const before = new Map(
    (quote?.legs ?? []).map((l) => [selectionKey(l.eventId, l.marketId, l.selectionId), l.current]),
  );
  try {
    quote = await post('/api/sports/slip/quote', { slip: wireSlip() });
  } catch {
    return [];
  }
  return quote.legs.filter((l) => {
    const was = before.get(selectionKey(l.eventId, l.marketId, l.selectionId));
    return was !== undefined && l.current !== undefined && was !== l.current;
  });
}

function wireSlip() {
  const stake = toMinor(slip.stake || '0');
  return {
    kind: slip.kind,
    legs: slip.legs.map(({ eventId, marketId, selectionId, odds100, phase }) => ({
      eventId,
      marketId,
      selectionId,
      odds100,
      phase,
    })),
    stake: Number.isSafeInteger(stake) ? stake : 0,
    ...(slip.kind === 'system' && slip.system ? { system: slip.system } : {}),
    acceptOdds: slip.acceptOdds,
  };
}

const problemText = (p) => {
  const values = { ...(p.values ?? {}) };
  for (const name of ['min', 'max', 'left'])
    if (typeof values[name] === 'number') values[name] = money(values[name]);
  return t(p.key, values);
};

/** Draws the slip into its panel. `onChange` re-asks the quote; `onPlaced` refreshes my bets. */
export function renderSlip(body, { format, onChange, onPlaced, announce }) {
  const legs = slip.legs;
  const quoteLegs = new Map(
    (quote?.legs ?? []).map((l) => [selectionKey(l.eventId, l.marketId, l.selectionId), l]),
  );
  const changed = legs.some((l) => {
    const q = quoteLegs.get(selectionKey(l.eventId, l.marketId, l.selectionId));
    return q?.problem?.key === 'slip.oddsChanged';
  });
  const update = (patch) => {
    Object.assign(slip, patch);
    save();
    onChange();
  };
  body.replaceChildren(
    legs.length === 0
      ? el(
          'div',
          {},
          message ? el('p', { class: 'status', role: 'status' }, message) : null,
          el('p', { class: 'note' }, t('slip.none')),
        )
      : el(
          'div',
          {},
          el(
            'div',
            { class: 'kinds', role: 'radiogroup', 'aria-label': t('slip.kind') },
            ['singles', 'multi', 'system'].map((kind) =>
              el(
                'label',
                { class: 'kind' },
                el('input', {
                  type: 'radio',
                  name: 'slip-kind',
                  value: kind,
                  checked: slip.kind === kind,
                  disabled: kind !== 'singles' && legs.length < (kind === 'multi' ? 2 : 3),
                  onchange: () => update({ kind }),
                }),
                t({ singles: 'slip.singles', multi: 'slip.multi', system: 'slip.systemTab' }[kind]),
              ),
            ),
          ),
          el(
            'ul',
            { class: 'legs' },
            legs.map((leg) => {
              const q = quoteLegs.get(selectionKey(leg.eventId, leg.marketId, leg.selectionId));
              const odds = q?.current ?? leg.odds100;
              return el(
                'li',
                { class: `leg ${q?.problem ? 'has-problem' : ''}` },
                el(
                  'div',
                  { class: 'leg-text' },
                  el('strong', {}, leg.label.selection),
                  el('span', {}, leg.label.market),
                  el('span', { class: 'muted' }, leg.label.event),
                ),
                el('span', { class: 'leg-price' }, formatOdds(odds / 100, format)),
                el(
                  'button',
                  {
                    type: 'button',
                    class: 'icon',
                    'aria-label': t('slip.remove', { name: leg.label.selection }),
                    onclick: () => {
                      toggle(leg);
                      announce(t('removed', { selection: leg.label.selection }));
                      onChange();
                    },
                  },
                  '×',
                ),
                q?.problem ? el('p', { class: 'problem' }, problemText(q.problem)) : null,
              );
            }),
          ),
          slip.kind === 'system'
            ? el(
                'label',
                { class: 'field' },
                t('slip.systemTab'),
                el(
                  'select',
                  { onchange: (e) => update({ system: e.target.value }) },
                  el('option', { value: '' }, '—'),
                  (quote?.systems ?? []).map((name) => {
                    const m = /^(\d+)\/(\d+)$/.exec(name);
                    const label = m ? t('system.fraction', { k: m[1], n: m[2] }) : t(`system.${name}`);
                    return el('option', { value: name, selected: slip.system === name }, label);
                  }),
                ),
              )
            : null,
          el(
            'label',
            { class: 'field' },
            t(
              slip.kind === 'system'
                ? 'slip.stakePerLine'
                : slip.kind === 'singles' && legs.length > 1
                  ? 'slip.stakePerBet'
                  : 'slip.stake',
            ),
            el('input', {
              id: 'stake',
              type: 'text',
              inputmode: 'decimal',
              autocomplete: 'off',
              value: slip.stake,
              'aria-describedby': 'slip-totals',
              oninput: (e) => {
                slip.stake = e.target.value;
                save();
                onChange({ keepFocus: true });
              },
            }),
          ),
          el(
            'div',
            { class: 'quick', role: 'group', 'aria-label': t('slip.quickStakes') },
            quickStakes.map((amount) =>
              el(
                'button',
                {
                  type: 'button',
                  onclick: () => update({ stake: String((Number(slip.stake) || 0) + amount) }),
                },
                `+${money(amount * 10 ** currencyDigits())}`,
              ),
            ),
          ),
          el(
            'label',
            { class: 'field' },
            t('slip.accept'),
            el(
              'select',
              { onchange: (e) => update({ acceptOdds: e.target.value }) },
              ['higher', 'any', 'none'].map((policy) =>
                el('option', { value: policy, selected: slip.acceptOdds === policy }, t(`accept.${policy}`)),
              ),
            ),
          ),
          el(
            'dl',
            { class: 'totals', id: 'slip-totals' },
            quote?.bets?.[0]?.lines?.length > 1
              ? [el('dt', {}, t('slip.lines', { count: quote.bets[0].lines.length })), el('dd', {}, '')]
              : null,
            el('dt', {}, t('slip.totalStake')),
            el('dd', {}, money(quote?.totalStake ?? 0)),
            el('dt', {}, t('slip.potential')),
            el('dd', {}, money(quote?.potentialPayout ?? 0)),
          ),
          (quote?.problems ?? [])
            .filter((p) => p.leg === undefined)
            .map((p) => el('p', { class: 'problem' }, problemText(p))),
          changed
            ? el(
                'button',
                {
                  type: 'button',
                  class: 'secondary',
                  onclick: () => {
                    for (const leg of legs) {
                      const q = quoteLegs.get(selectionKey(leg.eventId, leg.marketId, leg.selectionId));
                      if (q?.current) leg.odds100 = q.current;
                    }
                    save();
                    onChange();
                  },
                },
                t('slip.acceptChanges'),
              )
            : null,
          message ? el('p', { class: 'status', role: 'status' }, message) : null,
          el(
            'div',
            { class: 'actions' },
            el(
              'button',
              {
                type: 'button',
                class: 'secondary',
                onclick: () => {
                  slip.legs = [];
                  save();
                  onChange();
                },
              },
              t('slip.clear'),
            ),
            el(
              'button',
              {
                type: 'button',
                class: 'primary',
                disabled: busy || !quote || quote.problems.length > 0,
                onclick: () => place({ onChange, onPlaced, announce }),
              },
              busy ? t('slip.placing') : t('slip.place'),
            ),
          ),
        ),
  );
}

async function place({ onChange, onPlaced, announce }) {
  if (busy) return;
  busy = true;
  const live = slip.legs.some((l) => l.phase === 'live');
  message = live ? t('slip.liveDelay', { seconds: 5 }) : t('slip.placing');
  onChange({ quoteless: true });
  const body = { slip: { ...wireSlip(), requestId: requestId() } };
  try {
    const result = await post('/api/sports/bets', body);
    message =
      result.bets.length > 1 ? t('slip.placedCount', { count: result.bets.length }) : t('slip.placed');
    announce(message, true);
    slip.legs = [];
    slip.stake = '';
    save();
    onPlaced(result.bets);
  } catch (error) {
    const first =
      error instanceof ApiError
        ? (error.body.problems?.[0] ?? { key: error.body.error ?? 'error' })
        : { key: 'error' };
    message = problemText(first);
    announce(message, true);
  } finally {
    busy = false;
    onChange();
  }
}

export const slipCount = () => slip.legs.length;
