import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brandsDir, loadBrands } from '@playsite/brands/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './support/harness.ts';

/** A page template with the marks the site's build leaves for the server. */
const template =
  '<!doctype html><html lang="en"><head><title>PlaySite</title>\n<!--brand-head--></head><body><div id="root"><span>__BRAND_NAME__</span></div></body></html>';

/** Every shipped brand folder plus `coralBay`, copied from the first with new colours and name. */
function brandsWithCoralBay(): string {
  const dir = mkdtempSync(join(tmpdir(), 'playsite-brands-'));
  cpSync(brandsDir(), dir, { recursive: true });
  const [first] = loadBrands();
  cpSync(first!.dir, join(dir, 'coralBay'), { recursive: true });
  const file = JSON.parse(readFileSync(join(dir, 'coralBay', 'brand.json'), 'utf8'));
  file.label = 'Coral Bay';
  file.site.name = 'Coral <Bay>';
  file.description = 'Coral Bay: slots & sports.';
  Object.assign(file.tokens, {
    mode: 'light',
    canvas: '#fff7f5',
    ink: '#2b1a17',
    brand: '#e0533d',
    accent: '#0f8f8f',
  });
  delete file.tokens.header;
  writeFileSync(join(dir, 'coralBay', 'brand.json'), JSON.stringify(file));
  return dir;
}

/** A GET with its own Host header (fetch may not set one). */
function page(harness: Harness, path: string, host: string) {
  return new Promise<{ status: number; text: string; type: string | undefined; policy: string }>(
    (resolve, reject) => {
      const request = get(`${harness.url}${path}`, { headers: { host } }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text,
            type: response.headers['content-type'],
            policy: String(response.headers['content-security-policy'] ?? ''),
          }),
        );
      });
      request.on('error', reject);
    },
  );
}

function settingsOf(html: string) {
  const json = /<script type="application\/json" id="brand-settings">(.*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null');
}

describe('brands served at run time, chosen by host name', () => {
  let harness: Harness;
  let production: Harness;
  const port = () => new URL(harness.url).port;

  beforeAll(async () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'playsite-site-'));
    writeFileSync(join(siteDir, 'index.html'), template);
    const config = { siteDir, brandsDir: brandsWithCoralBay(), brandHosts: 'play.coral.example=coralBay' };
    harness = await startHarness('pglite', config);
    production = await startHarness('pglite', { ...config, production: true });
  }, 60_000);
  afterAll(async () => {
    await harness?.close();
    await production?.close();
  });

  it('serves a brand folder copied in with no other file changed, at its own host', async () => {
    for (const host of [`coralbay.localhost:${port()}`, 'play.coral.example']) {
      const { status, text } = await page(harness, '/slots', host);
      expect(status).toBe(200);
      expect(text).toContain('<html lang="en" class="brand-coralBay">');
      expect(text).toContain('<title>Coral &#60;Bay&#62;</title>');
      expect(text).toContain('<span>Coral &#60;Bay&#62;</span>');
      expect(text).toContain('<meta name="description" content="Coral Bay: slots &#38; sports." />');
      expect(settingsOf(text)).toMatchObject({ id: 'coralBay', name: 'Coral <Bay>', merchantCode: 'demo' });
      // Only its own stylesheet: no other brand's class or file is named on the page.
      const sheets = [...text.matchAll(/href="(\/brands\/[^"]+)"/g)].map((m) => m[1]);
      expect(sheets.every((href) => href?.startsWith('/brands/coralBay/'))).toBe(true);
      for (const other of loadBrands()) expect(text).not.toContain(other.id);
    }
  });

  it("carries the brand's stylesheet in the page, allowed by its own CSP hash, and serves its favicon", async () => {
    const { text, policy } = await page(harness, '/', 'coralbay.localhost');
    const css = /<style>([^<]*)<\/style>/.exec(text)?.[1] ?? '';
    expect(css).toMatch(/^\.brand-coralBay\{--ps-color-background-canvas:#fff7f5;/);
    expect(css).toContain('--ps-radius-tile:');
    expect(text).not.toContain('rel="stylesheet"');
    const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    expect(/style-src ([^;]*)/.exec(policy)?.[1]?.split(' ')).toContain(hash);
    // Another brand's page allows its own stylesheet only.
    const other = await page(harness, '/', `127.0.0.1:${port()}`);
    expect(other.policy).toContain('style-src');
    expect(other.policy).not.toContain(hash);
    const favicon = await fetch(`${harness.url}/brands/coralBay/favicon.svg`);
    expect(favicon.headers.get('content-type')).toBe('image/svg+xml');
    expect((await fetch(`${harness.url}/brands/coralBay/brand.json`)).status).toBe(404);
    expect((await fetch(`${harness.url}/brands/nobrand/theme.css`)).status).toBe(404);
  });

  it('gives the first brand to loopback names, every brand to ?brand= in development only', async () => {
    const [first] = loadBrands();
    expect(settingsOf((await page(harness, '/', `127.0.0.1:${port()}`)).text).id).toBe(first!.id);
    expect(settingsOf((await page(harness, '/?brand=coralBay', `127.0.0.1:${port()}`)).text).id).toBe(
      'coralBay',
    );
    expect(settingsOf((await page(production, '/?brand=coralBay', '127.0.0.1')).text).id).toBe(first!.id);
  });

  it('answers an unknown host with an operator-facing page, not another brand', async () => {
    const answer = await page(harness, '/', 'casino.unknown.example');
    expect(answer.status).toBe(421);
    expect(answer.type).toContain('text/html');
    expect(answer.text).toContain('No brand is configured for casino.unknown.example');
    expect(answer.text).toContain('BRAND_HOSTS');
    expect(answer.text).not.toContain('brand-settings');
    // The raw template is never served as a file.
    expect((await page(harness, '/index.html', 'casino.unknown.example')).status).toBe(421);
    expect((await page(harness, '/index.html', 'coralbay.localhost')).text).toContain('brand-coralBay');
  });
});
