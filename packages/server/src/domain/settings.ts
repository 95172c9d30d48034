import {
  type DomainRoute,
  flattenWhitelabel,
  type HelpCenter,
  type RegisterSettings,
  type SystemStatus,
  type WhitelabelNode,
} from '@playsite/api/contract';
import type { Context } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { cachePerHandle } from '../ops/ttl-cache.ts';

export interface SystemStatusSetting {
  maintenance: boolean;
  regionRestriction: boolean;
}

export interface SecuritySetting {
  /** Ask for a captcha on every username login, not only after failures. */
  loginCaptcha: boolean;
  /** Password expiry is enforced at login (mirrors PWDEXPFORCECHANGE3 for the server side). */
  passwordMaxAgeDays: number;
  /**
   * What a member must have proved with a code before any bonus is credited (docs/security.md
   * § Bonus verification). Absent in rows written before it existed: `none`.
   */
  bonusVerification?: BonusVerification;
}

/** none, or a bound mobile number / e-mail address the member proved with a code. */
export const bonusVerifications = ['none', 'mobile', 'email'] as const;
export type BonusVerification = (typeof bonusVerifications)[number];

/** Keys of the settings table and the shape stored under each. */
export interface SettingValues {
  systemStatus: SystemStatusSetting;
  whitelabel: WhitelabelNode[];
  register: RegisterSettings;
  /** Which member-centre profile fields show, which are required, their patterns (register's shape). */
  profileFields: RegisterSettings;
  security: SecuritySetting;
  /** The rest of the status call's `info`: resources, customer service, analytics, CDNs. */
  siteInfo: Omit<NonNullable<SystemStatus['info']>, 'whitelabel' | 'register'>;
  domainRoute: DomainRoute;
  helpCenter: HelpCenter;
}

export type { RegisterSettings, WhitelabelNode };
export type SettingKey = keyof SettingValues;

/**
 * Settings are read on nearly every call (the status call reads four) and change rarely: each is
 * kept for a second per database handle. putSetting forgets it at once in this process; another
 * instance sees the change within the second. Values are frozen: callers share them.
 */
export const settingsTtlMs = 1_000;
const settingsCache = cachePerHandle<unknown>(settingsTtlMs);

export function getSetting<K extends SettingKey>(
  db: Queryable,
  merchant: string,
  key: K,
): Promise<SettingValues[K]> {
  return settingsCache(db).get(`${merchant}\n${key}`, async () => {
    const rows = await db.query<{ value: SettingValues[K] }>(
      'SELECT value FROM settings WHERE merchant_code = $1 AND key = $2',
      [merchant, key],
    );
    const row = rows[0];
    if (!row) throw new Error(`Setting ${key} missing for merchant ${merchant}`);
    return deepFreeze(row.value);
  }) as Promise<SettingValues[K]>;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export async function putSetting<K extends SettingKey>(
  ctx: Context,
  merchant: string,
  key: K,
  value: SettingValues[K],
  db: Queryable = ctx.db,
): Promise<void> {
  await db.query(
    `INSERT INTO settings (merchant_code, key, value, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (merchant_code, key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
    [merchant, key, JSON.stringify(value), ctx.clock.now()],
  );
  for (const handle of new Set([ctx.db, db])) settingsCache(handle).delete(`${merchant}\n${key}`);
}

export async function featureEnabled(db: Queryable, merchant: string, modId: string): Promise<boolean> {
  return flattenWhitelabel(await getSetting(db, merchant, 'whitelabel'))[modId] === true;
}

/** Sets one flag anywhere in the tree, adding it at the top level when it is not there yet. */
export function setWhitelabelFlag(
  nodes: WhitelabelNode[],
  modId: string,
  enabled: boolean,
): WhitelabelNode[] {
  let found = false;
  const visit = (list: WhitelabelNode[]): WhitelabelNode[] =>
    list.map((node) => {
      if (node.modId === modId) found = true;
      return {
        ...node,
        enabled: node.modId === modId ? (enabled ? '1' : '0') : node.enabled,
        childrenNodes: visit(node.childrenNodes ?? []),
      };
    });
  const next = visit(nodes);
  return found ? next : [...next, { modId, enabled: enabled ? '1' : '0', childrenNodes: [] }];
}

const knownMerchants = cachePerHandle<boolean>(settingsTtlMs);

/** Checked on every call; a merchant found is remembered for a second, an unknown code never. */
export async function merchantExists(db: Queryable, code: string): Promise<boolean> {
  const cache = knownMerchants(db);
  const exists = await cache.get(
    code,
    async () => (await db.query('SELECT 1 FROM merchants WHERE code = $1', [code])).length > 0,
  );
  if (!exists) cache.delete(code);
  return exists;
}
