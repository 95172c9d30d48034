import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sportsbookLocale, sportsbookLocales, sportsbookStrings } from '../../src/sportsbook/strings.ts';

const src = join(import.meta.dirname, '../../src/sportsbook');

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((e) => (e.isDirectory() ? sourceFiles(join(dir, e.name)) : [join(dir, e.name)])),
  );
  return files.flat().filter((f) => /\.(ts|js)$/.test(f) && !f.endsWith('strings.ts'));
}

describe('sportsbook strings', () => {
  it('has every key in every locale, none empty, the same placeholders, and not English copies', () => {
    const en = sportsbookStrings.en;
    for (const locale of sportsbookLocales) {
      const table = sportsbookStrings[locale];
      expect(Object.keys(table).sort(), locale).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(table)) {
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        const marks = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
        expect(marks(text), `${locale} ${key}`).toEqual(marks(en[key] as string));
      }
      if (locale !== 'en') {
        const copies = Object.keys(en).filter((key) => table[key] === en[key]);
        // Names that read the same in Latin script (Tenis, Set {n} …) are few.
        expect(copies.length, `${locale}: ${copies.join(', ')}`).toBeLessThan(
          locale === 'id' || locale === 'vi' ? 12 : 3,
        );
      }
    }
  });

  it('has a text for every key the book answers', async () => {
    const keys = new Set<string>();
    for (const file of await sourceFiles(src)) {
      const text = await readFile(file, 'utf8');
      for (const match of text.matchAll(/'((?:slip|cashout|suspended|clock|outcome)\.[\w.-]+)'/g))
        keys.add(match[1] as string);
    }
    const missing = [...keys].filter((key) => !(key in sportsbookStrings.en));
    expect(missing).toEqual([]);
    expect(keys.size).toBeGreaterThan(30);
  });

  it('reads a launch language', () => {
    expect([
      sportsbookLocale('EN'),
      sportsbookLocale('zh-CN'),
      sportsbookLocale('CN'),
      sportsbookLocale('xx'),
      sportsbookLocale(undefined),
    ]).toEqual(['en', 'cn', 'cn', 'en', 'en']);
  });
});
