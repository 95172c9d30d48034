import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../src/domain/auth.ts';
import { type Harness, startHarness } from './support/harness.ts';
import { WireClient } from './support/wire-client.ts';

/** docs/security.md § Headers. */
describe('security headers', () => {
  let harness: Harness;
  let client: WireClient;

  beforeAll(async () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'playsite-headers-'));
    writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>PlaySite</title>');
    mkdirSync(join(siteDir, 'assets'));
    writeFileSync(join(siteDir, 'assets', 'app.js'), 'console.log(1);');
    harness = await startHarness('pglite', {
      siteDir,
      games: { url: 'http://127.0.0.1:8190', providerSecret: 'test-provider-secret-0123456789' },
    });
    client = new WireClient(harness.url);
  }, 60_000);
  afterAll(() => harness?.close());

  it('sends CSP, frame-ancestors, nosniff and a referrer policy with every page', async () => {
    for (const path of ['/', '/index', '/register.html']) {
      const page = await fetch(`${harness.url}${path}`);
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('referrer-policy')).toBe('same-origin');
      expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(page.headers.get('strict-transport-security')).toBeNull();
    }
    expect((await fetch(`${harness.url}/assets/app.js`)).headers.get('x-content-type-options')).toBe(
      'nosniff',
    );
  });

  it('lets the site frame the configured game server and https vendors, nothing else', async () => {
    const policy = (await fetch(`${harness.url}/index`)).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-src 'self' https: http://127.0.0.1:8190;");
  });

  it('sends HSTS when the request came over TLS through the trusted proxy', async () => {
    const page = await fetch(`${harness.url}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(page.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });

  it('marks member answers and fresh tokens no-store', async () => {
    const login = await client.login('demomember', 'demo1234');
    expect(login.headers.get('cache-control')).toBe('no-store');
    const token = (login.body.value as LoginResult).token;
    const info = await client.call('/wps/member/info', { token });
    expect(info.headers.get('cache-control')).toBe('no-store');
  });
});
