import { createHash } from 'node:crypto';
import { isAbsolute, join, resolve } from 'node:path';
import { developmentKeyId, developmentProviderSecret } from '@playsite/api/provider';

/** The repository root, from this file's folder (packages/games/src). */
export const repoRoot = join(import.meta.dirname, '../../..');

/** Everything the game server reads from its environment, checked in one place. */
export interface GamesConfig {
  production: boolean;
  logLevel: 'silent' | 'error' | 'warn' | 'info';
  port: number;
  host: string;
  /** Base URL of the platform whose provider wallet API the game server calls. */
  platformUrl: string;
  /** This provider's id and signing key, as the platform knows them. */
  providerId: string;
  keyId: string;
  secret: string;
  /** The journal, the table secret and the seeds live here. */
  dataDir: string;
  /** How long one wallet call may take before it counts as failed. */
  walletTimeoutMs: number;
  /** How often the scheduler settles closed table rounds and retries nothing else; 0: only when called. */
  tickMs: number;
  /** A multi-step round left alone this long is finished with the kind's default decisions. */
  openRoundMaxMs: number;
}

/**
 * The key id the platform gives a secret set by GAMES_PROVIDER_SECRET on both sides: `dev` for the
 * development default, else `env-` and 12 hex digits of its SHA-256. (The platform accepts any
 * valid key of the provider; the id is a hint.)
 */
export const configuredKeyId = (secret: string) =>
  secret === developmentProviderSecret
    ? developmentKeyId
    : `env-${createHash('sha256').update(secret).digest('hex').slice(0, 12)}`;

/** The development signing secret, shared with the platform's development default. */
export const developmentSecret = developmentProviderSecret;

export const defaultGamesConfig: GamesConfig = {
  production: false,
  logLevel: 'warn',
  port: 8090,
  host: '127.0.0.1',
  platformUrl: 'http://127.0.0.1:8080',
  providerId: 'playsite-games',
  keyId: developmentKeyId,
  secret: developmentSecret,
  dataDir: resolve(repoRoot, '.data/games'),
  walletTimeoutMs: 3_000,
  tickMs: 500,
  openRoundMaxMs: 24 * 60 * 60_000,
};

/** A bad environment: one line per variable, naming its value and what is accepted. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Readonly<Record<string, string | undefined>>;

interface Variable<T> {
  parse: (text: string) => T | undefined;
  accepts: string;
  fallback: T;
}

const wholeNumber = (min: number, max: number) => (text: string) => {
  const value = /^\d{1,15}$/.test(text) ? Number(text) : Number.NaN;
  return value >= min && value <= max ? value : undefined;
};

const httpUrl = (text: string) => {
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  return ['http:', 'https:'].includes(url.protocol) && url.hostname !== ''
    ? text.replace(/\/+$/, '')
    : undefined;
};

const identifier = (text: string) => (/^[\w.:-]{1,128}$/.test(text) ? text : undefined);

/**
 * GAMES_PORT, GAMES_HOST, PLATFORM_URL, GAMES_PROVIDER_ID, GAMES_PROVIDER_KEY_ID,
 * GAMES_PROVIDER_SECRET, GAMES_DATA_DIR, GAMES_WALLET_TIMEOUT_MS, GAMES_TICK_MS and NODE_ENV (with
 * INIT_CWD, set by pnpm, as the base of a relative GAMES_DATA_DIR). Throws one ConfigError listing
 * every bad value; the secret's value is never printed.
 */
export function gamesConfigFromEnv(env: Env = process.env): GamesConfig {
  const base = env.INIT_CWD || process.cwd();
  const problems: string[] = [];
  const read = <T>(name: string, variable: Variable<T>): T => {
    const text = env[name];
    if (text === undefined || text === '') return variable.fallback;
    const value = variable.parse(text);
    if (value !== undefined) return value;
    const shown = name === 'GAMES_PROVIDER_SECRET' ? '(hidden)' : JSON.stringify(text);
    problems.push(`${name}=${shown} is not valid: expected ${variable.accepts}.`);
    return variable.fallback;
  };

  const nodeEnv = read('NODE_ENV', {
    parse: (text) => ['production', 'development', 'test'].find((name) => name === text),
    accepts: 'production, development or test (default development)',
    fallback: 'development',
  });
  const production = nodeEnv === 'production';
  const d = defaultGamesConfig;
  const secret = read<string | undefined>('GAMES_PROVIDER_SECRET', {
    parse: (text) => (text.length >= 16 ? text : undefined),
    accepts: 'the provider key secret the platform holds for GAMES_PROVIDER_KEY_ID, at least 16 characters',
    fallback: undefined,
  });
  if (
    production &&
    secret === undefined &&
    !problems.some((line) => line.startsWith('GAMES_PROVIDER_SECRET'))
  )
    problems.push(
      'GAMES_PROVIDER_SECRET is not set: in production it is required (the development default is refused).',
    );
  const config: GamesConfig = {
    ...d,
    production,
    logLevel: production ? 'info' : 'warn',
    port: read('GAMES_PORT', {
      parse: wholeNumber(0, 65_535),
      accepts: 'a port number from 0 to 65535, 0 for any free port (default 8090)',
      fallback: d.port,
    }),
    host: read('GAMES_HOST', {
      parse: (text) => (/^[\w.:-]+$/.test(text) ? text : undefined),
      accepts: 'a host name or IP address to listen on, e.g. 127.0.0.1 or 0.0.0.0 (default 127.0.0.1)',
      fallback: d.host,
    }),
    platformUrl: read('PLATFORM_URL', {
      parse: httpUrl,
      accepts:
        'the http(s) URL of the platform serving the provider wallet API (default http://127.0.0.1:8080)',
      fallback: d.platformUrl,
    }),
    providerId: read('GAMES_PROVIDER_ID', {
      parse: identifier,
      accepts:
        'the provider id the platform knows this game server by, 1–128 of A–Z a–z 0–9 _ . : - (default playsite-games)',
      fallback: d.providerId,
    }),
    keyId: read('GAMES_PROVIDER_KEY_ID', {
      parse: identifier,
      accepts:
        'the id of the signing key, 1–128 of A–Z a–z 0–9 _ . : - (default dev, or env-<12 hex of the secret’s SHA-256> as the platform names a configured secret)',
      fallback: secret === undefined ? d.keyId : configuredKeyId(secret),
    }),
    secret: secret ?? d.secret,
    dataDir: read('GAMES_DATA_DIR', {
      parse: (text) => (isAbsolute(text) ? text : resolve(base, text)),
      accepts: 'a folder path (default .data/games at the repository root)',
      fallback: d.dataDir,
    }),
    walletTimeoutMs: read('GAMES_WALLET_TIMEOUT_MS', {
      parse: wholeNumber(100, 60_000),
      accepts: 'how long a wallet call may take, 100 to 60000 ms (default 3000)',
      fallback: d.walletTimeoutMs,
    }),
    tickMs: read('GAMES_TICK_MS', {
      parse: wholeNumber(0, 60_000),
      accepts: 'the scheduler period in milliseconds, 0 to 60000; 0 runs it only when called (default 500)',
      fallback: d.tickMs,
    }),
  };
  if (problems.length > 0) throw new ConfigError(`Bad environment:\n${problems.join('\n')}`);
  return config;
}

/** gamesConfigFromEnv for a command: a bad environment prints its message and exits with status 1. */
export function gamesConfigOrExit(env: Env = process.env): GamesConfig {
  try {
    return gamesConfigFromEnv(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
