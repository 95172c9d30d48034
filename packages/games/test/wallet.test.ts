import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { providerHeaders, signBody } from '@playsite/api/provider';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Journal } from '../src/server/journal/journal.ts';
import { WalletClient, type WalletSession } from '../src/server/wallet/client.ts';
import { FakeWallet } from './fake-wallet.ts';

const secret = 'test-provider-secret-0123456789';
const session: WalletSession = {
  token: 'token-of-player-1',
  user: 'p1',
  gameCode: 'T_COIN',
  currency: 'PHP',
};

let wallet: FakeWallet;
let url: string;
let dir: string;

const clientOf = (journal: Journal, options: { secret?: string; timeoutMs?: number } = {}) => {
  const client = new WalletClient({
    platformUrl: url,
    credentials: { providerId: 'playsite-games', keyId: 'dev', secret: options.secret ?? secret },
    timeoutMs: options.timeoutMs ?? 500,
    journal,
    retry: { baseMs: 10, maxMs: 40 },
  });
  client.replay(journal.previous);
  journal.compact(client.snapshot());
  return client;
};

beforeEach(async () => {
  wallet = new FakeWallet(secret);
  wallet.tokens.add(session.token);
  url = await wallet.start();
  dir = mkdtempSync(join(tmpdir(), 'games-wallet-'));
});

afterEach(async () => {
  await wallet.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('wallet client', () => {
  it('signs the exact body it sends, with a request_uuid per call', async () => {
    const seen: { raw: string; signature: string | undefined; provider: string | undefined }[] = [];
    const originalFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const headers = init?.headers as Record<string, string>;
      seen.push({
        raw: String(init?.body),
        signature: headers[providerHeaders.signature],
        provider: headers[providerHeaders.provider],
      });
      return originalFetch(input, init);
    };
    try {
      const client = clientOf(Journal.open(dir));
      client.start();
      expect((await client.balance(session)).balance).toBe(100_000);
      expect((await client.bet(session, { round: 'R1', tx: 'R1:bet', amount: 500 })).status).toBe('RS_OK');
      client.stop();
    } finally {
      globalThis.fetch = originalFetch;
    }
    expect(seen).toHaveLength(2);
    for (const call of seen) {
      expect(call.signature).toBe(signBody(secret, call.raw));
      expect(call.provider).toBe('playsite-games');
    }
    const uuids = seen.map((call) => JSON.parse(call.raw).request_uuid);
    expect(new Set(uuids).size).toBe(2);
    expect(wallet.balance('p1')).toBe(99_500);
  });

  it('is refused by the platform when signed with another secret', async () => {
    const client = clientOf(Journal.open(dir), { secret: 'not-the-platform-secret-000' });
    const outcome = await client.bet(session, { round: 'R2', tx: 'R2:bet', amount: 500 });
    expect(outcome.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect(wallet.balance('p1')).toBe(100_000);
  });

  it('rolls back a bet that timed out, and retries the rollback until acknowledged', async () => {
    const client = clientOf(Journal.open(dir), { timeoutMs: 150 });
    client.start();
    wallet.mode = 'hang';
    const outcome = await client.bet(session, { round: 'R3', tx: 'R3:bet', amount: 700 });
    expect(outcome.status).toBe('UNREACHABLE');
    expect(client.state('R3:bet')).toBe('failed');
    expect(client.owed).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    wallet.mode = 'ok';
    await client.idle();
    client.stop();
    const rollbacks = wallet.callsTo('rollback');
    expect(rollbacks.at(-1)?.body).toMatchObject({
      transaction_uuid: 'R3:rollback',
      reference_transaction_uuid: 'R3:bet',
      round: 'R3',
      round_closed: true,
    });
    // The bet arriving after its rollback is refused: nothing taken.
    expect(wallet.balance('p1')).toBe(100_000);
  });

  it('retries a win with the same body until the wallet acknowledges it, and pays it once', async () => {
    const client = clientOf(Journal.open(dir));
    client.start();
    await client.bet(session, { round: 'R4', tx: 'R4:bet', amount: 1_000 });
    wallet.mode = 'drop-after';
    const first = await client.win(session, {
      round: 'R4',
      tx: 'R4:win',
      reference: 'R4:bet',
      amount: 2_500,
      closed: true,
    });
    expect(first.status).toBe('UNREACHABLE');
    await new Promise((resolve) => setTimeout(resolve, 60));
    wallet.mode = 'ok';
    await client.idle();
    client.stop();
    const wins = wallet.callsTo('win');
    expect(wins.length).toBeGreaterThanOrEqual(2);
    expect(new Set(wins.map((call) => call.raw)).size).toBe(1);
    expect(wallet.balance('p1')).toBe(100_000 - 1_000 + 2_500);
  });

  it('pays what a killed process owed when it starts again from its journal', async () => {
    const first = clientOf(Journal.open(dir));
    first.start();
    await first.bet(session, { round: 'R5', tx: 'R5:bet', amount: 1_000 });
    wallet.mode = 'down';
    await first.win(session, { round: 'R5', tx: 'R5:win', reference: 'R5:bet', amount: 3_000, closed: true });
    // A bet sent just before the kill, never answered.
    const lost = first.bet(session, { round: 'R6', tx: 'R6:bet', amount: 400 });
    first.stop(); // the kill: nothing more is written or sent
    await lost;
    const lines = readFileSync(join(dir, 'journal.jsonl'), 'utf8').trim().split('\n');
    expect(lines.some((line) => line.includes('"R5:win"'))).toBe(true);

    wallet.mode = 'ok';
    const second = clientOf(Journal.open(dir));
    expect(second.owed).toBeGreaterThanOrEqual(1);
    second.start();
    await second.idle();
    second.stop();
    expect(wallet.balance('p1')).toBe(100_000 - 1_000 + 3_000);
    expect(wallet.callsTo('win').filter((call) => call.status === 'RS_OK')).toHaveLength(1);

    // Once paid, a third start owes nothing.
    const third = clientOf(Journal.open(dir));
    expect(third.owed).toBe(0);
  });
});
