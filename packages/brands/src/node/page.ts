import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandSettings } from '../brand.ts';
import { brandClassName, pageMarks, settingsElementId } from '../constants.ts';
import { brandStylesheet, defaultFavicon } from '../stylesheet.ts';
import type { Brand } from './load.ts';

/** Where a brand's files are served: /brands/<id>/favicon.svg, logo.svg, fonts/…. */
export const brandAssetPath = (id: string, file: string): string => `/brands/${id}/${file}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A file of a brand's folder as served: its type and bytes. */
export interface BrandAsset {
  type: string;
  body: string | Buffer;
}

/** A brand ready to serve: its files, its stylesheet's version and its page. */
export interface ServedBrand {
  brand: Brand;
  settings: BrandSettings;
  /** A hash of the brand's stylesheet: the favicon's URL carries it, so browsers may keep that for a year. */
  version: string;
  /** The CSP source that allows the page's inline copy of the stylesheet ('sha256-…'). */
  styleSource: string;
  page: (template: string) => string;
  asset: (file: string) => BrandAsset | undefined;
}

export function serveBrand(brand: Brand): ServedBrand {
  const { id } = brand;
  const stylesheet = brandStylesheet(id, brand.file, (file) => brandAssetPath(id, file));
  const version = createHash('sha256').update(stylesheet).digest('hex').slice(0, 12);
  const settings: BrandSettings = {
    ...brand.settings,
    ...(brand.hasLogo ? { logoUrl: brandAssetPath(id, 'logo.svg') } : {}),
  };
  const fonts = new Set(brand.file.fonts.map((font) => font.file));
  // In the page itself, not a file: a first visit's render waits for no extra request (over
  // HTTP/1.1 a seventh file on the start path waits for one of the six connections).
  const inlineStyle = stylesheet.replace(/<\/(style)/gi, '<\\/$1');
  const styleSource = `'sha256-${createHash('sha256').update(inlineStyle).digest('base64')}'`;
  const head = [
    `<meta name="description" content="${escapeHtml(brand.file.description)}" />`,
    `<link rel="icon" type="image/svg+xml" href="${brandAssetPath(id, 'favicon.svg')}?v=${version}" />`,
    `<style>${inlineStyle}</style>`,
    // Not executed (CSP allows no inline script): the site parses it at start.
    `<script type="application/json" id="${settingsElementId}">${JSON.stringify(settings).replace(/</g, '\\u003c')}</script>`,
  ].join('\n    ');
  return {
    brand,
    settings,
    version,
    styleSource,
    page: (template) =>
      template
        .replace(
          '<html lang="en">',
          `<html lang="${brand.settings.defaultLanguage}" class="${brandClassName(id)}">`,
        )
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(brand.settings.name)}</title>`)
        .replace(pageMarks.head, head)
        .replaceAll(pageMarks.name, escapeHtml(brand.settings.name)),
    asset: (file) => {
      if (file === 'favicon.svg')
        return {
          type: 'image/svg+xml',
          body: brand.hasFavicon ? readFileSync(join(brand.dir, 'favicon.svg')) : defaultFavicon(brand.file),
        };
      if (file === 'logo.svg' && brand.hasLogo)
        return { type: 'image/svg+xml', body: readFileSync(join(brand.dir, 'logo.svg')) };
      if (fonts.has(file)) return { type: 'font/woff2', body: readFileSync(join(brand.dir, file)) };
      return undefined;
    },
  };
}

/** The page a host without a brand gets: for the operator, saying what to configure. */
export function unknownHostPage(host: string, ids: readonly string[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>No brand for this host</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>No brand is configured for ${escapeHtml(host || '(no host)')}</h1><p>This PlaySite server serves its brands by host name. Operators: add this host to <code>BRAND_HOSTS</code> (for example <code>BRAND_HOSTS="${escapeHtml(host || 'play.example.com')}=${escapeHtml(ids[0] ?? 'brandId')}"</code>) and restart, or open the site at a host that is configured.</p><p>Brand folders found: ${ids.map((id) => `<code>${escapeHtml(id)}</code>`).join(', ')}. See docs/brands.md.</p></body></html>`;
}
