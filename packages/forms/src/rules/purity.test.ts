// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** docs/adr/0002: the server imports these rules, so they stay free of React, i18next and the DOM. */
const folder = dirname(fileURLToPath(import.meta.url));
const sources = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
const forbidden =
  /from ['"](?:react|react-dom|react-final-form|final-form|i18next|react-i18next|@playsite\/ui)['"/]|\b(?:window|document|navigator|localStorage)\./;

describe('@playsite/forms/rules', () => {
  it.each(sources)('%s imports no React, i18next or DOM', (name) => {
    expect(readFileSync(join(folder, name), 'utf8')).not.toMatch(forbidden);
  });

  it('the check itself sees a React import', () => {
    expect("import { useState } from 'react';").toMatch(forbidden);
  });
});
