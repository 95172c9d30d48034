import { describe, expect, it } from 'vitest';
import { languages } from '../src/i18n/index.ts';
import {
  countFlags,
  type FlagNode,
  filterTree,
  flagTree,
  matchesQuery,
} from '../src/pages/Settings/flags.ts';
import { describedModules, descriptionKey, isDescribed } from '../src/pages/Settings/modules.ts';
import { type Flag, isSystemMode } from '../src/pages/Settings/siteSettings.ts';

const flag = (modId: string, parent: string | null = null, enabled = true): Flag => ({
  modId,
  enabled,
  parent,
});

/** A tree as nested ids, to compare at a glance. */
const ids = (nodes: readonly FlagNode[]): unknown[] =>
  nodes.map((node) => (node.children.length ? [node.flag.modId, ids(node.children)] : node.flag.modId));

const flags = [
  flag('COMM3'),
  flag('FREEPLAY3', 'COMM3'),
  flag('LOGINIPVERF3', 'COMM3', false),
  flag('REG3'),
  flag('USERNAMEREG3', 'REG3'),
  flag('MOBILENUMREG3', 'REG3'),
  flag('INBOX3'),
];

describe('the feature-flag tree', () => {
  it('puts each flag under its parent, in the server order', () => {
    expect(ids(flagTree(flags))).toEqual([
      ['COMM3', ['FREEPLAY3', 'LOGINIPVERF3']],
      ['REG3', ['USERNAMEREG3', 'MOBILENUMREG3']],
      'INBOX3',
    ]);
    expect(countFlags(flagTree(flags))).toBe(flags.length);
  });

  it('does not depend on parents coming first, and nests deeper', () => {
    expect(ids(flagTree([flag('C', 'B'), flag('B', 'A'), flag('A')]))).toEqual([['A', [['B', ['C']]]]]);
  });

  it('keeps a flag whose parent is missing, or that loops, at the top', () => {
    expect(ids(flagTree([flag('ORPHAN3', 'GONE3')]))).toEqual(['ORPHAN3']);
    expect(ids(flagTree([flag('SELF3', 'SELF3')]))).toEqual(['SELF3']);
    expect(countFlags(flagTree([flag('A', 'B'), flag('B', 'A')]))).toBe(2);
  });

  it('filters to the matching flags, each still under its parent', () => {
    const tree = flagTree(flags);
    expect(ids(filterTree(tree, (f) => matchesQuery(f.modId, 'free')))).toEqual([['COMM3', ['FREEPLAY3']]]);
    expect(ids(filterTree(tree, (f) => matchesQuery(f.modId, 'inbox')))).toEqual(['INBOX3']);
    expect(ids(filterTree(tree, (f) => matchesQuery(f.modId, 'REG3')))).toEqual([
      ['REG3', ['USERNAMEREG3', 'MOBILENUMREG3']],
    ]);
    expect(filterTree(tree, (f) => matchesQuery(f.modId, 'nothing like it'))).toEqual([]);
    expect(filterTree(tree, (f) => matchesQuery(f.modId, '  '))).toEqual(tree);
  });

  it('matches case-insensitively on trimmed text', () => {
    expect(matchesQuery('Free trial (FREEPLAY3)', ' free TRIAL ')).toBe(true);
    expect(matchesQuery('Free trial (FREEPLAY3)', 'sms')).toBe(false);
    expect(matchesQuery('anything', '')).toBe(true);
  });
});

describe('module descriptions', () => {
  it('has a text in every language for every described module, and none for an unknown id', () => {
    for (const [language, texts] of Object.entries(languages)) {
      const modules = texts.settings.flags.modules as Record<string, string>;
      expect(Object.keys(modules).sort(), language).toEqual([...describedModules].sort());
    }
    expect(descriptionKey('FREEPLAY3')).toBe('settings.flags.modules.FREEPLAY3');
    expect(isDescribed('MOD_SOMETHING_NEW')).toBe(false);
    expect(descriptionKey('MOD_SOMETHING_NEW')).toBeUndefined();
  });

  it('knows the three system statuses', () => {
    expect(isSystemMode('maintenance')).toBe(true);
    expect(isSystemMode('closed')).toBe(false);
  });
});
