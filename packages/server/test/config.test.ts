import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv, defaultConfig } from '../src/config.ts';
import { repoRoot } from '../src/files.ts';

const message = (env: Record<string, string>) => {
  try {
    configFromEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('no ConfigError');
};

describe('configFromEnv', () => {
  it('has a default for every variable', () => {
    const config = configFromEnv({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: join(repoRoot, '.data'),
      databaseUrl: undefined,
      siteDir: join(repoRoot, 'packages/site/dist'),
      production: false,
      logLevel: 'warn',
      trustProxy: 0,
      gamesTickMs: 2_000,
    });
    expect(config.passwordCost).toEqual(defaultConfig.passwordCost);
  });

  it('treats an empty variable as unset', () => {
    expect(configFromEnv({ PORT: '', NODE_ENV: '', DATABASE_URL: '', TRUST_PROXY: '' })).toMatchObject({
      port: 8080,
      production: false,
      databaseUrl: undefined,
      trustProxy: 0,
    });
  });

  it('reads good values', () => {
    const config = configFromEnv({
      PORT: '8199',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/playsite',
      DATABASE_URL: 'postgresql://app:secret@db.internal:5432/playsite',
      NODE_ENV: 'production',
      SITE_DIR: '/srv/site',
      TRUST_PROXY: '2',
      GAMES_TICK_MS: '0',
    });
    expect(config).toMatchObject({
      port: 8199,
      host: '0.0.0.0',
      dataDir: '/var/lib/playsite',
      databaseUrl: 'postgresql://app:secret@db.internal:5432/playsite',
      production: true,
      logLevel: 'info',
      siteDir: '/srv/site',
      trustProxy: 2,
      gamesTickMs: 0,
    });
    expect(configFromEnv({ PORT: '0', HOST: '::', NODE_ENV: 'test' })).toMatchObject({ port: 0, host: '::' });
  });

  it('takes relative paths from where the command was typed (INIT_CWD, set by pnpm)', () => {
    expect(
      configFromEnv({ INIT_CWD: '/home/me/playsite', DATA_DIR: 'tmp/data', SITE_DIR: '../site' }),
    ).toMatchObject({ dataDir: '/home/me/playsite/tmp/data', siteDir: '/home/me/site' });
  });

  it.each([
    ['PORT', 'abc', 'PORT="abc" is not valid: expected a port number from 0 to 65535'],
    ['PORT', '65536', 'PORT="65536" is not valid'],
    ['PORT', '80.5', 'PORT="80.5" is not valid'],
    ['NODE_ENV', 'prod', 'NODE_ENV="prod" is not valid: expected production, development or test'],
    ['TRUST_PROXY', '-1', 'TRUST_PROXY="-1" is not valid: expected how many proxies'],
    ['TRUST_PROXY', 'true', 'TRUST_PROXY="true" is not valid'],
    [
      'DATABASE_URL',
      'mysql://db/playsite',
      'DATABASE_URL="mysql://db/playsite" is not valid: expected a PostgreSQL URL',
    ],
    ['DATABASE_URL', 'localhost:5432', 'DATABASE_URL="localhost:5432" is not valid'],
    [
      'GAMES_TICK_MS',
      'fast',
      'GAMES_TICK_MS="fast" is not valid: expected the game loop period in milliseconds',
    ],
    ['HOST', 'my host', 'HOST="my host" is not valid: expected a host name or IP address'],
  ])('refuses %s=%s, naming the variable, the value and what is accepted', (name, value, expected) => {
    const text = message({ [name]: value });
    expect(text).toContain(expected);
    expect(text.split('\n')).toHaveLength(2);
  });

  it('lists every bad variable in one message', () => {
    const text = message({ PORT: 'abc', NODE_ENV: 'prod', TRUST_PROXY: '-1' });
    expect(text.split('\n')).toEqual([
      'Bad environment:',
      expect.stringMatching(/^NODE_ENV="prod"/),
      expect.stringMatching(/^PORT="abc"/),
      expect.stringMatching(/^TRUST_PROXY="-1"/),
    ]);
  });

  it('never prints a database password', () => {
    const text = message({ DATABASE_URL: 'mysql://app:hunter2@db/playsite' });
    expect(text).toContain('DATABASE_URL="mysql://app:***@db/playsite"');
    expect(text).not.toContain('hunter2');
  });
});

describe('environment access', () => {
  const src = join(import.meta.dirname, '../src');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
    });

  it('only config.ts reads process.env (a new variable goes there, checked, with a test)', () => {
    const readers = sources(src).filter((file) => /process\.env\b/.test(readFileSync(file, 'utf8')));
    expect(readers.map((file) => relative(src, file))).toEqual(['config.ts']);
  });
});
