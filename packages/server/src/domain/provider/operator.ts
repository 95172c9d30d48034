import { randomBytes } from 'node:crypto';
import type { Context } from '../../context.ts';
import { allProviders, forgetProviders, isLive, keyGraceMs, type Provider } from './providers.ts';

/* Operator controls of the providers: shared by the CLI (direct database) and /__operator/provider*. */

export class UnknownProvider extends Error {}

/** A provider as the operator sees it: keys without their secrets. */
export function describeProvider(ctx: Context, provider: Provider) {
  const now = ctx.clock.now();
  return {
    id: provider.id,
    name: provider.name,
    baseUrl: provider.baseUrl,
    enabled: provider.enabled,
    /** Taking launches and bets in this process (the switch, and the game server's configuration). */
    live: isLive(ctx, provider),
    gameTypes: provider.gameTypes ?? 'every lane',
    excludedGameTypes: provider.excludedGameTypes,
    keys: provider.keys.map((key) => ({
      keyId: key.keyId,
      createdAt: new Date(key.createdAt).toISOString(),
      validUntil: key.validUntil === null ? null : new Date(key.validUntil).toISOString(),
      valid: key.validUntil === null || key.validUntil > now,
    })),
  };
}

async function freshProvider(ctx: Context, id: string): Promise<Provider> {
  forgetProviders(ctx);
  const provider = (await allProviders(ctx)).find((candidate) => candidate.id === id);
  if (!provider) throw new UnknownProvider(`No provider ${id}`);
  return provider;
}

export async function listProviders(ctx: Context) {
  forgetProviders(ctx);
  return (await allProviders(ctx)).map((provider) => describeProvider(ctx, provider));
}

/** The operator's switch: a disabled provider takes no launches, balance calls or bets (wins and rollbacks still pay). */
export async function setProviderEnabled(ctx: Context, id: string, enabled: boolean) {
  await freshProvider(ctx, id);
  await ctx.db.query('UPDATE providers SET enabled = $2 WHERE id = $1', [id, enabled]);
  return describeProvider(ctx, await freshProvider(ctx, id));
}

/**
 * A new signing key; every key valid now stays valid for `keyGraceMs` more (the provider switches
 * over meanwhile). The secret is answered here once and never shown again.
 */
export async function rotateProviderKey(ctx: Context, id: string) {
  await freshProvider(ctx, id);
  const now = ctx.clock.now();
  const keyId = `key-${randomBytes(6).toString('hex')}`;
  const secret = randomBytes(32).toString('base64url');
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE provider_keys SET valid_until = $2
       WHERE provider_id = $1 AND (valid_until IS NULL OR valid_until > $2)`,
      [id, now + keyGraceMs],
    );
    await tx.query(
      'INSERT INTO provider_keys (provider_id, key_id, secret, created_at) VALUES ($1, $2, $3, $4)',
      [id, keyId, secret, now],
    );
  });
  const provider = await freshProvider(ctx, id);
  return {
    provider: id,
    keyId,
    secret,
    previousKeysValidUntil: new Date(now + keyGraceMs).toISOString(),
    keys: describeProvider(ctx, provider).keys,
  };
}
