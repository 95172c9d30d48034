import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrandTokens } from '@playsite/brands';
import { loadBrands } from '@playsite/brands/node';
import { describe, expect, it } from 'vitest';
import { newOperator } from './backoffice-support.ts';
import { backends } from './support/backends.ts';
import { useHarness } from './support/wire-harness.ts';

const template =
  '<!doctype html><html lang="en"><head><title>PlaySite</title>\n<!--brand-head--></head><body><div id="root"></div></body></html>';
const [first] = loadBrands();
if (!first) throw new Error('no brand folder');

interface Listed {
  fonts: string[];
  brands: {
    id: string;
    tokens: BrandTokens;
    folderTokens: BrandTokens;
    published: { revision: number; by: string } | null;
  }[];
}

describe.each(backends)('the brand studio (%s)', (backend) => {
  const siteDir = mkdtempSync(join(tmpdir(), 'playsite-site-'));
  writeFileSync(join(siteDir, 'index.html'), template);
  const app = useHarness(backend, (harness) => harness, { siteDir });

  /** The page the site serves for the first brand now: its inline stylesheet, CSP and settings. */
  const sitePage = async () => {
    // Each server process looks for a new publication at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const response = await fetch(`${app.harness.url}/index`);
    const html = await response.text();
    const css = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    const settings = JSON.parse(/id="brand-settings">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');
    return { css, policy: response.headers.get('content-security-policy') ?? '', settings };
  };

  it('publishes a new colour and font: the site serves them, with its CSP hash, and the audit log has before and after', async () => {
    const owner = await newOperator(app.harness, 'owner');
    const listed = await owner.ok<Listed>('GET', '/brands');
    const design = listed.brands.find((brand) => brand.id === first.id);
    expect(design).toMatchObject({ published: null, tokens: first.file.tokens });
    expect(listed.fonts).toContain('Cinzel');

    const before = await sitePage();
    const canvas = first.file.tokens.mode === 'dark' ? '#101c2c' : '#fbf7ee';
    const tokens = { ...first.file.tokens, canvas, fontHeading: 'Cinzel' };
    const published = await owner.ok<{ revision: number }>('POST', `/brands/${first.id}/publish`, { tokens });
    expect(published.revision).toBe(1);

    const after = await sitePage();
    expect(before.css).not.toContain(`--ps-color-background-canvas:${canvas}`);
    expect(after.css).toContain(`--ps-color-background-canvas:${canvas}`);
    const hash = `'sha256-${createHash('sha256').update(after.css).digest('base64')}'`;
    expect(after.policy).toContain(hash);
    expect(after.settings.fontFamilies).toContain('Cinzel');

    const relisted = await owner.ok<Listed>('GET', '/brands');
    expect(relisted.brands.find((brand) => brand.id === first.id)).toMatchObject({
      tokens,
      folderTokens: first.file.tokens,
      published: { revision: 1, by: owner.username },
    });
    const [entry] = await owner.ok<{ action: string; target: string; detail: unknown }[]>('GET', '/audit');
    expect(entry).toMatchObject({
      action: 'brand.publish',
      target: `brand:${first.id}`,
      detail: { before: first.file.tokens, after: tokens, revision: 1 },
    });
    expect(await owner.ok('GET', '/audit/verify')).toMatchObject({ intact: true });

    const exported = await owner.call('GET', `/brands/${first.id}/export`);
    expect(exported.status).toBe(200);
    expect(JSON.parse(exported.text)).toMatchObject({ label: first.file.label, tokens });
  });

  it('refuses a pinned colour that misses WCAG, a font the brand can not load and a colour that is not one; the site keeps its design', async () => {
    const marketing = await newOperator(app.harness, 'marketing');
    const served = (await sitePage()).css;
    const failing = {
      ...first.file.tokens,
      mode: 'light',
      canvas: '#ffffff',
      ink: '#1a1a1a',
      brand: '#ffd6d6',
      pinned: ['indicator'],
    };
    const contrast = await marketing.call('POST', `/brands/${first.id}/publish`, { tokens: failing });
    expect(contrast.status).toBe(400);
    expect(contrast.body.value).toMatchObject({
      reason: 'contrastFailing',
      warnings: [
        expect.stringMatching(/^pinned indicator #ffd6d6: selection marks reach 1\.\d\d:1, WCAG asks 3:1$/),
      ],
    });
    const font = await marketing.call('POST', `/brands/${first.id}/publish`, {
      tokens: { ...first.file.tokens, fontBody: 'Comic Sans MS' },
    });
    expect(font.status).toBe(400);
    expect(font.body.value).toEqual({ reason: 'fontUnknown', font: 'Comic Sans MS' });
    const colour = await marketing.call('POST', `/brands/${first.id}/publish`, {
      tokens: { ...first.file.tokens, brand: 'gold' },
    });
    expect(colour.status).toBe(400);
    expect(colour.body.value).toMatchObject({ field: 'tokens.brand' });
    const unknown = await marketing.call('POST', '/brands/noSuchBrand/publish', {
      tokens: first.file.tokens,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.value).toEqual({ reason: 'brandUnknown' });
    expect((await sitePage()).css).toBe(served);
  });

  it('lets support and finance read the designs but not publish one', async () => {
    for (const role of ['support', 'finance'] as const) {
      const operator = await newOperator(app.harness, role);
      const answer = await operator.call('POST', `/brands/${first.id}/publish`, {
        tokens: first.file.tokens,
      });
      expect(answer.status, role).toBe(403);
      expect(answer.body.value).toEqual({ reason: 'roleForbidden' });
    }
    const finance = await newOperator(app.harness, 'finance');
    expect((await finance.ok<Listed>('GET', '/brands')).brands.length).toBe(loadBrands().length);
  });
});
