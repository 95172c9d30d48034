import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';

/** One provider of a merchant, as the operator configured it (table social_providers). */
export interface SocialProvider {
  provider: string;
  label: string;
  enabled: boolean;
  clientId: string;
  clientSecret: string | null;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scope: string;
  sort: number;
}

interface ProviderRow {
  provider: string;
  label: string;
  enabled: boolean;
  client_id: string;
  client_secret: string | null;
  authorize_url: string;
  token_url: string;
  userinfo_url: string;
  scope: string;
  sort: number;
}

const fromRow = (row: ProviderRow): SocialProvider => ({
  provider: row.provider,
  label: row.label,
  enabled: row.enabled,
  clientId: row.client_id,
  clientSecret: row.client_secret,
  authorizeUrl: row.authorize_url,
  tokenUrl: row.token_url,
  userinfoUrl: row.userinfo_url,
  scope: row.scope,
  sort: row.sort,
});

/** URLs on this server (the local development provider), which production mode does not serve. */
export const isLocalUrl = (url: string) => url.startsWith('/');

/** Enabled, and reachable: a provider on the development pages does not exist in production mode. */
export function usable(ctx: Context, provider: SocialProvider): boolean {
  if (!provider.enabled) return false;
  const local = [provider.authorizeUrl, provider.tokenUrl, provider.userinfoUrl].some(isLocalUrl);
  return !(local && ctx.config.production);
}

export async function listProviders(db: Queryable, merchant: string): Promise<SocialProvider[]> {
  const rows = await db.query<ProviderRow>(
    'SELECT * FROM social_providers WHERE merchant_code = $1 ORDER BY sort, provider',
    [merchant],
  );
  return rows.map(fromRow);
}

/** The buttons of the login modal: usable providers in the operator's order. */
export async function enabledProviders(ctx: Context, merchant: string) {
  return (await listProviders(ctx.db, merchant))
    .filter((provider) => usable(ctx, provider))
    .map(({ provider, label }) => ({ provider, label }));
}

/** A provider ready for a sign-in, or the reason it is not. */
export async function requireProvider(ctx: Context, merchant: string, key: string): Promise<SocialProvider> {
  const rows = await ctx.db.query<ProviderRow>(
    'SELECT * FROM social_providers WHERE merchant_code = $1 AND provider = $2',
    [merchant, key],
  );
  const row = rows[0];
  if (!row) return fail('socialProviderUnknown');
  const provider = fromRow(row);
  if (!usable(ctx, provider)) return fail('socialProviderDisabled');
  return provider;
}

export type ProviderChange = Partial<Omit<SocialProvider, 'provider'>>;

const required = ['label', 'clientId', 'authorizeUrl', 'tokenUrl', 'userinfoUrl'] as const;

/**
 * Adds or changes a provider (operator): on/off, label, client id and secret, URLs, scope, order.
 * A new provider needs a label, a client id and the three URLs.
 */
export async function putProvider(
  ctx: Context,
  merchant: string,
  key: string,
  change: ProviderChange,
  db: Queryable = ctx.db,
): Promise<SocialProvider> {
  const current = (await listProviders(db, merchant)).find((p) => p.provider === key);
  if (!current) {
    const missing = required.filter((field) => !change[field]);
    if (missing.length > 0) fail('paramInvalid', `a new provider needs ${missing.join(', ')}`);
  }
  const next: SocialProvider = {
    provider: key,
    enabled: false,
    clientSecret: null,
    scope: 'openid email profile',
    sort: 0,
    label: '',
    clientId: '',
    authorizeUrl: '',
    tokenUrl: '',
    userinfoUrl: '',
    ...current,
    ...(Object.fromEntries(
      Object.entries(change).filter(([, value]) => value !== undefined),
    ) as ProviderChange),
  };
  for (const url of [next.authorizeUrl, next.tokenUrl, next.userinfoUrl]) {
    if (!isLocalUrl(url) && !/^https?:\/\/\S+$/.test(url)) fail('paramInvalid', `not a URL: ${url}`);
  }
  await db.query(
    `INSERT INTO social_providers (merchant_code, provider, label, enabled, client_id, client_secret,
       authorize_url, token_url, userinfo_url, scope, sort, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (merchant_code, provider) DO UPDATE SET label = EXCLUDED.label,
       enabled = EXCLUDED.enabled, client_id = EXCLUDED.client_id, client_secret = EXCLUDED.client_secret,
       authorize_url = EXCLUDED.authorize_url, token_url = EXCLUDED.token_url,
       userinfo_url = EXCLUDED.userinfo_url, scope = EXCLUDED.scope, sort = EXCLUDED.sort,
       updated_at = EXCLUDED.updated_at`,
    [
      merchant,
      key,
      next.label,
      next.enabled,
      next.clientId,
      next.clientSecret || null,
      next.authorizeUrl,
      next.tokenUrl,
      next.userinfoUrl,
      next.scope,
      next.sort,
      ctx.clock.now(),
    ],
  );
  return next;
}

/** What the operator sees: everything but the client secret, which is only said to be set. */
export const describeProvider = ({ clientSecret, ...rest }: SocialProvider) => ({
  ...rest,
  clientSecret: clientSecret ? '(set)' : null,
});

/** Providers on the local development provider (/__dev/oauth/<key>/…), as the demo brand has them. */
export function localProvider(key: string, label: string, sort: number): ProviderChange {
  const base = `/__dev/oauth/${key}`;
  return {
    label,
    enabled: true,
    clientId: `playsite-demo-${key}`,
    authorizeUrl: `${base}/authorize`,
    tokenUrl: `${base}/token`,
    userinfoUrl: `${base}/userinfo`,
    sort,
  };
}
