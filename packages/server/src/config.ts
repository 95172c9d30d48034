import { isAbsolute, resolve } from 'node:path';
import { developmentProviderSecret } from '@playsite/api/provider';
import { repoRoot } from './files.ts';
import { owaspScrypt, type ScryptCost } from './security/password.ts';

/** What the app needs (buildApp, every domain function through ctx.config). */
export interface ServerConfig {
  /** Production mode hides /__dev and /__operator. */
  production: boolean;
  logLevel: 'silent' | 'error' | 'warn' | 'info';
  passwordCost: ScryptCost;
  /** Folder of the built site served with SPA fallback; undefined serves the API alone. */
  siteDir?: string;
  /**
   * Proxies in front of the server whose X-Forwarded-For entries are believed, counted from the
   * server: 0 trusts none (the client is the TCP peer); tests use 1 to act from several IPs.
   */
  trustProxy: number;
  /** Game loop period in ms; 0 runs passes only on start and when called (tests). */
  gamesTickMs: number;
  session: { idleMs: number; absoluteMs: number };
  captcha: { ttlMs: number; length: number };
  login: {
    windowMs: number;
    /** Failed logins of an account (or IP) after which a captcha is required. */
    captchaAfterFailures: number;
    accountLockAfterFailures: number;
    ipLockAfterFailures: number;
  };
  sms: { expiredMinutes: number; maxAttempts: number; perIpPerHour: number };
  /** Password age after which login reports passwordExpired. */
  passwordMaxAgeDays: number;
  /** The brand folders (docs/brands.md); unset: `brands/` at the repository root. */
  brandsDir?: string;
  /** The host map, `host=brandId,…`; loopback names and `<id>.localhost` always work. */
  brandHosts?: string;
  /**
   * The game server, provider `playsite-games` (docs/provider-wallet.md): the base URL of its game
   * pages and the wallet key it signs with (undefined in production without GAMES_PROVIDER_SECRET:
   * the provider is then disabled). Unset: no game server (its games stay under maintenance).
   */
  games?: { url: string; providerSecret: string | undefined };
  /** How long a client may take to send a request (serverTimeouts). */
  http: {
    /** Headers, from the connection's first byte (a slowloris sending a header a minute). */
    headersTimeoutMs: number;
    /** The whole request, body included (a body trickled in); 408 and the connection closed. */
    requestTimeoutMs: number;
    /** An idle keep-alive connection (above a proxy's idle timeout in front, e.g. 60 s). */
    keepAliveTimeoutMs: number;
    /** How often Node checks requests against the two timeouts above. */
    checkEveryMs: number;
  };
}

/** What starting a process needs on top: where to listen and where the data is. */
export interface StartConfig extends ServerConfig {
  port: number;
  host: string;
  /** PGlite's folder; a running server also leaves server.json there for the operator CLI. */
  dataDir: string;
  /** PostgreSQL instead of PGlite. */
  databaseUrl: string | undefined;
  /** The built site (served unless --api-only). */
  siteDir: string;
  /** After a stop signal, how long to keep serving while /ready says draining (behind a balancer). */
  drainMs: number;
}

const minute = 60_000;

export const defaultConfig: ServerConfig = {
  production: false,
  logLevel: 'warn',
  passwordCost: owaspScrypt,
  trustProxy: 0,
  gamesTickMs: 2_000,
  session: { idleMs: 30 * minute, absoluteMs: 12 * 60 * minute },
  captcha: { ttlMs: 5 * minute, length: 4 },
  login: {
    windowMs: 15 * minute,
    captchaAfterFailures: 3,
    accountLockAfterFailures: 10,
    ipLockAfterFailures: 50,
  },
  sms: { expiredMinutes: 2, maxAttempts: 5, perIpPerHour: 20 },
  passwordMaxAgeDays: 90,
  // The largest body (an 8 MiB picture upload) takes ~35 s at 2 Mbit/s.
  http: {
    headersTimeoutMs: 15_000,
    requestTimeoutMs: 60_000,
    keepAliveTimeoutMs: 72_000,
    checkEveryMs: 2_000,
  },
};

