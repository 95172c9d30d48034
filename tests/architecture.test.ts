import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The import direction of docs/architecture.md: site -> forms -> ui, site -> api, server -> api.
 * Site, forms and server validate with the same pure rules, the leaf package @playsite/rules
 * (docs/adr/0002-shared-validation.md); the server uses no forms code. @playsite/brands (the brand
 * folders, the theme derivation) is a leaf: ui themes with it, the server serves brands with it.
 * @playsite/games is the game server, a provider like any other: it speaks the platform only
 * through the provider wallet API (@playsite/api/provider) and imports nothing of the platform.
 */
const allowed: Record<string, string[]> = {
  brands: [],
  ui: ['brands'],
  rules: ['api'],
  forms: ['ui', 'rules', 'api'],
  api: [],
  site: ['ui', 'forms', 'rules', 'api', 'brands'],
  server: ['api', 'rules', 'brands', 'games'],
  games: ['api'],
  backoffice: ['ui', 'brands'],
};

const root = new URL('..', import.meta.url).pathname;
const importPattern = /(?:from\s+|import\s*\(\s*|import\s+)['"](@playsite\/[^'"]+|(?:\.\.\/)+[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(name) ? [path] : [];
  });
}

/** Which of our packages (and sub-path) an import names, or undefined for a third-party one. */
function importedPackage(fromFile: string, specifier: string): string | undefined {
  if (specifier.startsWith('@playsite/')) return specifier.slice('@playsite/'.length);
  if (!specifier.startsWith('.')) return undefined;
  const target = relative(join(root, 'packages'), join(fromFile, '..', specifier));
  if (target.startsWith('..')) return undefined;
  return target.split('/')[0];
}

function violations(pkg: string): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(join(root, 'packages', pkg))) {
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const target = importedPackage(file, match[1]!);
      if (!target || target === pkg || target.startsWith(`${pkg}/`)) continue;
      const ok = allowed[pkg]!.some((a) => target === a || (!a.includes('/') && target.startsWith(`${a}/`)));
      if (!ok) found.push(`${relative(root, file)} imports ${match[1]}`);
    }
  }
  return found;
}

describe('package import direction', () => {
  for (const pkg of Object.keys(allowed)) {
    it(`${pkg} imports only ${allowed[pkg]!.join(', ') || 'nothing of ours'}`, () => {
      expect(violations(pkg)).toEqual([]);
    });
  }

  it('recognises a forbidden import (the check itself can fail)', () => {
    const ui = join(root, 'packages/ui/src/x.ts');
    expect(importedPackage(ui, '@playsite/site')).toBe('site');
    expect(importedPackage(ui, '../../site/src/App.tsx')).toBe('site');
    expect(importedPackage(ui, 'react')).toBeUndefined();
  });
});
