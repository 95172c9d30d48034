import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '../src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** Entries only servers import: the RSA key maker, and the provider wallet's request signing. */
const nodeEntries = ['wire/node.ts', 'provider/sign.ts'];

describe('browser bundle', () => {
  it('imports node built-ins only from the Node entries (wire/node.ts, provider/sign.ts) and tests', () => {
    const offenders = files(src)
      .filter((file) => !file.endsWith('.test.ts') && !nodeEntries.some((entry) => file.endsWith(entry)))
      .filter((file) => /from ['"](node:|crypto['"]|fs['"])/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(src, file));
    expect(offenders).toEqual([]);
    expect(readFileSync(join(src, 'wire/node.ts'), 'utf8')).toContain("from 'node:crypto'");
  });

  it('keeps the provider wallet (a server-to-server API) out of the entries the site loads', () => {
    for (const entry of ['index.ts', 'client/index.ts', 'contract/index.ts', 'wire/index.ts'])
      expect(readFileSync(join(src, entry), 'utf8')).not.toContain('provider');
  });
});