/**
 * Fastify's server options for `config.http`: a request whose headers or body do not arrive in
 * time is answered 408 and its connection closed, instead of being held until Node's own limits
 * (300 s for a request, checked every 30 s). Responses and WebSockets are not limited.
 */
export function serverTimeouts(config: Pick<ServerConfig, 'http'>) {
  const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, checkEveryMs } = config.http;
  return {
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    http: {
      // Node refuses a headers timeout longer than the request timeout.
      headersTimeout: Math.min(headersTimeoutMs, requestTimeoutMs),
      connectionsCheckingInterval: checkEveryMs,
    },
  };
}

/** A bad environment: one line per variable, naming its value and what is accepted. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * One variable: `parse` turns the text into a value or returns undefined when it is not
 * acceptable; `accepts` says what is (the error's second half). Unset and empty use the default.
 */
interface Variable<T> {
  parse: (text: string) => T | undefined;
  accepts: string;
  fallback: T;
}

const wholeNumber = (min: number, max: number) => (text: string) => {
  const value = /^\d{1,15}$/.test(text) ? Number(text) : Number.NaN;
  return value >= min && value <= max ? value : undefined;
};

const nodeEnvs = ['production', 'development', 'test'] as const;

/** A path as typed: relative to where the command was typed (pnpm runs scripts in the package folder). */
const pathFrom = (base: string) => (text: string) => (isAbsolute(text) ? text : resolve(base, text));

function httpUrl(text: string): string | undefined {
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  return ['http:', 'https:'].includes(url.protocol) && url.hostname !== ''
    ? text.replace(/\/+$/, '')
    : undefined;
}

function postgresUrl(text: string): string | undefined {
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  return ['postgres:', 'postgresql:'].includes(url.protocol) && url.hostname !== '' ? text : undefined;
}

/** The value as shown in an error: a URL's password and the provider secret are never printed. */
function shown(name: string, text: string): string {
  if (name === 'GAMES_PROVIDER_SECRET') return '(hidden)';
  if (name !== 'DATABASE_URL' || !URL.canParse(text)) return JSON.stringify(text);
  const url = new URL(text);
  if (url.password) url.password = '***';
  return JSON.stringify(url.href);
}

/**
 * Every environment variable the server reads, read and checked here and nowhere else: PORT, HOST,
 * DATA_DIR, DATABASE_URL, NODE_ENV, SITE_DIR, TRUST_PROXY, GAMES_TICK_MS, DRAIN_MS, PLAYSITE_BRANDS_DIR,
 * BRAND_HOSTS, GAMES_URL, GAMES_PROVIDER_SECRET (and INIT_CWD, set by
 * pnpm, as the base of relative paths). Throws one ConfigError listing every bad value.
 */
