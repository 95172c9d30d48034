import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const languages = ['en', 'cn', 'ja', 'th', 'vi', 'ko', 'id'] as const;
export type Language = (typeof languages)[number];
type Tree = { [key: string]: string | Tree };

const root = join(import.meta.dirname, '../../locales');

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

export function messages(language: Language, namespace = 'common'): Map<string, string> {
  return flatten(JSON.parse(readFileSync(join(root, language, `${namespace}.json`), 'utf8')) as Tree);
}

/** The text of a key, e.g. text('cn', 'pages.index.title'). */
export function text(language: Language, key: string, namespace = 'common'): string {
  const value = messages(language, namespace).get(key);
  if (value === undefined) throw new Error(`no ${namespace}:${key} in ${language}`);
  return value;
}

/** Every dotted key of every namespace: if one shows on screen, a translation is missing. */
export function allKeys(): string[] {
  return ['common', 'forms', 'errors'].flatMap((ns) =>
    [...messages('en', ns).keys()].filter((k) => k.includes('.')),
  );
}
