import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameFrameSources, pagePolicy } from '../src/http/security-headers.ts';
import { backends } from './support/backends.ts';
import { type Harness, startHarness } from './support/harness.ts';

/**
 * The generic security headers come from @fastify/helmet; the page CSP (HTML only, the game frame's
 * sources included), X-Frame-Options on HTML and HSTS over TLS stay the server's own.
 */
describe.each(backends.slice(-1))('security headers through helmet (%s)', (backend) => {
  let harness: Harness;
  beforeAll(async () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'playsite-helmet-'));
    writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>PlaySite</title>');
    harness = await startHarness(backend, {
      siteDir,
      games: { url: 'http://127.0.0.1:8190', providerSecret: 'test-provider-secret-0123456789' },
    });
  }, 60_000);
  afterAll(() => harness?.close());

  const helmetHeaders = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'cross-origin-resource-policy': 'same-site',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };

  it('sends helmet’s headers on API answers, without a CSP or HSTS over plain HTTP', async () => {
    const answer = await fetch(`${harness.url}/wps/system/status`, { headers: { Merchant: 'demo' } });
    for (const [name, value] of Object.entries(helmetHeaders))
      expect(answer.headers.get(name), name).toBe(value);
    expect(answer.headers.get('content-security-policy')).toBeNull();
    expect(answer.headers.get('strict-transport-security')).toBeNull();
    const missing = await fetch(`${harness.url}/wps/no/such/call`);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps the page CSP as it was, with the game frame’s origin, and X-Frame-Options on pages', async () => {
    const page = await fetch(`${harness.url}/index`);
    for (const [name, value] of Object.entries(helmetHeaders))
      expect(page.headers.get(name), name).toBe(value);
    const policy = page.headers.get('content-security-policy') ?? '';
    const expected = pagePolicy({ frameSources: gameFrameSources(harness.ctx.config) });
    for (const directive of expected.split('; ').filter((one) => !one.startsWith('style-src')))
      expect(policy).toContain(directive);
    expect(policy).toContain("frame-src 'self' https: http://127.0.0.1:8190");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('sends HSTS over TLS through the trusted proxy only', async () => {
    const page = await fetch(`${harness.url}/index`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});
