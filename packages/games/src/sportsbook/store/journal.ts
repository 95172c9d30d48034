import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MemoryBetStore } from './memory.ts';
import type { BetRecord } from './types.ts';

/**
 * Bets in memory with a JSON-lines journal: every change appends the whole record, and opening
 * the store replays the file (the last line of a bet wins), so a restart keeps open bets and the
 * payments they were in the middle of. Writes are serialised; `put` resolves once the line is in
 * the file. A torn last line (a crash mid-write) is skipped. One process owns a data dir.
 */
export class JournalBetStore extends MemoryBetStore {
  private writing: Promise<void> = Promise.resolve();

  private constructor(private readonly file: string) {
    super();
  }

  static async open(dataDir: string): Promise<JournalBetStore> {
    const dir = join(dataDir, 'sportsbook');
    await mkdir(dir, { recursive: true });
    const store = new JournalBetStore(join(dir, 'bets.jsonl'));
    const text = await readFile(store.file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    });
    // A torn last line is closed off so the next record starts on a line of its own.
    if (text.length > 0 && !text.endsWith('\n')) await appendFile(store.file, '\n', 'utf8');
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        store.remember(JSON.parse(line) as BetRecord);
      } catch {
        // A line cut short by a crash: the change it held never completed.
      }
    }
    return store;
  }

  override async put(bet: BetRecord): Promise<void> {
    const line = `${JSON.stringify(bet)}\n`;
    const write = this.writing.then(() => appendFile(this.file, line, 'utf8'));
    this.writing = write.catch(() => undefined);
    await write;
    this.remember(bet);
  }
}
