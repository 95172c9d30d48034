import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type BrandInputs,
  brandInputs,
  brandNames,
  brands,
  contrastRatio,
  deriveTheme,
  type Hex,
} from '../src/theme';

const repo = join(import.meta.dirname, '..', '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'baselines' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs|mdx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('brand registration', () => {
  it('builds one themed class per registered brand', () => {
    expect(Object.keys(brands).sort()).toEqual([...brandNames]);
    expect(brandNames).toEqual(Object.keys(brandInputs).sort());
    expect(new Set(brandNames.map((name) => brands[name].className)).size).toBe(brandNames.length);
    for (const name of brandNames) expect(brands[name].label).toBe(brandInputs[name].label);
  });

  it('ships at least three brands that look different', () => {
    expect(brandNames.length).toBeGreaterThanOrEqual(3);
    const looks = brandNames.map((name) => {
      const theme = deriveTheme(brandInputs[name]);
      return [
        theme.color.background.canvas,
        theme.color.background.brand,
        theme.typography.fontFamily.body,
      ].join();
    });
    expect(new Set(looks).size).toBe(brandNames.length);
  });

  it('is the only place that names a brand: ui source, Storybook and the visual run read the registry', () => {
    const roots = ['packages/ui/src', '.storybook', 'tests/visual', 'docs/storybook/BrandShowcase.tsx'];
    const files = roots.flatMap((root) => {
      const path = join(repo, root);
      return root.endsWith('.tsx') ? [path] : sourceFiles(path);
    });
    const brandsFolder = join(repo, 'packages/ui/src/theme/brands');
    const mentions = files
      .filter((file) => !file.startsWith(brandsFolder))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return brandNames
          .filter((name) => text.includes(name))
          .map((name) => `${relative(repo, file)}: ${name}`);
      });
    expect(mentions).toEqual([]);
  });

  it('derives a complete, readable theme for a fourth brand from its inputs alone', () => {
    const royalPurple = {
      label: 'Royal Purple',
      mode: 'dark',
      brand: '#8b5cf6',
      accent: '#c4b5fd',
      canvas: '#160f24',
      ink: '#ede9fe',
      radius: 8,
      fontBody: 'Inter Variable',
      fontHeading: 'Cinzel',
      density: 'compact',
    } satisfies BrandInputs;
    const theme = deriveTheme(royalPurple);
    const { background: bg, foreground: fg } = theme.color;
    for (const surface of [bg.canvas, bg.surface, bg.raised, bg.input]) {
      for (const text of [fg.default, fg.muted, fg.link, fg.danger]) {
        expect(contrastRatio(text as Hex, surface as Hex)).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(contrastRatio(fg.onBrand as Hex, bg.brand as Hex)).toBeGreaterThanOrEqual(4.5);
    expect(theme.space[4]).toBe('14px');
  });
});
