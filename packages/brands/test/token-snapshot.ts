import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { deriveTheme } from '../src/deriveTheme.ts';
import { loadBrands } from '../src/node/load.ts';

/** brand id -> token path (`color.background.brand`) -> its derived value. */
export type TokenSnapshot = Record<string, Record<string, string>>;

/** The committed snapshot: every derived token of every brand folder. */
export const tokenSnapshotFile = resolve(import.meta.dirname, 'baselines/tokens.json');

/** Rewrites the committed snapshot instead of comparing: `UPDATE_TOKEN_SNAPSHOT=1 npx vitest run --project brands`. */
export const updateFlag = 'UPDATE_TOKEN_SNAPSHOT';

function flatten(tree: object, prefix: string, into: Record<string, string>): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'object' && value !== null) flatten(value, `${prefix}${key}.`, into);
    else into[`${prefix}${key}`] = String(value);
  }
  return into;
}

/** Every derived token of every brand in `dir` (default: the repository's brands/). */
export function tokenSnapshot(dir?: string): TokenSnapshot {
  const brands = dir === undefined ? loadBrands() : loadBrands(dir);
  return Object.fromEntries(
    brands.map((brand) => [brand.id, flatten(deriveTheme(brand.file.tokens), '', {})]),
  );
}

export const readTokenSnapshot = (): TokenSnapshot => JSON.parse(readFileSync(tokenSnapshotFile, 'utf8'));

export const writeTokenSnapshot = (snapshot: TokenSnapshot): void =>
  writeFileSync(tokenSnapshotFile, `${JSON.stringify(snapshot, null, 2)}\n`);

/** Every difference, one line each (`<brand> color.background.brand: #0b7a5c -> #2e7d32`), sorted. */
export function tokenChanges(expected: TokenSnapshot, actual: TokenSnapshot): string[] {
  const changes: string[] = [];
  for (const brand of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    const before = expected[brand];
    const after = actual[brand];
    if (!before || !after) {
      changes.push(`${brand}: brand ${before ? 'removed' : 'added'}`);
      continue;
    }
    for (const token of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (before[token] !== after[token])
        changes.push(`${brand} ${token}: ${before[token] ?? '(none)'} -> ${after[token] ?? '(none)'}`);
    }
  }
  return changes.sort();
}
