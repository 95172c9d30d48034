import { escapeXml } from '../games/art.ts';
import type { DemoKind } from '../games/catalogue.ts';
import { playStrings } from './strings.ts';

/** Pages may only load their own scripts and styles and only be framed by the site. */
export const playSecurityHeaders = {
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
    "frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};

const languages: Record<string, string> = {
  EN: 'en',
  CN: 'zh-CN',
  JA: 'ja',
  TH: 'th',
  VI: 'vi',
  KO: 'ko',
  ID: 'id',
};

/** What the bet button says in each game. */
const playButton = {
  slot: 'spin',
  baccarat: 'placeBet',
  lottery: 'placeBet',
  pvp: 'dealHand',
  fish: 'shoot',
} as const satisfies Record<DemoKind, string>;

/** The page's language from the launch URL (EN when unknown). */
export function pageLanguage(value: unknown): keyof typeof playStrings {
  const code = typeof value === 'string' ? value.toUpperCase() : '';
  return (code in playStrings ? code : 'EN') as keyof typeof playStrings;
}

/**
 * A demo game page: static markup the page script fills in. Strings travel as inert JSON (the
 * CSP forbids inline script); the ticket stays in the URL only until the script stores it.
 */
export function playPage(kind: DemoKind, gameName: string, language: keyof typeof playStrings): string {
  const t = playStrings[language];
  const strings = JSON.stringify(t).replace(/</g, '\\u003c');
  const name = escapeXml(gameName);
  return `<!doctype html>
<html lang="${languages[language] ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${name}</title>
<link rel="stylesheet" href="/play/assets/play.css">
<script type="application/json" id="strings">${strings}</script>
<script type="module" src="/play/assets/${kind}.js"></script>
</head>
<body data-kind="${kind}">
<main class="game">
  <header class="bar">
    <h1>${name}</h1>
    <p class="mode" id="mode" hidden></p>
    <p class="balance"><span>${escapeXml(t.balance)}</span> <strong id="balance">…</strong></p>
  </header>
  <section id="table" class="table" aria-label="${escapeXml(t.table)}"></section>
  <form id="bet" class="controls" novalidate>
    <div id="fields" class="fields"></div>
    <div class="field">
      <label for="stake">${escapeXml(t.stake)}</label>
      <select id="stake" name="stake"></select>
    </div>
    <button id="play" type="submit" disabled>${escapeXml(t[playButton[kind]])}</button>
  </form>
  <p id="status" class="status" role="status" aria-live="polite"></p>
  <p id="error" class="error" role="alert"></p>
  <section class="last" aria-labelledby="last-title">
    <h2 id="last-title">${escapeXml(t.lastRound)}</h2>
    <dl id="last-round">
      <dt>${escapeXml(t.stake)}</dt><dd id="last-stake">–</dd>
      <dt>${escapeXml(t.win)}</dt><dd id="last-win">–</dd>
      <dt>${escapeXml(t.roundId)}</dt><dd id="last-round-id">–</dd>
    </dl>
  </section>
  <section class="history" aria-labelledby="history-title">
    <h2 id="history-title">${escapeXml(t.myRounds)}</h2>
    <ol id="rounds" class="rounds"></ol>
  </section>
</main>
</body>
</html>
`;
}
