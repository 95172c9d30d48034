import { describe, expect, it } from 'vitest';
import cn from '../../../locales/cn/forms.json';
import en from '../../../locales/en/forms.json';
import id from '../../../locales/id/forms.json';
import ja from '../../../locales/ja/forms.json';
import ko from '../../../locales/ko/forms.json';
import th from '../../../locales/th/forms.json';
import vi from '../../../locales/vi/forms.json';
import { EXACT_SUFFIX, messages, OPEN_SUFFIX, patterns } from './index.ts';

type Tree = { [key: string]: string | Tree };
const resources: Record<string, Tree> = { en, cn, ja, th, vi, ko, id };
const languages = Object.keys(resources);
const load = (lang: string) => resources[lang] as Tree;
const lookup = (tree: Tree, key: string) =>
  key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );

const patternKeys = patterns.flatMap((p) => [
  p.messageKey,
  p.messageKey + EXACT_SUFFIX,
  p.messageKey + OPEN_SUFFIX,
]);

describe('message keys', () => {
  it.each(languages)('%s has every key the rules produce', (lang) => {
    const tree = load(lang);
    const missing = [...Object.values(messages), ...patternKeys].filter(
      (key) => typeof lookup(tree, key) !== 'string',
    );
    expect(missing).toEqual([]);
  });

  it.each(languages)('%s fills in the bounds: {{min}} and {{max}} in ranges, {{min}} when exact', (lang) => {
    const tree = load(lang);
    for (const p of patterns) {
      expect(lookup(tree, p.messageKey)).toMatch(/\{\{min\}\}.*\{\{max\}\}|\{\{max\}\}.*\{\{min\}\}/s);
      expect(lookup(tree, p.messageKey + EXACT_SUFFIX)).toContain('{{min}}');
      expect(lookup(tree, p.messageKey + EXACT_SUFFIX)).not.toContain('{{max}}');
    }
  });
});
