import { oddsFormats } from '../pricing/odds-format.ts';
import { type SportsbookLocale, sportsbookStrings } from '../strings.ts';

/** The page may load only its own scripts and styles, talk only to its own server. */
export const sportsbookSecurityHeaders = {
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
    "frame-ancestors 'self' http: https:; base-uri 'none'; form-action 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};

const htmlLang: Record<SportsbookLocale, string> = {
  en: 'en',
  cn: 'zh-CN',
  ja: 'ja',
  th: 'th',
  vi: 'vi',
  ko: 'ko',
  id: 'id',
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/**
 * The sportsbook page: static markup that app.js fills in. Strings travel as inert JSON (the CSP
 * forbids inline script). The launch token, when the address carries one, is moved into the
 * tab's session storage by the script and taken out of the address.
 */
export function sportsbookPage(locale: SportsbookLocale): string {
  const t = sportsbookStrings[locale];
  const s = (key: string) => escapeHtml(t[key] ?? key);
  const strings = JSON.stringify({ locale, lang: htmlLang[locale], t }).replace(/</g, '\\u003c');
  const formats = oddsFormats.map((f) => `<option value="${f}">${s(`odds.${f}`)}</option>`).join('');
  const views = ['live', 'upcoming', 'outrights', 'results', 'myBets']
    .map(
      (view, i) =>
        `<button type="button" role="tab" id="view-${view}" data-view="${view}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}">${s(`view.${view}`)}</button>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${htmlLang[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${s('title')}</title>
<link rel="stylesheet" href="/sports/assets/sportsbook.css">
<script type="application/json" id="strings">${strings}</script>
<script type="module" src="/sports/assets/app.js"></script>
</head>
<body>
<div class="book">
  <header class="top">
    <h1>${s('title')}</h1>
    <p id="mode" class="mode" hidden>${s('freePlay')}</p>
    <p class="balance"><span>${s('balance')}</span> <output id="balance" aria-live="off">–</output></p>
    <label class="format"><span>${s('odds.format')}</span> <select id="odds-format">${formats}</select></label>
  </header>
  <nav class="sports" aria-label="${s('sports')}"><div id="sport-tabs" class="tabs" role="tablist" aria-label="${s('sports')}"></div></nav>
  <nav class="views" aria-label="${s('views')}"><div id="view-tabs" class="tabs" role="tablist" aria-label="${s('views')}">${views}</div></nav>
  <main id="main" class="main" tabindex="-1">
    <div id="list" class="list" role="tabpanel" aria-labelledby="view-live"><p class="note">${s('loading')}</p></div>
  </main>
  <button type="button" id="slip-toggle" class="slip-toggle" aria-controls="slip" aria-expanded="false">${escapeHtml((t['slip.open'] ?? '').replace('{count}', '0'))}</button>
  <aside id="slip" class="slip" aria-labelledby="slip-title">
    <div class="slip-head">
      <h2 id="slip-title">${s('slip.title')}</h2>
      <button type="button" id="slip-close" class="icon" aria-label="${s('slip.close')}">×</button>
    </div>
    <div id="slip-body" class="slip-body"><p class="note">${s('slip.none')}</p></div>
  </aside>
  <div id="announcer" class="visually-hidden" aria-live="polite" aria-atomic="true"></div>
  <div id="alert" class="visually-hidden" role="alert"></div>
</div>
</body>
</html>
`;
}
