import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../locales', import.meta.url).pathname;
const languages = ['en', 'cn', 'ja', 'th', 'vi', 'ko', 'id'] as const;
type Tree = { [key: string]: string | Tree };

/** Flattens nested resources to dotted keys, the way i18next looks them up. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const load = (lang: string, ns: string) =>
  flatten(JSON.parse(readFileSync(join(root, lang, `${ns}.json`), 'utf8')) as Tree);
const namespaces = readdirSync(join(root, 'en')).map((f) => f.replace(/\.json$/, ''));

describe('locales', () => {
  it('every language has every namespace', () => {
    for (const lang of languages)
      expect(readdirSync(join(root, lang)).sort()).toEqual(readdirSync(join(root, 'en')).sort());
  });

  for (const ns of namespaces) {
    const english = load('en', ns);
    for (const lang of languages) {
      it(`${lang}/${ns}: every key of en, none empty, none equal to its key`, () => {
        const resources = load(lang, ns);
        const missing = [...english.keys()].filter((key) => !resources.has(key));
        const empty = [...resources].filter(([, v]) => v.trim() === '').map(([k]) => k);
        const raw = [...resources].filter(([k, v]) => v === k || v === k.split('.').pop()).map(([k]) => k);
        expect({ missing, empty, raw }).toEqual({ missing: [], empty: [], raw: [] });
      });
    }
  }

  it('the checker sees a missing key', () => {
    expect(flatten({ a: { b: 'x' } })).toEqual(new Map([['a.b', 'x']]));
  });
});
