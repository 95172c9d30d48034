import { describe, expect, it } from 'vitest';
import { ConfigError, defaultGamesConfig, gamesConfigFromEnv } from '../src/config.ts';

describe('game server config', () => {
  it('defaults outside production to the development key and the loopback platform', () => {
    const config = gamesConfigFromEnv({});
    expect(config).toMatchObject({
      port: 8090,
      host: '127.0.0.1',
      platformUrl: 'http://127.0.0.1:8080',
      providerId: 'playsite-games',
      keyId: 'dev',
      secret: 'playsite-dev-provider-secret',
      production: false,
    });
    expect(config.dataDir).toBe(defaultGamesConfig.dataDir);
    expect(config.dataDir.endsWith('.data/games')).toBe(true);
  });

  it('reads every variable and resolves a relative data dir from where the command was typed', () => {
    const config = gamesConfigFromEnv({
      GAMES_PORT: '9001',
      GAMES_HOST: '0.0.0.0',
      PLATFORM_URL: 'https://platform.example/',
      GAMES_PROVIDER_ID: 'games-1',
      GAMES_PROVIDER_KEY_ID: 'k2',
      GAMES_PROVIDER_SECRET: 'a-very-long-secret-value',
      GAMES_DATA_DIR: 'data',
      INIT_CWD: '/srv/app',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 9001,
      host: '0.0.0.0',
      platformUrl: 'https://platform.example',
      providerId: 'games-1',
      keyId: 'k2',
      secret: 'a-very-long-secret-value',
      dataDir: '/srv/app/data',
      production: true,
    });
  });

  it('names a configured secret’s key as the platform does, unless GAMES_PROVIDER_KEY_ID says otherwise', () => {
    const config = gamesConfigFromEnv({ GAMES_PROVIDER_SECRET: 'a-very-long-secret-value' });
    expect(config.keyId).toMatch(/^env-[0-9a-f]{12}$/);
    expect(gamesConfigFromEnv({ GAMES_PROVIDER_SECRET: 'playsite-dev-provider-secret' }).keyId).toBe('dev');
  });

  it('names every bad value on a line of its own, never printing the secret', () => {
    let message = '';
    try {
      gamesConfigFromEnv({ GAMES_PORT: '99999', PLATFORM_URL: 'ftp://x', GAMES_PROVIDER_SECRET: 'short' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    const lines = message.split('\n').slice(1);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^GAMES_PROVIDER_SECRET=\(hidden\)/);
    expect(message).not.toContain('short');
    expect(message).toContain('GAMES_PORT="99999"');
    expect(() => gamesConfigFromEnv({ NODE_ENV: 'production' })).toThrow(/GAMES_PROVIDER_SECRET is not set/);
  });
});