export function configFromEnv(env: Env = process.env): StartConfig {
  const base = env.INIT_CWD || process.cwd();
  const problems: string[] = [];
  const read = <T>(name: string, variable: Variable<T>): T => {
    const text = env[name];
    if (text === undefined || text === '') return variable.fallback;
    const value = variable.parse(text);
    if (value !== undefined) return value;
    problems.push(`${name}=${shown(name, text)} is not valid: expected ${variable.accepts}.`);
    return variable.fallback;
  };

  const nodeEnv = read('NODE_ENV', {
    parse: (text) => nodeEnvs.find((name) => name === text),
    accepts: 'production, development or test (default development)',
    fallback: 'development',
  });
  const config: StartConfig = {
    ...defaultConfig,
    production: nodeEnv === 'production',
    logLevel: nodeEnv === 'production' ? 'info' : 'warn',
    port: read('PORT', {
      parse: wholeNumber(0, 65_535),
      accepts: 'a port number from 0 to 65535, 0 for any free port (default 8080)',
      fallback: 8080,
    }),
    host: read('HOST', {
      parse: (text) => (/^[\w.:-]+$/.test(text) ? text : undefined),
      accepts: 'a host name or IP address to listen on, e.g. 127.0.0.1, 0.0.0.0 or :: (default 127.0.0.1)',
      fallback: '127.0.0.1',
    }),
    dataDir: read('DATA_DIR', {
      parse: pathFrom(base),
      accepts: 'a folder path',
      fallback: resolve(repoRoot, '.data'),
    }),
    databaseUrl: read<string | undefined>('DATABASE_URL', {
      parse: postgresUrl,
      accepts: 'a PostgreSQL URL, postgres://user:password@host:5432/database (unset: PGlite in DATA_DIR)',
      fallback: undefined,
    }),
    siteDir: read('SITE_DIR', {
      parse: pathFrom(base),
      accepts: 'a folder path',
      fallback: resolve(repoRoot, 'packages/site/dist'),
    }),
    trustProxy: read('TRUST_PROXY', {
      parse: wholeNumber(0, 10),
      accepts: 'how many proxies in front of the server to trust for X-Forwarded-For, 0 to 10 (default 0)',
      fallback: defaultConfig.trustProxy,
    }),
    gamesTickMs: read('GAMES_TICK_MS', {
      parse: wholeNumber(0, 3_600_000),
      accepts: 'the game loop period in milliseconds, 0 to 3600000; 0 runs it only on start (default 2000)',
      fallback: defaultConfig.gamesTickMs,
    }),
    brandsDir: read<string | undefined>('PLAYSITE_BRANDS_DIR', {
      parse: pathFrom(base),
      accepts: 'a folder of brand folders (default brands/ at the repository root)',
      fallback: undefined,
    }),
    brandHosts: read<string | undefined>('BRAND_HOSTS', {
      parse: (text) =>
        /^\s*[\w.:-]+\s*=\s*\w+\s*(,\s*[\w.:-]+\s*=\s*\w+\s*)*,?\s*$/.test(text) ? text : undefined,
      accepts:
        'host=brandId pairs separated by commas, e.g. play.example.com=myBrand,www.example.org=otherBrand (brand folder names)',
      fallback: undefined,
    }),
    drainMs: read('DRAIN_MS', {
      parse: wholeNumber(0, 60_000),
      accepts:
        'how long to keep serving after a stop signal while /ready answers 503, 0 to 60000 ms (default 0; behind a balancer, more than its health-check interval)',
      fallback: 0,
    }),
  };
  const gamesUrl = read('GAMES_URL', {
    parse: (text) => (text === 'off' ? text : httpUrl(text)),
    accepts:
      "the http(s) base URL of the game server's pages, or off for none (default http://127.0.0.1:8090)",
    fallback: 'http://127.0.0.1:8090',
  });
  const providerSecret = read<string | undefined>('GAMES_PROVIDER_SECRET', {
    parse: (text) =>
      text.length >= 16 && !(config.production && text === developmentProviderSecret) ? text : undefined,
    accepts:
      "the game server's wallet signing secret, at least 16 characters, not the development default in production",
    fallback: config.production ? undefined : developmentProviderSecret,
  });
  if (gamesUrl !== 'off') config.games = { url: gamesUrl, providerSecret };
  if (problems.length > 0) throw new ConfigError(`Bad environment:\n${problems.join('\n')}`);
  return config;
}

const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * One line saying why DATABASE_URL could not be used at start (unreachable, refused, unknown
 * database or role, wrong password, SSL refused), naming the URL without its password; undefined
 * for any other error (those are bugs, and keep their stack).
 */
export function databaseUrlProblem(url: string, error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = String((error as { code?: unknown }).code ?? '');
  const inner = error instanceof AggregateError ? (error.errors[0] as Error | undefined) : undefined;
  const message = error.message || inner?.message || code;
  const aboutConnecting =
    unreachableCodes.has(code) ||
    /^(08...|28000|28P01|3D000|57P03|53300)$/.test(code) ||
    /SSL|SASL|password|timeout expired|Connection terminated/i.test(message);
  if (!aboutConnecting) return undefined;
  return `DATABASE_URL=${shown('DATABASE_URL', url)} could not be used: ${message.split('\n')[0]} (check its host, port, database, user and password).`;
}

/** configFromEnv for a command: a bad environment prints its message and exits with status 1. */
export function configOrExit(env: Env = process.env): StartConfig {
  try {
    return configFromEnv(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
