import type { FieldSetting } from '@playsite/api/contract';
import type { Context } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import type { ContentLanguage } from './content/language.ts';
import { releaseHeldBonuses } from './engagement/bonuses.ts';
import { creditWallet } from './ledger.ts';
import { memberByUsername } from './members.ts';
import { type BonusVerification, getSetting, putSetting, setWhitelabelFlag } from './settings.ts';
import { describeProvider, listProviders, type ProviderChange, putProvider } from './social/providers.ts';

/** Operator controls: shared by the CLI (direct database) and /__operator/* (running server). */

export type SystemMode = 'normal' | 'maintenance' | 'region';

export async function setSystemStatus(ctx: Context, merchant: string, mode: SystemMode) {
  const value = { maintenance: mode === 'maintenance', regionRestriction: mode === 'region' };
  await putSetting(ctx, merchant, 'systemStatus', value);
  return value;
}

export async function setFeatureFlag(ctx: Context, merchant: string, modId: string, enabled: boolean) {
  const tree = setWhitelabelFlag(await getSetting(ctx.db, merchant, 'whitelabel'), modId, enabled);
  await putSetting(ctx, merchant, 'whitelabel', tree);
  return { modId, enabled };
}

/** One field's setting, of the registration form or (`key` profileFields) the profile form. */
export async function setRegisterField(
  ctx: Context,
  merchant: string,
  field: string,
  change: Partial<FieldSetting>,
  key: 'register' | 'profileFields' = 'register',
) {
  const settings = await getSetting(ctx.db, merchant, key);
  const current = settings[field] ?? {
    enabled: false,
    required: false,
    acceptedPattern: '*',
    patternId: 0,
    minLength: 0,
    maxLength: 255,
  };
  const next = { ...current, ...change };
  await putSetting(ctx, merchant, key, { ...settings, [field]: next });
  return next;
}

/** Social sign-in (issue 5): a provider on or off, or its label, client id and secret, URLs, scope. */
export async function setSocialProvider(
  ctx: Context,
  merchant: string,
  provider: string,
  change: ProviderChange,
) {
  return describeProvider(await putProvider(ctx, merchant, provider, change));
}

export async function socialProviders(ctx: Context, merchant: string) {
  return (await listProviders(ctx.db, merchant)).map(describeProvider);
}

export async function setLoginCaptcha(ctx: Context, merchant: string, always: boolean) {
  const security = await getSetting(ctx.db, merchant, 'security');
  await putSetting(ctx, merchant, 'security', { ...security, loginCaptcha: always });
}

/**
 * What a member must have verified before any bonus is credited (docs/security.md § Bonus
 * verification). Lowering it credits the bonuses held for members who now meet it.
 */
export async function setBonusVerification(ctx: Context, merchant: string, verification: BonusVerification) {
  const security = await getSetting(ctx.db, merchant, 'security');
  await putSetting(ctx, merchant, 'security', { ...security, bonusVerification: verification });
  return { bonusVerification: verification, released: await releaseHeldBonuses(ctx, merchant) };
}

/** Title and content of an announcement in one language (HTML content, sanitised by the site). */
export interface AnnouncementText {
  title: string;
  content?: string | undefined;
}

export interface NewAnnouncement {
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  title: string;
  content?: string | undefined;
  url?: string | undefined;
  imageUrl?: string | undefined;
  /** The same announcement in other languages (en, cn, ja…); readers of any other see title and content. */
  texts?: Partial<Record<ContentLanguage, AnnouncementText>> | undefined;
}

/** Stores an announcement with its texts per language, in one transaction. */
export async function insertAnnouncement(
  db: Queryable,
  merchant: string,
  item: NewAnnouncement,
  sort: number,
  now: number,
) {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO announcements (merchant_code, type, title, content, url, image_url, sort, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [merchant, item.type, item.title, item.content ?? '', item.url ?? '', item.imageUrl ?? '', sort, now],
  );
  const id = rows[0]?.id;
  for (const [language, text] of Object.entries(item.texts ?? {})) {
    if (!text) continue;
    await db.query(
      'INSERT INTO announcement_texts (announcement_id, language, title, content) VALUES ($1, $2, $3, $4)',
      [id, language, text.title, text.content ?? ''],
    );
  }
  return id;
}

export async function addAnnouncement(ctx: Context, merchant: string, item: NewAnnouncement) {
  const id = await ctx.db.transaction((tx) => insertAnnouncement(tx, merchant, item, 0, ctx.clock.now()));
  return { id };
}

export async function removeAnnouncement(ctx: Context, merchant: string, id: number) {
  const rows = await ctx.db.query(
    'UPDATE announcements SET active = false WHERE merchant_code = $1 AND id = $2 RETURNING id',
    [merchant, id],
  );
  return { removed: rows.length > 0 };
}

/** Credits a member's main wallet; `reference` makes a repeated command credit once. */
export async function creditMember(
  ctx: Context,
  merchant: string,
  username: string,
  amountMinor: bigint,
  reference: string,
) {
  const member = await memberByUsername(ctx.db, merchant, username);
  if (!member) throw new Error(`No member ${username}`);
  const result = await creditWallet(ctx, merchant, member.id, amountMinor, `operator:${reference}`);
  return { memberId: member.id, transferId: result.transferId, replayed: result.replayed };
}
