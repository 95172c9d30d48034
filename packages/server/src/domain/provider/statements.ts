/*
 * The statements of the wallet calls (wallet.ts): each calls its function of migration
 * 024_providers.sql (provider_balance, provider_bet, provider_win, provider_rollback), which checks
 * the call, records it with its answer and updates its round in one statement. The migration says
 * how they lock and what a copy arriving at the same moment gets.
 *
 * Named parameters (`named` turns them into $1…): :token the token's SHA-256, :provider, :uuid the
 * transaction_uuid, :now, :idle the idle cut-off (a platform session last seen before it has
 * ended), :touch the session-touch cut-off (its idle timer is written at most this often), :user,
 * :game the game code, :currency, :amount the amount moved, :round, :closed (round_closed), :hash
 * the content hash, :raw the body, :reference the reference transaction_uuid.
 */

/** A statement with :name parameters, as PostgreSQL's $1… and the names in their order. */
export interface Named {
  text: string;
  names: string[];
}

export function named(sql: string): Named {
  const names: string[] = [];
  const text = sql.replace(/(?<!:):([a-z]+)\b/g, (_match, name: string) => {
    if (!names.includes(name)) names.push(name);
    return `$${names.indexOf(name) + 1}`;
  });
  return { text, names };
}

/** Columns: member_id, currency, game_code, live, balance. */
export const balanceSql = named('SELECT * FROM provider_balance(:token, :provider, :now, :idle, :touch)');

/** Columns of the money calls: status, member_id, merchant_code, currency, wallet, game_code, balance, prior, claimed; a bet adds guarded. */
export const betSql = named(
  `SELECT * FROM provider_bet(:token, :provider, :uuid, :now, :idle, :touch, :user, :game, :currency, :amount,
     :round, :closed, :hash, :raw)`,
);

export const winSql = named(
  `SELECT * FROM provider_win(:token, :provider, :uuid, :now, :idle, :user, :game, :currency, :amount, :round,
     :closed, :hash, :raw, :reference)`,
);

/** … and refund: the bet's amount it gives back (0 when there is none to undo). */
export const rollbackSql = named(
  `SELECT * FROM provider_rollback(:token, :provider, :uuid, :now, :idle, :user, :game, :round, :closed, :hash,
     :raw, :reference)`,
);

/**
 * A bet or a win and its posting in one statement (migration 031), run without a transaction;
 * :shards the provider account shards, :max the ledger's largest balance. A real-money bet of a
 * member with a responsible-gaming limit or break raises SQLSTATE PWRG1 and keeps nothing.
 */
export const betPostedSql = named(
  `SELECT * FROM provider_bet_posted(:token, :provider, :uuid, :now, :idle, :touch, :user, :game, :currency,
     :amount, :round, :closed, :hash, :raw, :shards, :max)`,
);

export const winPostedSql = named(
  `SELECT * FROM provider_win_posted(:token, :provider, :uuid, :now, :idle, :user, :game, :currency, :amount,
     :round, :closed, :hash, :raw, :reference, :shards, :max)`,
);
