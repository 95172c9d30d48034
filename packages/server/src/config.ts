import { join } from 'node:path';
import { owaspScrypt, type ScryptCost } from './security/password.ts';

export interface ServerConfig {
  /** Production mode hides /__dev and /__operator. */
  production: boolean;
  logLevel: 'silent' | 'error' | 'warn' | 'info';
  passwordCost: ScryptCost;
  /** Folder of the built site served with SPA fallback; undefined serves the API alone. */
  siteDir?: string;
  /** Trust X-Forwarded-For (tests use it to act from several IPs). */
  trustProxy: boolean;
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
}

const minute = 60_000;

export const defaultConfig: ServerConfig = {
  production: false,
  logLevel: 'warn',
  passwordCost: owaspScrypt,
  trustProxy: false,
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
};

export const repoRoot = join(import.meta.dirname, '../../..');

/** Environment: NODE_ENV, DATA_DIR, DATABASE_URL, PORT, HOST, SITE_DIR. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  return { ...defaultConfig, production, logLevel: production ? 'info' : 'warn' };
}
