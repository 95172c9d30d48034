import { randomUUID } from 'node:crypto';
import {
  developmentKeyId,
  developmentProviderSecret,
  providerHeaders,
  providerWalletPaths,
  signBody,
  type WalletResponse,
  walletResponse,
} from '@playsite/api/provider';
import { validate } from 'superstruct';
import { expect } from 'vitest';
import type { ServerConfig } from '../src/config.ts';
import type { Queryable } from '../src/db/database.ts';
import { sharedGames } from '../src/domain/games/catalogue.ts';
import { providerAccountShards } from '../src/domain/provider/accounts.ts';
import type { CatalogueGame } from '../src/games/catalogue.ts';
import { type GamesHarness, launchOf, startGames } from './games/http-support.ts';
import { expectLedgerBalanced } from './games/ledger-check.ts';
import type { Backend } from './support/backends.ts';

/* What the provider wallet tests share: a platform with the game server configured, launches, signed calls, the audit. */

export const providerId = 'playsite-games';
export const gamesUrl = 'http://games.test:8090';

export function startProviderPlatform(backend: Backend, config: Partial<ServerConfig> = {}) {
  return startGames(backend, {
    games: { url: gamesUrl, providerSecret: developmentProviderSecret },
    ...config,
  });
}

/** Catalogue games the game server serves: no demo engine, an RNG slot with and one without free play. */
export function providerGames() {
  const games = sharedGames().catalogue.games.filter((game) => !game.demo && game.gameType === 'RNG');
  const realOnly = games.find((game) => game.supportPlay === 1);
  const freePlay = games.find((game) => game.supportPlay === 0 && game !== realOnly);
  const other = games.find((game) => game !== realOnly && game !== freePlay && game.supportPlay === 1);
  if (!realOnly || !freePlay || !other) throw new Error('the catalogue has no provider games');
  return { realOnly, freePlay, other };
}

export interface Launched {
  token: string;
  user: string;
  gameCode: string;
  currency: string;
  memberId: number;
  sessionToken: string;
  url: URL;
}

/** Logs a seeded member in and launches a game: the provider session the URL hands over. */
export async function launchThroughProvider(
  h: GamesHarness,
  game: CatalogueGame,
  username = 'demomember',
  accountType: 0 | 1 = 1,
): Promise<Launched> {
  const { token, memberId } = await h.login(username);
  const answer = await h.call('launchGame', launchOf(game, { accountType }), token);
  const url = (answer.body.value as { content?: { game_url?: string } } | undefined)?.content?.game_url;
  if (!url) throw new Error(`launch refused: ${JSON.stringify(answer.body)}`);
  const parsed = new URL(url);
  const query = Object.fromEntries(parsed.searchParams);
  return {
    token: query.token ?? '',
    user: query.user ?? '',
    gameCode: query.game_code ?? '',
    currency: query.currency ?? '',
    memberId,
    sessionToken: token,
    url: parsed,
  };
}

export interface Signing {
  provider?: string;
  keyId?: string;
  secret?: string;
  /** Sent as is instead of the body's signature (undefined: none). */
  signature?: string | null;
}

type Call = keyof typeof providerWalletPaths;

