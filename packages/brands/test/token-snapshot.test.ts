import { describe, expect, it } from 'vitest';
import {
  readTokenSnapshot,
  tokenChanges,
  tokenSnapshot,
  tokenSnapshotFile,
  updateFlag,
  writeTokenSnapshot,
} from './token-snapshot.ts';

/**
 * The value of every derived token of every brand, against the committed baselines/tokens.json (a baseline: it names the brand folders, as the screenshots do):
 * any change of a brand's inputs or of the derivation is reported here, every changed token in
 * one run, before the screenshot gate (issue 38: a brand colour change passed the screenshots).
 * After an intended change: `UPDATE_TOKEN_SNAPSHOT=1 npx vitest run --project brands`, then
 * `pnpm visual:update` for the screens.
 */
describe('token snapshot', () => {
  it('holds every derived token of every brand', () => {
    const actual = tokenSnapshot();
    if (process.env[updateFlag]) writeTokenSnapshot(actual);
    const changes = tokenChanges(readTokenSnapshot(), actual);
    expect(
      changes,
      `${changes.length} token values differ from ${tokenSnapshotFile}; if intended, run ${updateFlag}=1 npx vitest run --project brands`,
    ).toEqual([]);
  });

  it('reports a changed, an added and a removed token and brand', () => {
    const before = { a: { 'color.brand': '#000000', gone: '1px' }, old: { x: '1' } };
    const after = { a: { 'color.brand': '#111111', fresh: '2px' }, new: { x: '1' } };
    expect(tokenChanges(before, after)).toEqual([
      'a color.brand: #000000 -> #111111',
      'a fresh: (none) -> 2px',
      'a gone: 1px -> (none)',
      'new: brand added',
      'old: brand removed',
    ]);
  });
});
