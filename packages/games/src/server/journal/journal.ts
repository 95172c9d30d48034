import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Engines' states may hold exact bigint ratios: a line keeps them as `{ "$bigint": "…" }`. */
const replacer = (_key: string, value: unknown) =>
  typeof value === 'bigint' ? { $bigint: value.toString() } : value;
const reviver = (_key: string, value: unknown) =>
  value !== null &&
  typeof value === 'object' &&
  typeof (value as { $bigint?: unknown }).$bigint === 'string' &&
  Object.keys(value).length === 1
    ? BigInt((value as { $bigint: string }).$bigint)
    : value;
const line = (record: JournalRecord) => `${JSON.stringify(record, replacer)}\n`;

/** One line of the journal: a JSON object with a `type` its owner recognises. */
export interface JournalRecord {
  type: string;
  [field: string]: unknown;
}

/**
 * The game server's append-only journal (JSON lines in the data directory): what it owes the
 * wallet, open rounds, table bets, sessions and seeds. Each owner (wallet client, rounds,
 * tables…) appends its own record types and, on start, rebuilds its state from the previous run's
 * records. Then the file is rewritten with what is still live (`compact`), so it stays small.
 *
 * Appends are synchronous (one `write` per line); fsync is not needed: a killed process keeps
 * what the kernel had, and a torn last line is skipped on the next start.
 */
export class Journal {
  private replaying = true;

  private constructor(
    readonly path: string,
    /** The previous run's records, in order, for the owners to replay. */
    readonly previous: readonly JournalRecord[],
  ) {}

  static open(dir: string, name = 'journal.jsonl'): Journal {
    mkdirSync(dir, { recursive: true });
    const path = join(dir, name);
    const records: JournalRecord[] = [];
    if (existsSync(path)) {
      for (const text of readFileSync(path, 'utf8').split('\n')) {
        if (text.trim() === '') continue;
        try {
          const record = JSON.parse(text, reviver) as unknown;
          if (record && typeof record === 'object' && typeof (record as JournalRecord).type === 'string')
            records.push(record as JournalRecord);
        } catch {
          // A line torn by a kill mid-write: what it said never happened.
        }
      }
    }
    return new Journal(path, records);
  }

  /**
   * Ends the replay: the file becomes `live` (each owner's snapshot of its state after replaying
   * `previous`), written beside and renamed over so a kill leaves the old or the new file whole.
   * Appends made while replaying are dropped: the snapshots already hold their effect.
   */
  compact(live: readonly JournalRecord[]): void {
    const tmp = `${this.path}.tmp`;
    writeFileSync(tmp, live.map(line).join(''));
    renameSync(tmp, this.path);
    this.replaying = false;
  }

  append(record: JournalRecord): void {
    if (this.replaying) return;
    appendFileSync(this.path, line(record));
  }
}
