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

describe('browser bundle', () => {
  it('imports node built-ins only from the Node entry (wire/node.ts) and tests', () => {
    const offenders = files(src)
      .filter((file) => !file.endsWith('.test.ts') && !file.endsWith('wire/node.ts'))
      .filter((file) => /from ['"](node:|crypto['"]|fs['"])/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(src, file));
    expect(offenders).toEqual([]);
    expect(readFileSync(join(src, 'wire/node.ts'), 'utf8')).toContain("from 'node:crypto'");
  });
});
