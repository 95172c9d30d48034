import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';

/**
 * react-aria's press handling adds one fixed <style id="react-aria-pressable-style"> (touch-action
 * of pressable elements); its hash is allowed. A react-aria upgrade that changes the rule shows a
 * CSP report in the browser console and loses only that touch-action rule until the hash is updated.
 */
const reactAriaPressableStyle = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

/**
 * Content Security Policy of the HTML the server sends (the built site). The site build has no
 * inline script and no inline style besides react-aria's and the brand's stylesheet, each allowed
 * by its hash (scripts and styles are files under /assets; React sets style properties through the
 * DOM, which CSP allows). Checked by loading the
 * built site in Chromium: no violation. Images may come from announcements' https URLs; games open
 * in frames from this origin, a vendor's https origin or a configured game server's origin.
 */
export const contentSecurityPolicy = pagePolicy();

/**
 * The policy of a page that also carries inline styles allowed by their CSP sources ('sha256-…')
 * and frames games from `frameSources` (origins) besides https ones.
 */
export function pagePolicy({
  styleSources = [],
  frameSources = [],
}: {
  styleSources?: string[];
  frameSources?: string[];
} = {}): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    ['style-src', "'self'", reactAriaPressableStyle, ...styleSources].join(' '),
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    ['frame-src', "'self'", 'https:', ...frameSources].join(' '),
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Every answer: @fastify/helmet's headers (X-Content-Type-Options nosniff, Referrer-Policy
 * same-origin, Cross-Origin-Opener-Policy same-origin-allow-popups (the site opens the customer
 * service in a popup), Cross-Origin-Resource-Policy same-site, Origin-Agent-Cluster,
 * X-DNS-Prefetch-Control off, X-Download-Options, X-Permitted-Cross-Domain-Policies none,
 * X-XSS-Protection 0). The server keeps its own: HTML's CSP (with frame-ancestors; a brand page
 * carries its own with its stylesheet's hash and the game server's origin) and X-Frame-Options,
 * and Strict-Transport-Security over TLS only (directly or through a trusted proxy's
 * X-Forwarded-Proto). A page that sets its own stricter headers (the game pages, the stand-in
 * sign-in page) keeps them.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  void app.register(helmet, {
    global: true,
    // Per answer below: HTML only, and a page may bring its own.
    contentSecurityPolicy: false,
    xFrameOptions: false,
    // Below, only over TLS (helmet would send it over plain HTTP too).
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    const headers: Record<string, string | false> = {
      'Strict-Transport-Security': request.protocol === 'https' && 'max-age=31536000; includeSubDomains',
      'Content-Security-Policy': html && contentSecurityPolicy,
      'X-Frame-Options': html && 'SAMEORIGIN',
    };
    for (const [name, value] of Object.entries(headers)) {
      if (value && !reply.hasHeader(name)) void reply.header(name, value);
    }
    return payload;
  });
}

/** Origins of the configured game servers, which the site's game frame opens. */
export function gameFrameSources(config: ServerConfig): string[] {
  return config.games ? [new URL(config.games.url).origin] : [];
}
