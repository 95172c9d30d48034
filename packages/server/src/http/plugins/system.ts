import { endpoints } from '@playsite/api/contract';
import { issueCaptcha } from '../../domain/captcha.ts';
import { getSetting } from '../../domain/settings.ts';
import { spendQuota } from '../../domain/throttle.ts';
import type { DomainPlugin } from '../plugin.ts';
import { serve } from '../route.ts';

export const captchaCookie = 'captchaId';

/** Best effort without a geo database: a proxy's country header when trusted, else LOCAL for private ranges. */
function countryOf(
  ip: string,
  headers: Record<string, string | string[] | undefined>,
  trusted: boolean,
): string {
  const header = headers['cf-ipcountry'] ?? headers['x-country'];
  if (trusted && typeof header === 'string' && /^[A-Z]{2}$/.test(header)) return header;
  return /^(127\.|10\.|192\.168\.|::1$|::ffff:127\.)/.test(ip) ? 'LOCAL' : 'UNKNOWN';
}

/** System status, flags, settings, captcha, RSA key, domain routes (the help centre: plugins/content.ts). */
export const systemPlugin: DomainPlugin = async (app, { ctx, rsaKey }) => {
  const options = { rsaKey };

  serve(app, ctx, options, endpoints.systemStatus, async (_input, call) => {
    const [status, whitelabel, register, siteInfo] = await Promise.all([
      getSetting(ctx.db, call.merchant, 'systemStatus'),
      getSetting(ctx.db, call.merchant, 'whitelabel'),
      getSetting(ctx.db, call.merchant, 'register'),
      getSetting(ctx.db, call.merchant, 'siteInfo'),
    ]);
    return {
      maintenance: status.maintenance,
      regionRestriction: status.regionRestriction,
      location: { ip: call.ip, country: countryOf(call.ip, call.request.headers, ctx.config.trustProxy > 0) },
      // `path` beside `url`: the production client reads customerService[].path (docs/compat.md).
      info: {
        whitelabel,
        register,
        ...siteInfo,
        ...(siteInfo.customerService
          ? { customerService: siteInfo.customerService.map((entry) => ({ ...entry, path: entry.url })) }
          : {}),
      },
    };
  });

  serve(app, ctx, options, endpoints.whitelabel, async (_input, call) =>
    getSetting(ctx.db, call.merchant, 'whitelabel'),
  );
  serve(app, ctx, options, endpoints.registerSettings, async (_input, call) =>
    getSetting(ctx.db, call.merchant, 'register'),
  );
  serve(app, ctx, options, endpoints.domainRoute, async (_input, call) =>
    getSetting(ctx.db, call.merchant, 'domainRoute'),
  );
  serve(app, ctx, options, endpoints.customerService, async (_input, call) => {
    const info = await getSetting(ctx.db, call.merchant, 'siteInfo');
    return {
      version: {
        pathList: (info.customerService ?? []).map((entry, index) => ({ type: index + 1, path: entry.url })),
      },
    };
  });

  serve(app, ctx, options, endpoints.captcha, async (_input, call) => {
    await spendQuota(ctx, `captcha-ip:${call.ip}`, { windowMs: 60_000, max: 60 });
    const captcha = await issueCaptcha(ctx);
    const maxAge = Math.floor(ctx.config.captcha.ttlMs / 1000);
    void call.reply
      .header(
        'Set-Cookie',
        `${captchaCookie}=${captcha.id}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAge}`,
      )
      .header('Captcha-Id', captcha.id);
    return captcha.png.toString('base64');
  });

  serve(app, ctx, options, endpoints.rsaKey, async () => (await rsaKey()).modulusHex);
};
