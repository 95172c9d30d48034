import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './support/harness.ts';

describe('one port for the site and the API', () => {
  let harness: Harness;

  beforeAll(async () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'playsite-site-'));
    writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>PlaySite</title><div id="root"></div>');
    mkdirSync(join(siteDir, 'assets'));
    writeFileSync(join(siteDir, 'assets', 'app.js'), 'console.log(1);');
    harness = await startHarness('pglite', { siteDir });
  }, 60_000);
  afterAll(() => harness?.close());

  it('serves built files and falls back to index.html for client routes', async () => {
    const script = await fetch(`${harness.url}/assets/app.js`);
    expect(script.headers.get('content-type')).toContain('javascript');
    for (const path of ['/', '/index', '/register', '/register.html', '/rng?page=PG', '/noticePage']) {
      const page = await fetch(`${harness.url}${path}`);
      expect(page.status).toBe(200);
      // The built page, with the route's own head on public pages (search engines: http/pages).
      const html = await page.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toMatch(/<title>[^<]*PlaySite[^<]*<\/title>/);
    }
  });

  it('keeps API paths and missing files out of the fallback', async () => {
    const api = await fetch(`${harness.url}/wps/unknown/call`, { headers: { Merchant: 'demo' } });
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ success: false, errorCode: 'request.not.found' });
    expect((await fetch(`${harness.url}/assets/missing.js`)).status).toBe(404);
    const status = await fetch(`${harness.url}/wps/system/status`, { headers: { Merchant: 'demo' } });
    expect(await status.json()).toMatchObject({ success: true });
  });

  it('is its own image host: the status names it, and the country picker flags are there', async () => {
    const status = await fetch(`${harness.url}/wps/system/status`, { headers: { Merchant: 'demo' } });
    const host = ((await status.json()) as { value: { info: { imageCDNs: string[] } } }).value.info
      .imageCDNs[0];
    expect(host).toBe('/images');
    for (const code of ['PH', 'VN', 'TH', 'ID', 'MY', 'CN', 'JP', 'KR']) {
      const flag = await fetch(`${harness.url}${host}/COUNTRY_FLAG/${code}.png`);
      expect(flag.headers.get('content-type')).toBe('image/png');
      // A PNG's signature, so a fallback page cannot pass for a flag.
      expect([...new Uint8Array(await flag.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    }
    expect((await fetch(`${harness.url}${host}/COUNTRY_FLAG/XX.png`)).status).toBe(404);
  });
});
