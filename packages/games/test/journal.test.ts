import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Journal } from '../src/server/journal/journal.ts';

const dirs: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'games-journal-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('journal', () => {
  it('gives the previous run its records, bigints included, and skips a line torn by a kill', () => {
    const dir = folder();
    const first = Journal.open(dir);
    first.compact([]);
    first.append({ type: 'round', id: 'A', state: { odds: { num: 3n, den: 7n } } });
    first.append({ type: 'round.end', id: 'A' });
    appendFileSync(join(dir, 'journal.jsonl'), '{"type":"round","id":"B","sta');
    const second = Journal.open(dir);
    expect(second.previous).toEqual([
      { type: 'round', id: 'A', state: { odds: { num: 3n, den: 7n } } },
      { type: 'round.end', id: 'A' },
    ]);
  });

  it('compacts to what is live and ignores appends made while replaying', () => {
    const dir = folder();
    const journal = Journal.open(dir);
    journal.append({ type: 'dropped' });
    journal.compact([{ type: 'live', n: 1 }]);
    journal.append({ type: 'after', n: 2 });
    const lines = readFileSync(join(dir, 'journal.jsonl'), 'utf8').trim().split('\n');
    expect(lines.map((line) => JSON.parse(line).type)).toEqual(['live', 'after']);
  });
});