/** One signed wallet call; checks it is HTTP 200 with an answer of the contract's shape. */
export async function walletCall(
  h: { url: string },
  call: Call,
  body: Record<string, unknown> | string,
  signing: Signing = {},
): Promise<WalletResponse> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const signature =
    signing.signature === null
      ? undefined
      : (signing.signature ?? signBody(signing.secret ?? developmentProviderSecret, raw));
  const response = await fetch(`${h.url}${providerWalletPaths[call]}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [providerHeaders.provider]: signing.provider ?? providerId,
      [providerHeaders.keyId]: signing.keyId ?? developmentKeyId,
      ...(signature === undefined ? {} : { [providerHeaders.signature]: signature }),
    },
    body: raw,
  });
  expect(response.status).toBe(200);
  const answer = (await response.json()) as WalletResponse;
  const [error] = validate(answer, walletResponse);
  expect(error?.message, 'the answer has the contract shape').toBeUndefined();
  return answer;
}

/** Request bodies of a launched session. */
export function bodies(session: Launched) {
  const common = () => ({
    request_uuid: randomUUID(),
    token: session.token,
    user: session.user,
    game_code: session.gameCode,
  });
  return {
    balance: () => common(),
    bet: (transaction: string, round: string, amount: number, extra: Record<string, unknown> = {}) => ({
      ...common(),
      transaction_uuid: transaction,
      round,
      currency: session.currency,
      amount,
      ...extra,
    }),
    win: (
      transaction: string,
      bet: string,
      round: string,
      amount: number,
      extra: Record<string, unknown> = {},
    ) => ({
      ...common(),
      transaction_uuid: transaction,
      reference_transaction_uuid: bet,
      round,
      currency: session.currency,
      amount,
      ...extra,
    }),
    rollback: (transaction: string, bet: string, round: string, extra: Record<string, unknown> = {}) => ({
      ...common(),
      transaction_uuid: transaction,
      reference_transaction_uuid: bet,
      round,
      ...extra,
    }),
  };
}

/** How many ledger transfers a provider transaction posted. */
export async function transfersOf(db: Queryable, transaction: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key = $1',
    [`provider:${providerId}:${transaction}`],
  );
  return rows[0]?.n ?? 0;
}

/**
 * The ledger audit after every case, in SQL: every transfer balanced and every balance the sum of
 * its entries (expectLedgerBalanced), no member balance negative, each provider account's balance
 * = bets − wins − rollbacks it recorded (so the members' side of those transfers is −(bets − wins −
 * rollbacks)), and each recorded money movement is exactly one ledger transfer of that amount.
 */
export async function auditProviderLedger(db: Queryable): Promise<void> {
  await expectLedgerBalanced(db);
  expect(
    await db.query('SELECT code, balance FROM ledger_accounts WHERE NOT system AND balance < 0'),
    'no member balance negative',
  ).toEqual([]);
  const recorded = `SELECT t.merchant_code, 'system:provider:' || t.provider_id
        || CASE WHEN t.wallet LIKE '%:90' THEN ':demo:' ELSE ':real:' END || t.member_id % ${providerAccountShards} AS code,
      sum(CASE t.kind WHEN 'bet' THEN t.amount ELSE -t.amount END)::bigint AS net
    FROM provider_transactions t GROUP BY 1, 2`;
  const accounts = await db.query<{
    code: string;
    balance: bigint;
    net: bigint | null;
    members: bigint | null;
  }>(
    `WITH recorded AS (${recorded}),
     member_side AS (
       SELECT l.merchant_code, a.code, sum(m.amount)::bigint AS total
       FROM ledger_transfers l
       JOIN ledger_entries e ON e.transfer_id = l.id JOIN ledger_accounts a ON a.id = e.account_id AND a.system
       JOIN ledger_entries m ON m.transfer_id = l.id JOIN ledger_accounts ma ON ma.id = m.account_id AND NOT ma.system
       WHERE l.kind LIKE 'provider.%' GROUP BY 1, 2)
     SELECT a.code, a.balance, r.net, s.total AS members FROM ledger_accounts a
     LEFT JOIN recorded r ON r.merchant_code = a.merchant_code AND r.code = a.code
     LEFT JOIN member_side s ON s.merchant_code = a.merchant_code AND s.code = a.code
     WHERE a.code LIKE 'system:provider:%'`,
  );
  for (const account of accounts) {
    expect(account.balance, `${account.code} = bets − wins − rollbacks`).toBe(account.net ?? 0n);
    expect(account.members ?? 0n, `members' side of ${account.code}`).toBe(-(account.net ?? 0n));
  }
  const mismatched = await db.query(
    `SELECT t.transaction_uuid, t.amount, count(l.id) AS transfers
     FROM provider_transactions t
     LEFT JOIN ledger_transfers l ON l.merchant_code = t.merchant_code
       AND l.idempotency_key = 'provider:' || t.provider_id || ':' || t.transaction_uuid
     GROUP BY t.provider_id, t.transaction_uuid, t.amount
     HAVING count(l.id) <> CASE WHEN t.amount > 0 THEN 1 ELSE 0 END`,
  );
  expect(mismatched, 'one ledger transfer per money movement, none without one').toEqual([]);
  const orphans = await db.query(
    `SELECT l.idempotency_key FROM ledger_transfers l WHERE l.kind LIKE 'provider.%' AND NOT EXISTS (
       SELECT FROM provider_transactions t
       WHERE l.idempotency_key = 'provider:' || t.provider_id || ':' || t.transaction_uuid)`,
  );
  expect(orphans, 'no provider transfer without its record').toEqual([]);
}
