/**
 * Whether an error means the database could not be reached or dropped the connection (a restart,
 * a failover, an administrator ending backends), rather than refusing the statement: such a call
 * is worth retrying in a moment, with the same idempotency key for money and bets.
 *
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01-57P03 (admin or crash shutdown,
 * cannot connect now), 53300 (too many connections), 55000 with "not currently accepting
 * connections"; node-postgres' own errors when the socket is gone; the OS's refused or reset
 * connections.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (/^08...$/.test(code) || /^57P0[123]$/.test(code) || code === '53300') return true;
    if (code === '55000' && /not currently accepting connections/.test(error.message)) return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(code)) return true;
  }
  return /^(Connection terminated|Client has encountered a connection error|Client was closed)/.test(
    error.message,
  );
}
