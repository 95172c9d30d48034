import { slotBootFor } from './art/slot-art.ts';
import { htmlLang, type Locale, localeNames, locales } from './strings.ts';

/**
 * Headers of every page: only its own scripts, styles and calls. `frame-ancestors` lets any
 * http(s) origin frame the game, because the platforms that launch it (and their brand hosts)
 * are not known to the game server yet; once the provider knows its operators' origins, list
 * them here instead.
 */
export const pageSecurityHeaders = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
    "frame-ancestors 'self' http: https:; base-uri 'none'; form-action 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
} as const;

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );

/** JSON inside a `<script type="application/json">`: nothing in it can close the element. */
const inertJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function head(title: string, locale: Locale, extra = ''): string {
  return `<!doctype html>
<html lang="${htmlLang[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="color-scheme" content="dark">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/assets/play.css">
${extra}</head>`;
}

/** What the page script starts from: the game, its mode and the strings of the page's language. */
export interface PageBoot {
  gameCode: string;
  gameName: string;
  mode: 'instant' | 'scheduled';
  locale: Locale;
  strings: Record<string, string>;
}

/**
 * The one page shell of every game: static markup the script fills (balance, stake picker, bet
 * options, the result area, countdown, rounds, rules and RTP, provably fair). Strings travel as
 * inert JSON: the CSP forbids inline script.
 */
export function gamePage(boot: PageBoot): string {
  const t = boot.strings;
  const s = (key: string) => escapeHtml(t[key] ?? key);
  const languages = locales
    .map(
      (locale) =>
        `<option value="${locale}"${locale === boot.locale ? ' selected' : ''}>${escapeHtml(localeNames[locale])}</option>`,
    )
    .join('');
  const scheduled = boot.mode === 'scheduled';
  // A slot's machine (layout, strips, paylines, symbol art) travels with the page it draws.
  const machine = slotBootFor(boot.gameCode);
  const kind = machine?.slot ? 'slot' : machine?.scratch ? 'scratch' : '';
  return `${head(
    boot.gameName,
    boot.locale,
    `${kind === 'slot' ? '<link rel="stylesheet" href="/assets/slot/slot.css">\n' : ''}${scheduled ? '<link rel="stylesheet" href="/assets/table/table.css">\n<link rel="stylesheet" href="/assets/draws/draws.css">\n' : ''}<script type="application/json" id="boot">${inertJson({ ...boot, ...machine })}</script>
<script type="module" src="/assets/play.js"></script>
`,
  )}
<body data-mode="${boot.mode}"${kind ? ` data-machine="${kind}"` : ''}>
<main class="game" id="game">
  <header class="bar">
    <a id="lobby" class="lobby" href="#" target="_top" hidden>${s('backToLobby')}</a>
    <h1>${escapeHtml(boot.gameName)}</h1>
    <p class="balance"><span>${s('balance')}</span> <strong id="balance" data-balance="">…</strong></p>
    <p id="free-play" class="free-play" hidden>${s('freePlay')}</p>
    <label class="language"><span>${s('language')}</span> <select id="language">${languages}</select></label>
  </header>
  ${
    scheduled
      ? `<section id="countdown" class="countdown" aria-labelledby="countdown-round">
    <p class="countdown-line"><strong id="countdown-round"></strong> <span id="countdown-phase"></span></p>
    <p id="countdown-time" class="countdown-time"></p>
    <div class="countdown-bar" aria-hidden="true"><span id="countdown-fill"></span></div>
  </section>`
      : ''
  }
  <section id="stage" class="stage" aria-label="${s('stage')}"><p class="stage-empty">${s('loading')}</p></section>
  <p id="status" class="status" role="status" aria-live="polite"></p>
  <div id="error" class="error" role="alert"></div>
  <section id="decisions" class="decisions" aria-labelledby="decisions-title" hidden>
    <h2 id="decisions-title">${s('decisions')}</h2>
    <div id="actions" class="actions"></div>
  </section>
  <form id="controls" class="controls" novalidate>
    <fieldset id="options" class="options">
      <legend>${s('yourBet')}</legend>
      <div id="option-list" class="option-list"></div>
    </fieldset>
    <div class="stake">
      <label for="stake">${s('stake')}</label>
      <input id="stake" name="stake" type="text" inputmode="decimal" autocomplete="off" aria-describedby="stake-hint">
      <div class="quick" role="group" aria-label="${s('quickAmounts')}">
        <button type="button" data-quick="min">${s('stakeMin')}</button>
        <button type="button" data-quick="half">${s('stakeHalf')}</button>
        <button type="button" data-quick="double">${s('stakeDouble')}</button>
        <button type="button" data-quick="max">${s('stakeMax')}</button>
      </div>
      <div id="chips" class="chips" role="group" aria-label="${s('quickAmounts')}"></div>
      <p id="stake-hint" class="hint"></p>
    </div>
    <button id="play" class="play" type="submit" disabled>${s(scheduled ? 'placeBet' : 'play')}</button>
  </form>
  <section class="history" aria-labelledby="history-title">
    <h2 id="history-title">${s(scheduled ? 'myBets' : 'myRounds')}</h2>
    <ol id="rounds" class="rounds"><li>${s('noRounds')}</li></ol>
  </section>
  ${
    scheduled
      ? `<section class="road" aria-labelledby="road-title">
    <h2 id="road-title">${s('lastResults')}</h2>
    <ol id="results" class="results"><li>${s('noResults')}</li></ol>
  </section>`
      : ''
  }
  <details id="rules-panel" class="panel">
    <summary>${s('rules')}</summary>
    <div id="rules" class="rules"></div>
    <h3>${s('rtpTitle')}</h3>
    <div id="rtp" class="rtp"></div>
  </details>
  <details id="fair-panel" class="panel">
    <summary>${s('fairTitle')}</summary>
    <p>${s(scheduled ? 'fairTable' : 'fairInstant')}</p>
    <div id="fair" class="fair"></div>
  </details>
</main>
</body>
</html>
`;
}

/** A page with one message and the way back (an unknown game, a broken launch link). */
export function noticePage(
  title: string,
  message: string,
  locale: Locale,
  { lobby, code }: { lobby?: { url: string; label: string }; code?: string } = {},
): string {
  return `${head(title, locale)}
<body>
<main class="game notice">
  <h1>${escapeHtml(title)}</h1>
  <p class="error" role="alert">${escapeHtml(message)}</p>
  ${code ? `<p class="code" data-code="${escapeHtml(code)}">${escapeHtml(code)}</p>` : ''}
  ${lobby ? `<p><a class="lobby" href="${escapeHtml(lobby.url)}" target="_top">${escapeHtml(lobby.label)}</a></p>` : ''}
</main>
</body>
</html>
`;
}
