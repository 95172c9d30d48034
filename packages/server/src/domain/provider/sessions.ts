import { type ProviderLaunchQuery, providerLaunchQuery } from '@playsite/api/provider';
import { assert } from 'superstruct';
import type { Context } from '../../context.ts';
import type { CatalogueGame } from '../../games/catalogue.ts';
import type { PlayMode } from '../../games/settlement.ts';
import { newToken, sha256 } from '../../security/tokens.ts';
import { merchantCurrency } from '../games/wallets.ts';
import { ensureProviderAccounts } from './accounts.ts';
import { baseUrlOf, type Provider } from './providers.ts';

export interface ProviderLaunch {
  provider: Provider;
  merchant: string;
  memberId: number;
  /** The member's platform session: the provider session ends with it. */
  sessionHash: string;
  game: CatalogueGame;
  mode: PlayMode;
  /** The site's language code (EN, CN, …). */
  language: string;
  /** Where the game's lobby button leads (the site), when known. */
  lobbyUrl?: string;
  /** The launching brand's design inputs (brand.json `tokens`), for the game page to wear. */
  theme?: Record<string, unknown>;
}

/** brand.json's tokens as the launch query's `theme`: base64url of their JSON. */
const themeOf = (tokens: Record<string, unknown>) =>
  Buffer.from(JSON.stringify(tokens)).toString('base64url');

/** The site's language code (EN, CN, …) as the launch query's `lang` (2–5 characters). */
const langOf = (language: string) => {
  const lang = language.trim().toLowerCase().slice(0, 5);
  return lang.length >= 2 ? lang : 'en';
};

/**
 * A launch through a provider: a session token for its wallet calls (only its SHA-256 stored),
 * bound to the member, brand, currency, game and wallet, and the game URL that hands it over:
 * `<base URL>/play/<gameCode>?<providerLaunchQuery>`. It lives at most as long as a platform
 * session may (its absolute limit) and ends with the member's platform session.
 */
export async function openProviderSession(ctx: Context, launch: ProviderLaunch): Promise<string> {
  const { provider, merchant, memberId, game, mode } = launch;
  const { currency } = await merchantCurrency(ctx.db, merchant);
  await ensureProviderAccounts(ctx.db, merchant, provider.id, currency, memberId);
  const token = newToken();
  const now = ctx.clock.now();
  await ctx.db.query(
    `INSERT INTO provider_sessions (token_hash, provider_id, session_hash, merchant_code, member_id, currency,
       node_id, game_code, vassalage, game_type, mode, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      sha256(token),
      provider.id,
      launch.sessionHash,
      merchant,
      memberId,
      currency,
      game.nodeId,
      game.gameCode,
      game.vassalage,
      game.gameType,
      mode,
      now,
      now + ctx.config.session.absoluteMs,
    ],
  );
  const query: ProviderLaunchQuery = {
    token,
    user: String(memberId),
    game_code: game.gameCode,
    currency,
    sub_partner: merchant,
    mode,
    lang: langOf(launch.language),
    ...(launch.lobbyUrl ? { lobby_url: launch.lobbyUrl } : {}),
    ...(launch.theme ? { theme: themeOf(launch.theme) } : {}),
  };
  assert(query, providerLaunchQuery);
  const params = new URLSearchParams(query as unknown as Record<string, string>);
  return `${baseUrlOf(ctx, provider)}/play/${encodeURIComponent(game.gameCode)}?${params}`;
}
