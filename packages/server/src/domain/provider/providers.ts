import { developmentKeyId, developmentProviderSecret } from '@playsite/api/provider';
import type { Context } from '../../context.ts';
import type { CatalogueGame } from '../../games/catalogue.ts';
import { cachePerHandle } from '../../ops/ttl-cache.ts';
import { sha256 } from '../../security/tokens.ts';

/** The game server (packages/games): configured by GAMES_URL and GAMES_PROVIDER_SECRET. */
export const gameServerId = 'playsite-games';

export interface ProviderKey {
  keyId: string;
  secret: string;
  createdAt: number;
  /** Epoch ms after which the key no longer verifies; null until the next rotation. */
  validUntil: number | null;
}

export interface Provider {
  id: string;
  name: string;
  baseUrl: string;
  /** The operator's switch as stored. */
  enabled: boolean;
  /** Lanes served (null: every lane) and lanes never served. */
  gameTypes: string[] | null;
  excludedGameTypes: string[];
  keys: ProviderKey[];
}

interface ProviderRow {
  id: string;
  name: string;
  base_url: string;
  enabled: boolean;
  game_types: string[] | null;
  excluded_game_types: string[];
  keys: Array<{ key_id: string; secret: string; created_at: number; valid_until: number | null }> | null;
}

/**
 * Providers and their keys, read at most once a second per process (a wallet call reads them from
 * memory). Changes made here (enable, disable, rotate) are seen at once by this process and within
 * the second by the other instances.
 */
const cacheOf = cachePerHandle<Provider[]>(1_000);

async function readProviders(ctx: Context): Promise<Provider[]> {
  const rows = await ctx.db.query<ProviderRow>(
    `SELECT p.id, p.name, p.base_url, p.enabled, p.game_types, p.excluded_game_types,
       (SELECT json_agg(json_build_object('key_id', k.key_id, 'secret', k.secret, 'created_at', k.created_at,
          'valid_until', k.valid_until) ORDER BY k.created_at DESC, k.key_id)
        FROM provider_keys k WHERE k.provider_id = p.id) AS keys
     FROM providers p ORDER BY p.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    baseUrl: row.base_url,
    enabled: row.enabled,
    gameTypes: row.game_types,
    excludedGameTypes: row.excluded_game_types,
    keys: (row.keys ?? []).map((key) => ({
      keyId: key.key_id,
      secret: key.secret,
      createdAt: Number(key.created_at),
      validUntil: key.valid_until === null ? null : Number(key.valid_until),
    })),
  }));
}

export function allProviders(ctx: Context): Promise<Provider[]> {
  return cacheOf(ctx.db).get('all', () => readProviders(ctx));
}

export function forgetProviders(ctx: Context): void {
  cacheOf(ctx.db).delete('all');
}

/**
 * Whether this process lets the provider take launches and bets: the operator's switch, and for
 * the game server a configured game server with a signing secret (in production without
 * GAMES_PROVIDER_SECRET it stays disabled).
 */
export function isLive(ctx: Context, provider: Provider): boolean {
  if (!provider.enabled) return false;
  if (provider.id !== gameServerId) return provider.baseUrl !== '';
  return ctx.config.games?.providerSecret !== undefined;
}

/** Where its game pages are: the game server's from this process's configuration. */
export function baseUrlOf(ctx: Context, provider: Provider): string {
  return provider.id === gameServerId ? (ctx.config.games?.url ?? provider.baseUrl) : provider.baseUrl;
}

/** The keys a signature may be made with now. Production never accepts the development secret. */
export function validKeys(ctx: Context, provider: Provider): ProviderKey[] {
  const now = ctx.clock.now();
  return provider.keys.filter(
    (key) =>
      (key.validUntil === null || key.validUntil > now) &&
      !(ctx.config.production && key.secret === developmentProviderSecret),
  );
}

/** The provider's rule: a game of a lane it serves, not one the platform's demo engines play. */
export function serves(provider: Provider, game: CatalogueGame): boolean {
  if (game.demo) return false;
  if (provider.gameTypes !== null && !provider.gameTypes.includes(game.gameType)) return false;
  return !provider.excludedGameTypes.includes(game.gameType);
}

/** The live provider that serves a game (the first by id), if any. */
export async function providerFor(ctx: Context, game: CatalogueGame): Promise<Provider | undefined> {
  return (await allProviders(ctx)).find((provider) => isLive(ctx, provider) && serves(provider, game));
}

/** How long a rotated-out key still verifies. */
export const keyGraceMs = 24 * 60 * 60_000;

/** The key id of the configured secret: `dev` for the development default, else from its hash. */
export const configuredKeyId = (secret: string) =>
  secret === developmentProviderSecret ? developmentKeyId : `env-${sha256(secret).slice(0, 12)}`;

/**
 * On start, with a game server configured: its base URL from GAMES_URL, and its configured secret
 * among its keys. A configured key that replaced an older one (GAMES_PROVIDER_SECRET changed) gives
 * the older configured keys the grace period; keys made by rotation are left as they are.
 * Returns a line to log when the game server stays disabled.
 */
export async function syncGameServer(ctx: Context): Promise<string | undefined> {
  const games = ctx.config.games;
  if (!games) return undefined;
  const now = ctx.clock.now();
  await ctx.db.query('UPDATE providers SET base_url = $2 WHERE id = $1 AND base_url <> $2', [
    gameServerId,
    games.url,
  ]);
  forgetProviders(ctx);
  if (games.providerSecret === undefined)
    return `GAMES_PROVIDER_SECRET is not set: provider ${gameServerId} is disabled (its games stay under maintenance)`;
  const keyId = configuredKeyId(games.providerSecret);
  const inserted = await ctx.db.query(
    `INSERT INTO provider_keys (provider_id, key_id, secret, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (provider_id, key_id) DO NOTHING RETURNING key_id`,
    [gameServerId, keyId, games.providerSecret, now],
  );
  if (inserted.length > 0)
    await ctx.db.query(
      `UPDATE provider_keys SET valid_until = $3
       WHERE provider_id = $1 AND key_id <> $2 AND (key_id = 'dev' OR key_id LIKE 'env-%')
         AND (valid_until IS NULL OR valid_until > $3)`,
      [gameServerId, keyId, now + keyGraceMs],
    );
  forgetProviders(ctx);
  return undefined;
}
