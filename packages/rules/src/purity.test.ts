import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/adr/0002: the server and the site's forms import these rules, so they stay free of React,
 * i18next, final-form and the DOM, and take only types from @playsite/api (no client code).
 */
const folder = import.meta.dirname;
const sources = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
const forbidden =
  /from ['"](?:react|react-dom|react-final-form|final-form|i18next|react-i18next|@playsite\/(?:ui|forms|site|server))['"/]|^import (?!type )[^;]*from ['"]@playsite\/api|\b(?:window|document|navigator|localStorage)\./m;

describe('@playsite/rules', () => {
  it.each(sources)('%s imports no React, i18next, final-form, DOM or api code', (name) => {
    expect(readFileSync(join(folder, name), 'utf8')).not.toMatch(forbidden);
  });

  it('the check itself sees a forbidden import', () => {
    expect("import { useState } from 'react';").toMatch(forbidden);
    expect("import { Form } from 'react-final-form';").toMatch(forbidden);
    expect("import { platform } from '@playsite/api';").toMatch(forbidden);
    expect("import type { FieldSetting } from '@playsite/api/contract';").not.toMatch(forbidden);
  });
});
