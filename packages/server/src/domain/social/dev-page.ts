import type { AuthorizeParams } from './dev-provider.ts';

/** The local provider's pages: static HTML, no script, nothing loaded from elsewhere. */

export const devPageHeaders = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A generated monochrome mark: the label's initial in a ring (no provider's artwork). */
const mark = (label: string) =>
  `<svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true"><circle cx="20" cy="20" r="18" fill="none" stroke="currentColor" stroke-width="3"/><text x="20" y="27" text-anchor="middle" font-size="20" font-family="system-ui, sans-serif" font-weight="700" fill="currentColor">${escapeHtml(label.slice(0, 1).toUpperCase())}</text></svg>`;

const style = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f2f2f2;color:#1a1a1a}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border:1px solid #ccc;border-radius:8px}
.brand{display:flex;gap:.75rem;align-items:center;margin:0 0 1rem}h1{font-size:1.25rem;margin:0 0 .5rem}
label{display:block;margin:1rem 0 .25rem;font-weight:600}input{box-sizing:border-box;width:100%;padding:.5rem;font:inherit;border:1px solid #767676;border-radius:4px}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}button{flex:1;padding:.6rem;font:inherit;font-weight:600;border-radius:4px;border:2px solid #1a1a1a;cursor:pointer}
.allow{background:#1a1a1a;color:#fff}.deny{background:#fff;color:#1a1a1a}.note{color:#555;font-size:.875rem}`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body><main>${body}</main></body>
</html>`;

export const defaultIdentity = { name: 'Demo Player', email: 'player@example.test' };

/** "Sign in to PlaySite as …": name and e-mail to sign in with, Allow or Deny. */
export function consentPage(provider: string, label: string, params: AuthorizeParams): string {
  const hidden = Object.entries({
    client_id: params.clientId,
    redirect_uri: params.redirectUri,
    state: params.state,
    code_challenge: params.codeChallenge,
    scope: params.scope,
  })
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  const who = escapeHtml(defaultIdentity.name);
  return page(
    `${label}: sign in to PlaySite`,
    `<p class="brand">${mark(label)}<strong>${escapeHtml(label)}</strong></p>
<h1>Sign in to PlaySite as ${who}</h1>
<p>PlaySite will receive your name and e-mail address from ${escapeHtml(label)}.</p>
<form method="post" action="/__dev/oauth/${escapeHtml(provider)}/authorize">${hidden}
<label for="name">Name</label><input id="name" name="name" value="${who}" required maxlength="64" autocomplete="name">
<label for="email">E-mail</label><input id="email" name="email" type="email" value="${escapeHtml(defaultIdentity.email)}" required maxlength="254" autocomplete="email">
<div class="actions"><button class="allow" name="decision" value="allow">Allow</button><button class="deny" name="decision" value="deny" formnovalidate>Deny</button></div>
</form>
<p class="note">Local development provider: it stands in for ${escapeHtml(label)} on this server, and nothing leaves the machine.</p>`,
  );
}

export function errorPage(label: string, error: string): string {
  return page(
    `${label}: sign-in error`,
    `<p class="brand">${mark(label)}<strong>${escapeHtml(label)}</strong></p>
<h1>This sign-in request cannot be used</h1><p>${escapeHtml(error)}</p>`,
  );
}
