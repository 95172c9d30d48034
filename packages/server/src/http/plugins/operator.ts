import { flattenWhitelabel, profileFieldNames } from '@playsite/api/contract';
import type { FastifyInstance } from 'fastify';
import {
  boolean,
  enums,
  integer,
  min,
  object,
  optional,
  partial,
  pattern,
  type Struct,
  size,
  string,
  union,
} from 'superstruct';
import { type ContentLanguage, contentLanguages } from '../../domain/content/language.ts';
import {
  addAnnouncement,
  creditMember,
  removeAnnouncement,
  setBonusVerification,
  setFeatureFlag,
  setLoginCaptcha,
  setRegisterField,
  setSocialProvider,
  setSystemStatus,
  socialProviders,
} from '../../domain/operator.ts';
import { readOutbox } from '../../domain/outbox.ts';
import { bonusVerifications, getSetting } from '../../domain/settings.ts';
import { clearAttemptsLike } from '../../domain/throttle.ts';
import { ApiError, fail } from '../../errors.ts';
import { okBody } from '../envelope.ts';
import type { DomainPlugin } from '../plugin.ts';
import { parseInput } from '../route.ts';
import { moneyOperatorRoutes } from './money/operator-routes.ts';

const name = (max = 64) => size(string(), 1, max);

/** A change of one field's setting (register or profile form): the parts sent change. */
const fieldChange = {
  enabled: optional(boolean()),
  required: optional(boolean()),
  acceptedPattern: optional(size(string(), 1, 512)),
  patternId: optional(min(integer(), 0)),
  minLength: optional(min(integer(), 0)),
  maxLength: optional(min(integer(), 0)),
  merchant: optional(name()),
};

const structs = {
  systemStatus: object({ mode: enums(['normal', 'maintenance', 'region']), merchant: optional(name()) }),
  flag: object({ modId: pattern(name(), /^[A-Z0-9_]+$/), enabled: boolean(), merchant: optional(name()) }),
  registerField: object({ field: pattern(name(), /^[a-zA-Z]+$/), ...fieldChange }),
  /** The same change of one of the member-centre profile form's fields. */
  profileField: object({ field: enums(profileFieldNames), ...fieldChange }),
  loginCaptcha: object({ always: boolean(), merchant: optional(name()) }),
  bonusVerification: object({ verification: enums(bonusVerifications), merchant: optional(name()) }),
  /** Unlock: forget failed logins of an IP (or of every IP and account when left out). */
  loginFailures: object({ ip: optional(name(64)), merchant: optional(name()) }),
  announcement: object({
    type: enums(['B', 'PL', 'PU', 'PR', 'H']),
    title: name(200),
    content: optional(size(string(), 0, 20_000)),
    url: optional(size(string(), 0, 2048)),
    imageUrl: optional(size(string(), 0, 2048)),
    /** The same announcement per language (en, cn, ja, th, vi, ko, id). */
    texts: optional(
      partial(
        object(
          Object.fromEntries(
            contentLanguages.map((language) => [
              language,
              object({ title: name(200), content: optional(size(string(), 0, 20_000)) }),
            ]),
          ) as Record<ContentLanguage, Struct<{ title: string; content?: string | undefined }>>,
        ),
      ),
    ),
    merchant: optional(name()),
  }),
  credit: object({
    username: name(),
    /** Minor units, as an integer or a decimal string of digits. */
    amount: union([min(integer(), 1), pattern(string(), /^[1-9]\d{0,17}$/)]),
    reference: name(128),
    merchant: optional(name()),
  }),
  removeAnnouncement: object({ id: min(integer(), 1), merchant: optional(name()) }),
  /** Social sign-in: a provider on/off, or (creating one needs them) its label, client id and URLs. */
  social: object({
    provider: pattern(name(32), /^[a-z][a-z0-9]*$/),
    enabled: optional(boolean()),
    label: optional(name(64)),
    clientId: optional(name(255)),
    clientSecret: optional(size(string(), 0, 512)),
    authorizeUrl: optional(name(2048)),
    tokenUrl: optional(name(2048)),
    userinfoUrl: optional(name(2048)),
    scope: optional(name(512)),
    sort: optional(min(integer(), 0)),
    merchant: optional(name()),
  }),
};

