import { type RankList, rankListValue } from '@playsite/api/contract';
import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { MoneyClient } from './money/http.ts';
import { backends } from './support/backends.ts';
import { useHarness } from './support/wire-harness.ts';

const categories = ['RNG', 'LIVE', 'FISH', 'PVP', 'ELOTT', 'LOTT', 'SPORTS', 'ESPORTS'];

describe.each(backends)('winner lists on a fresh start (%s)', (backend) => {
  const app = useHarness(backend, (harness) => new MoneyClient(harness));

  it('has wins of the demo history in every category, masked, biggest first', async () => {
    for (const gameType of categories) {
      const board = (await app.client.ok('rankList', undefined, { gameType, count: 20 })) as RankList;
      expect(validate(board, rankListValue)[0]).toBeUndefined();
      expect(board.list.length, gameType).toBeGreaterThan(0);
      expect(board.list.every((row) => row.gameType === gameType && row.winAmount > 0)).toBe(true);
      expect(board.list.every((row) => row.customerName.includes('***'))).toBe(true);
      const amounts = board.list.map((row) => row.winAmount);
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    }
    const all = (await app.client.ok('rankList', undefined, { count: 5 })) as RankList;
    expect(all.list).toHaveLength(5);
  });

  it('settled the history through the ledger: each history player’s balance is its credit plus its net wins', async () => {
    const rows = await app.harness.db.query<{ username: string; balance: bigint; net: bigint }>(
      `SELECT m.username, a.balance,
         (SELECT COALESCE(sum(r.win - r.stake), 0) FROM game_rounds r WHERE r.member_id = m.id AND r.status = 'settled') AS net
       FROM members m JOIN ledger_accounts a ON a.member_id = m.id AND a.code = 'member:' || m.id || ':0'
       WHERE m.username IN ('lucky8star', 'goldfin22', 'acehigh77', 'tigerwin9', 'moonriver5', 'jadefox31')`,
    );
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(BigInt(row.balance), row.username).toBe(1_000_000n + BigInt(row.net));
  });

  it('does not let a history player log in', async () => {
    const answer = await app.client.wire.call('/wps/session/login', {
      encrypt: true,
      json: { username: 'lucky8star', password: 'demo1234' },
    });
    expect(answer.body.success).toBe(false);
  });
});
