import { mix, readable } from './colour.js';
import { boot } from './dom.js';

// The brand's look. The launching site may pass its brand's tokens in the launch URL as `theme`
// (base64url of JSON: mode, brand, accent, canvas, ink, fontBody, fontHeading); the page keeps
// them for the tab (a reload has no launch fields) and turns them into its colours and fonts.
// Colours are #rgb or #rrggbb only; text on a colour is black or white, whichever passes AA.

const storageKey = `playsite-games:theme:${boot.gameCode}`;
const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const fontName = /^[\w\s-]{1,60}$/;

function tokensFromUrl() {
  const url = new URL(window.location.href);
  const raw = url.searchParams.get('theme');
  if (!raw) return undefined;
  url.searchParams.delete('theme');
  window.history.replaceState(null, '', url.toString());
  try {
    const json = atob(raw.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (char) => char.charCodeAt(0))));
  } catch {
    return undefined;
  }
}

function savedTokens() {
  const fresh = tokensFromUrl();
  try {
    if (fresh) sessionStorage.setItem(storageKey, JSON.stringify(fresh));
    return fresh ?? JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') ?? undefined;
  } catch {
    return fresh;
  }
}

/** The page's CSS variables for a brand's tokens (undefined when they are not usable). */
export function themeVariables(tokens) {
  if (!tokens || typeof tokens !== 'object') return undefined;
  const { canvas, ink } = tokens;
  if (!hex.test(canvas ?? '') || !hex.test(ink ?? '')) return undefined;
  const accent = [tokens.accent, tokens.brand].find((colour) => hex.test(colour ?? '')) ?? ink;
  const panel = mix(canvas, ink, 0.07);
  const vars = {
    '--bg': canvas,
    '--panel': panel,
    '--panel-2': mix(canvas, ink, 0.13),
    '--line': mix(canvas, ink, 0.3),
    '--text': readable(panel, ink, '#ffffff', '#000000'),
    '--muted': readable(panel, mix(ink, canvas, 0.3), ink),
    '--accent': accent,
    '--accent-text': readable(accent, '#000000', '#ffffff'),
    '--focus': readable(canvas, accent, ink),
    '--accent-on-panel': readable(panel, accent, ink),
  };
  const fonts = [tokens.fontBody, tokens.fontHeading].map((font) =>
    typeof font === 'string' && fontName.test(font) ? `"${font}", ` : '',
  );
  vars['--font-body'] = `${fonts[0]}system-ui, -apple-system, "Segoe UI", "Noto Sans", sans-serif`;
  vars['--font-heading'] =
    `${fonts[1] || fonts[0]}system-ui, -apple-system, "Segoe UI", "Noto Sans", sans-serif`;
  return { vars, mode: tokens.mode === 'light' ? 'light' : 'dark' };
}

export function applyTheme() {
  const theme = themeVariables(savedTokens());
  if (!theme) return;
  const root = document.documentElement;
  for (const [name, value] of Object.entries(theme.vars)) root.style.setProperty(name, value);
  root.style.colorScheme = theme.mode;
  root.dataset.theme = theme.mode;
}

applyTheme();