/** An operator POST route: the body validated by `struct`, the merchant `demo` unless given. */
export function post<T extends { merchant?: string | undefined }>(
  app: FastifyInstance,
  url: string,
  struct: Struct<T, unknown>,
  handler: (input: T, merchant: string) => Promise<unknown>,
) {
  app.post(url, async (request) => {
    const input = parseInput(struct, request.body, request.body !== undefined);
    const merchant = input.merchant ?? 'demo';
    return okBody(await handler(input, merchant));
  });
}

/**
 * /__operator/*: the operator controls over HTTP, for the CLI and end-to-end tests while the
 * server holds the PGlite folder. Outside production only; loopback, Host, Origin and JSON checks
 * in http/dev-guard.ts.
 */
export const operatorPlugin: DomainPlugin = async (app, { ctx }) => {
  app.get('/__operator/ping', async () => okBody({ ok: true }));
  app.get('/__operator/settings', async (request) => {
    const merchant = (request.query as { merchant?: string }).merchant ?? 'demo';
    const [status, whitelabel, register, profileFields, security] = await Promise.all([
      getSetting(ctx.db, merchant, 'systemStatus'),
      getSetting(ctx.db, merchant, 'whitelabel'),
      getSetting(ctx.db, merchant, 'register'),
      getSetting(ctx.db, merchant, 'profileFields'),
      getSetting(ctx.db, merchant, 'security'),
    ]);
    return okBody({ status, flags: flattenWhitelabel(whitelabel), register, profileFields, security });
  });
  post(app, '/__operator/system-status', structs.systemStatus, (input, merchant) =>
    setSystemStatus(ctx, merchant, input.mode),
  );
  post(app, '/__operator/flags', structs.flag, (input, merchant) =>
    setFeatureFlag(ctx, merchant, input.modId, input.enabled),
  );
  post(
    app,
    '/__operator/register-field',
    structs.registerField,
    ({ field, merchant: _, ...change }, merchant) => setRegisterField(ctx, merchant, field, change),
  );
  post(
    app,
    '/__operator/profile-field',
    structs.profileField,
    ({ field, merchant: _, ...change }, merchant) =>
      setRegisterField(ctx, merchant, field, change, 'profileFields'),
  );
  post(app, '/__operator/login-captcha', structs.loginCaptcha, async (input, merchant) => {
    await setLoginCaptcha(ctx, merchant, input.always);
    return { always: input.always };
  });
  post(app, '/__operator/bonus-verification', structs.bonusVerification, (input, merchant) =>
    setBonusVerification(ctx, merchant, input.verification),
  );
  post(app, '/__operator/login-failures/clear', structs.loginFailures, async (input) => ({
    cleared: input.ip
      ? await clearAttemptsLike(ctx, `login-ip:${input.ip}`)
      : (await clearAttemptsLike(ctx, 'login-ip:')) + (await clearAttemptsLike(ctx, 'login-account')),
  }));
  app.get('/__operator/social', async (request) =>
    okBody(await socialProviders(ctx, (request.query as { merchant?: string }).merchant ?? 'demo')),
  );
  post(app, '/__operator/social', structs.social, ({ provider, merchant: _, ...change }, merchant) =>
    setSocialProvider(ctx, merchant, provider, change),
  );
  post(app, '/__operator/announcements', structs.announcement, ({ merchant: _, ...item }, merchant) =>
    addAnnouncement(ctx, merchant, item),
  );
  post(app, '/__operator/announcements/remove', structs.removeAnnouncement, (input, merchant) =>
    removeAnnouncement(ctx, merchant, input.id),
  );
  post(app, '/__operator/credit', structs.credit, async (input, merchant) => {
    try {
      const result = await creditMember(ctx, merchant, input.username, BigInt(input.amount), input.reference);
      return result;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      return fail('userNotExist');
    }
  });
  await moneyOperatorRoutes(app, ctx);
};

/** /__dev/outbox?to=…: SMS and e-mail written instead of sent; outside production only. */
export const devPlugin: DomainPlugin = async (app, { ctx }) => {
  app.get('/__dev/outbox', async (request) => {
    const to = parseInput(object({ to: size(string(), 1, 254) }), request.query, true).to;
    return okBody(await readOutbox(ctx, to));
  });
};
