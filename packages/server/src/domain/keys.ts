import type { Context } from '../context.ts';
import { generateRsaKey, isRsaKey, type RsaKey } from '../security/legacy-cipher.ts';

/**
 * The RSA key of the encrypted calls, kept in the database (so in the data folder with PGlite, and
 * shared by every instance with PostgreSQL). Created on first use.
 */
export async function loadRsaKey(ctx: Context): Promise<RsaKey> {
  const read = async () => {
    const rows = await ctx.db.query<{ value: unknown }>("SELECT value FROM server_keys WHERE name = 'rsa'");
    const value = rows[0]?.value;
    return isRsaKey(value) ? value : undefined;
  };
  const existing = await read();
  if (existing) return existing;
  // Absent (or stored in an older shape): a new key; clients refetch it on request.encryption.invalid.
  await ctx.db.query(
    `INSERT INTO server_keys (name, value, created_at) VALUES ('rsa', $1, $2)
     ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value, created_at = EXCLUDED.created_at
     WHERE NOT (server_keys.value ? 'privatePem')`,
    [JSON.stringify(generateRsaKey()), ctx.clock.now()],
  );
  const created = await read();
  if (!created) throw new Error('RSA key could not be stored');
  return created;
}
