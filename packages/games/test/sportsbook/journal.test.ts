import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Sportsbook } from '../../src/sportsbook/book.ts';
import { JournalBetStore } from '../../src/sportsbook/store/journal.ts';
import { goals } from './fakes.ts';
import { leg, member, setup, slip } from './setup.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sportsbook-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the bet journal', () => {
  it('keeps open bets over a restart, and settles them once after it', async () => {
    const s = setup({}, await JournalBetStore.open(dir));
    const result = await s.book.place(member, slip([leg('e1')]));
    const id = result.ok ? result.bets[0]?.id : undefined;
    // A crash mid-payment: the win is recorded, not sent.
    s.feed.finish('e1', goals(1, 0));
    s.wallet.failNextWins(1);
    await s.book.settle();

    const reopened = await JournalBetStore.open(dir);
    expect(reopened.get(id as string)).toMatchObject({ state: 'settling', paid: 0 });
    const restarted = new Sportsbook({
      feed: s.feed,
      store: reopened,
      money: s.wallet.money,
      clock: s.clock,
      config: { margin: 0 },
    });
    await restarted.settle();
    expect(reopened.get(id as string)).toMatchObject({ state: 'settled', paid: 2000 });
    expect(s.wallet.wins().map((w) => w.txId)).toEqual([`${id}:win`]);
    expect((await JournalBetStore.open(dir)).byUser('u1').map((b) => b.state)).toEqual(['settled']);
  });

  it('skips a torn last line and keeps writing after it', async () => {
    const s = setup({}, await JournalBetStore.open(dir));
    await s.book.place(member, slip([leg('e1')]));
    const file = join(dir, 'sportsbook', 'bets.jsonl');
    await appendFile(file, '{"id":"sb-torn","user":"u1","sta');
    const reopened = await JournalBetStore.open(dir);
    expect(reopened.all()).toHaveLength(1);
    const again = setup({}, reopened);
    await again.book.place(member, slip([leg('e2')]));
    expect((await JournalBetStore.open(dir)).all()).toHaveLength(2);
    expect((await readFile(file, 'utf8')).split('\n').filter(Boolean).length).toBeGreaterThanOrEqual(5);
  });
});
