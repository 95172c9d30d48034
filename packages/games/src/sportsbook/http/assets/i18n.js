// Texts, money, times and market names in the page's language.

const data = JSON.parse(document.getElementById('strings').textContent);
export const locale = data.locale;
export const lang = data.lang;

export function t(key, values = {}) {
  let text = data.t[key] ?? key;
  for (const [name, value] of Object.entries(values)) text = text.replaceAll(`{${name}}`, String(value));
  return text;
}

let currency = 'USD';
let digits = 2;
export function setCurrency(code) {
  try {
    digits = new Intl.NumberFormat(lang, { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits;
    currency = code;
  } catch {
    // An unknown code keeps the default.
  }
}
export const currencyDigits = () => digits;

/** Minor units as the currency is written. */
export const money = (minor) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency }).format(minor / 10 ** digits);

/** An amount typed in major units → minor units (NaN when it is not a number). */
export const toMinor = (text) => Math.round(Number(String(text).replace(',', '.')) * 10 ** digits);

export const time = (ms) =>
  new Intl.DateTimeFormat(lang, { weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(
    new Date(ms),
  );

const signed = (line) => (line > 0 ? `+${line}` : line === 0 ? '0' : `−${Math.abs(line)}`);
const measure = (name) => t(`measure.${name}`);

export function marketName(spec, sport) {
  switch (spec.kind) {
    case 'winner':
      return t(spec.draw ? 'market.winner3' : 'market.winner');
    case 'handicap':
      return t('market.handicap', { measure: measure(spec.measure), line: '' }).trim();
    case 'total':
      return t('market.total', { measure: measure(spec.measure), line: spec.line });
    case 'btts':
      return t('market.btts');
    case 'correct-score':
      return t('market.correctScore', { measure: measure(spec.measure) });
    case 'outright':
      return t('market.outright');
    default:
      return sport ?? '';
  }
}

/**
 * A selection's name: a side (with its handicap), Draw, Over / Under 2.5, 2-1, a team of an
 * outright. `short` (inside a market whose title says the line) puts the handicap first and
 * leaves the line out of a total, so a narrow cell still shows what matters.
 */
export function selectionName(spec, selection, event, short = false) {
  const side = (id) => (id === 'home' ? event.home?.name : event.away?.name) ?? id;
  switch (spec.kind) {
    case 'winner':
      return selection.id === 'draw' ? t('sel.draw') : side(selection.id);
    case 'handicap': {
      const line = signed(selection.id === 'home' ? spec.line : -spec.line);
      return short ? `${line} ${side(selection.id)}` : `${side(selection.id)} ${line}`;
    }
    case 'total':
      return short ? t(`sel.${selection.id}`) : `${t(`sel.${selection.id}`)} ${spec.line}`;
    case 'btts':
      return t(`sel.${selection.id}`);
    case 'correct-score':
      return selection.id === 'other' ? t('sel.other') : selection.id;
    case 'outright':
      return selection.name ?? selection.id;
    default:
      return selection.id;
  }
}

export const eventName = (event) =>
  event.kind === 'outright'
    ? event.leagueName
    : t('vs', { home: event.home?.name ?? '', away: event.away?.name ?? '' });

export function clockText(live) {
  if (!live?.clock) return '';
  return t(live.clock.key, live.clock.values ?? {});
}
