import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBrands } from '../packages/brands/src/node/load.ts';

const repo = join(import.meta.dirname, '..');

/** Folders that are not the project's own text: dependencies, builds, reports, screenshots. */
const skipped = new Set([
  'node_modules',
  '.git',
  'dist',
  'storybook-static',
  'test-results',
  'playwright-report',
  '.data',
  'baselines',
]);

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : textFiles(path);
    return /\.(ts|tsx|mts|mjs|js|json|md|mdx|html|css|yaml|yml|sh)$/.test(entry.name) ? [path] : [];
  });
}

/** Where a text names a brand folder by its id (a whole word). */
function brandMentions(files: { path: string; text: string }[], ids: readonly string[]): string[] {
  return files.flatMap(({ path, text }) =>
    ids.filter((id) => new RegExp(`\\b${id}\\b`).test(text)).map((id) => `${path}: ${id}`),
  );
}

describe('a brand is one folder', () => {
  const ids = loadBrands().map((brand) => brand.id);

  it('is named nowhere else: code, tests, Storybook, scripts and docs read the folders', () => {
    const files = textFiles(repo)
      .filter((path) => !relative(repo, path).startsWith('brands/'))
      .map((path) => ({ path: relative(repo, path), text: readFileSync(path, 'utf8') }));
    expect(files.length).toBeGreaterThan(500);
    expect(brandMentions(files, ids)).toEqual([]);
  });

  it('would catch a file that names one (the check itself can fail)', () => {
    const [id] = ids;
    const files = [
      { path: 'a.ts', text: `const theme = '${id}';` },
      { path: 'b.ts', text: `const theme = '${id}Dark';` },
    ];
    expect(brandMentions(files, ids)).toEqual([`a.ts: ${id}`]);
  });
});
