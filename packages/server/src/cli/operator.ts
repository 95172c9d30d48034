import { type ProfileFieldName, profileFieldNames } from '@playsite/api/contract';
import { configOrExit, type StartConfig } from '../config.ts';
import type { Context } from '../context.ts';
import { agentRequest, agentUsage } from '../domain/agent/operator.ts';
import { backofficeRequest, backofficeUsage } from '../domain/backoffice/commands.ts';
import { contentRequest, contentUsage } from '../domain/content/commands.ts';
import {
  addAnnouncement,
  creditMember,
  type NewAnnouncement,
  removeAnnouncement,
  type SystemMode,
  setBonusVerification,
  setFeatureFlag,
  setLoginCaptcha,
  setRegisterField,
  setSocialProvider,
  setSystemStatus,
  socialProviders,
} from '../domain/operator.ts';
import { readOutbox } from '../domain/outbox.ts';
import { listProviders, rotateProviderKey, setProviderEnabled } from '../domain/provider/operator.ts';
import { type BonusVerification, bonusVerifications } from '../domain/settings.ts';
import { buildApp } from '../http/app.ts';
import { engagementCommand } from '../http/plugins/engagement.ts';
import { openReadyDatabase, runningServer } from '../runtime.ts';

const usage = `PlaySite operator CLI (merchant "demo"; --merchant=CODE for another)

  pnpm --filter @playsite/server operator status normal|maintenance|region
  pnpm --filter @playsite/server operator flag MODID on|off              e.g. flag FREEPLAY3 off
  pnpm --filter @playsite/server operator field NAME key=value…          e.g. field captcha enabled=true required=true
  pnpm --filter @playsite/server operator profile-field NAME key=value…  e.g. profile-field zalo required=true
  pnpm --filter @playsite/server operator login-captcha on|off           captcha on every username login
  pnpm --filter @playsite/server operator bonus-verification none|mobile|email   what a member must verify
                                                                            before any bonus is credited
  pnpm --filter @playsite/server operator social PROVIDER on|off          social sign-in button, e.g. social google off
  pnpm --filter @playsite/server operator social PROVIDER key=value…      label clientId clientSecret authorizeUrl
                                                                            tokenUrl userinfoUrl scope sort enabled
  pnpm --filter @playsite/server operator social-list                     social sign-in providers (secrets hidden)
  pnpm --filter @playsite/server operator announce B|PL|PU|PR|H "title" ["html content"] [url]
  pnpm --filter @playsite/server operator unannounce ID
  pnpm --filter @playsite/server operator credit USERNAME AMOUNT [REFERENCE]   AMOUNT in major units, e.g. 150.25
  pnpm --filter @playsite/server operator outbox TO                       SMS / e-mail sent to a number or address
  pnpm --filter @playsite/server operator redeem-queue | redeem-approve|redeem-reject ID ["remark"]   points mall redemptions
  pnpm --filter @playsite/server operator apply-queue | apply-approve|apply-reject ID ["remark"]   promotion applications
  pnpm --filter @playsite/server operator envelope-list | envelope-schedule TITLE POOL COUNT MIN MAX [MINUTES] [RANKS]   red envelopes (minor units)
  pnpm --filter @playsite/server operator vip-level USERNAME LEVEL          set a member's VIP level
  pnpm --filter @playsite/server operator money-queue                      pending deposits, withdrawals and disputes
  pnpm --filter @playsite/server operator deposit-approve|deposit-reject ID ["remark"]
  pnpm --filter @playsite/server operator withdrawal-approve|withdrawal-reject ID ["remark"]
  pnpm --filter @playsite/server operator withdrawal-resolve ID refund|close   answer a partly / not received claim
  pnpm --filter @playsite/server operator money-setting KEY VALUE          confirmMinutes N | autoApproveDeposits on|off |
                                                                            singleWallet on|off | rebateRate BP
  pnpm --filter @playsite/server operator channel-add CODE "name" bank|ewallet|qr|crypto MIN MAX auto|manual
  pnpm --filter @playsite/server operator money-recover                    auto-receive overdue withdrawal confirmations
  pnpm --filter @playsite/server operator message USERNAME "title" ["html content"]
  pnpm --filter @playsite/server operator provider-list                   game providers and their keys (secrets hidden)
  pnpm --filter @playsite/server operator provider-key-rotate PROVIDER    a new signing key, its secret printed once;
                                                                            the keys valid before stay valid 24 h
  pnpm --filter @playsite/server operator provider-enable|provider-disable PROVIDER   launches and bets on or off
${contentUsage}
${agentUsage}
${backofficeUsage}

While the server runs on the same DATA_DIR (PGlite allows one process per folder) the CLI sends the
command to its /__operator API; otherwise (or with DATABASE_URL) it opens the database itself.`;

const providerArg = (args: string[]) => {
  if (!args[0]) throw new Error(usage);
  return args[0];
};

/** "150.25" -> 15025n; refuses floats' rounding by parsing the digits. */
export function parseAmount(text: string): bigint {
  const match = /^(\d{1,16})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Amount must look like 150 or 150.25, got ${text}`);
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

const onOff = (text: string | undefined): boolean => {
  if (text === 'on' || text === 'true') return true;
  if (text === 'off' || text === 'false') return false;
  throw new Error(`Expected on or off, got ${text ?? 'nothing'}`);
};

function bonusVerification(text: string | undefined): BonusVerification {
  const found = bonusVerifications.find((item) => item === text);
  if (!found) throw new Error(`Expected none, mobile or email, got ${text ?? 'nothing'}`);
  return found;
}

function fieldChange(pairs: string[]): Record<string, boolean | number | string> {
  const change: Record<string, boolean | number | string> = {};
  for (const pair of pairs) {
    const [key = '', ...rest] = pair.split('=');
    const value = rest.join('=');
    if (['enabled', 'required'].includes(key)) change[key] = onOff(value);
    else if (['patternId', 'minLength', 'maxLength'].includes(key)) change[key] = Number.parseInt(value, 10);
    else if (key === 'acceptedPattern') change[key] = value;
    else throw new Error(`Unknown field setting ${key}`);
  }
  return change;
}

/** `social google off`, or `social google clientId=… tokenUrl=…` (enabled=on|off and sort=N among them). */
function socialChange(args: string[]): Record<string, boolean | number | string> {
  if (args.length === 1 && ['on', 'off', 'true', 'false'].includes(args[0] ?? ''))
    return { enabled: onOff(args[0]) };
  const change: Record<string, boolean | number | string> = {};
  const keys = ['label', 'clientId', 'clientSecret', 'authorizeUrl', 'tokenUrl', 'userinfoUrl', 'scope'];
  for (const pair of args) {
    const [key = '', ...rest] = pair.split('=');
    const value = rest.join('=');
    if (key === 'enabled') change[key] = onOff(value);
    else if (key === 'sort') change[key] = Number.parseInt(value, 10);
    else if (keys.includes(key)) change[key] = value;
    else throw new Error(`Unknown social setting ${key}`);
  }
  return change;
}

/** One command as an operator API call: [path, body]. */
function asRequest(command: string, args: string[], merchant: string): [string, Record<string, unknown>] {
  switch (command) {
    case 'status':
      return ['/__operator/system-status', { mode: args[0], merchant }];
    case 'flag':
      return ['/__operator/flags', { modId: args[0], enabled: onOff(args[1]), merchant }];
    case 'field':
      return ['/__operator/register-field', { field: args[0], ...fieldChange(args.slice(1)), merchant }];
    case 'profile-field':
      return ['/__operator/profile-field', { field: args[0], ...fieldChange(args.slice(1)), merchant }];
    case 'login-captcha':
      return ['/__operator/login-captcha', { always: onOff(args[0]), merchant }];
    case 'bonus-verification':
      return ['/__operator/bonus-verification', { verification: bonusVerification(args[0]), merchant }];
    case 'social':
      return ['/__operator/social', { provider: args[0], ...socialChange(args.slice(1)), merchant }];
    case 'announce':
      return [
        '/__operator/announcements',
        { type: args[0], title: args[1], content: args[2] ?? '', url: args[3] ?? '', merchant },
      ];
    case 'unannounce':
      return ['/__operator/announcements/remove', { id: Number(args[0]), merchant }];
    case 'provider-enable':
    case 'provider-disable':
      return ['/__operator/provider/enabled', { provider: args[0], enabled: command === 'provider-enable' }];
    case 'provider-key-rotate':
      return ['/__operator/provider/rotate-key', { provider: args[0] }];
    case 'credit':
      return [
        '/__operator/credit',
        {
          username: args[0],
          amount: parseAmount(args[1] ?? '').toString(),
          reference: args[2] ?? `cli-${Date.now()}`,
          merchant,
        },
      ];
    default: {
      const money = moneyRequest(command, args, merchant);
      if (!money) throw new Error(usage);
      return money;
    }
  }
}

/** Money commands (issue 7) as operator API calls: [path, body]; the direct path runs the same bodies. */
function moneyRequest(
  command: string,
  args: string[],
  merchant: string,
): [string, Record<string, unknown>] | undefined {
  const id = Number(args[0]);
  switch (command) {
    case 'deposit-approve':
    case 'deposit-reject':
      return [
        '/__operator/money/deposit-decide',
        { id, approve: command === 'deposit-approve', remark: args[1], merchant },
      ];
    case 'withdrawal-approve':
    case 'withdrawal-reject':
      return [
        '/__operator/money/withdrawal-decide',
        { id, approve: command === 'withdrawal-approve', remark: args[1], merchant },
      ];
    case 'withdrawal-resolve':
      if (!['refund', 'close'].includes(args[1] ?? '')) throw new Error(usage);
      return ['/__operator/money/withdrawal-resolve', { id, refund: args[1] === 'refund', merchant }];
    case 'money-setting': {
      const key = args[0] ?? '';
      const value = args[1] ?? '';
      const parsed = ['autoApproveDeposits', 'singleWallet'].includes(key)
        ? onOff(value)
        : ['minWithdraw', 'maxWithdraw'].includes(key)
          ? parseAmount(value).toString()
          : Number.parseInt(value, 10);
      return ['/__operator/money/settings', { [key]: parsed, merchant }];
    }
    case 'channel-add':
      return [
        '/__operator/money/channel',
        {
          code: args[0],
          name: args[1],
          type: args[2],
          minAmount: parseAmount(args[3] ?? '').toString(),
          maxAmount: parseAmount(args[4] ?? '').toString(),
          autoApprove: args[5] === 'auto',
          merchant,
        },
      ];
    case 'money-recover':
      return ['/__operator/money/recover', { merchant }];
    case 'message':
      return [
        '/__operator/money/message',
        { username: args[0], title: args[1], content: args[2] ?? '', merchant },
      ];
    default:
      return undefined;
  }
}

async function viaServer(url: string, command: string, args: string[], merchant: string) {
  if (command === 'outbox') {
    const response = await fetch(`${url}/__dev/outbox?to=${encodeURIComponent(args[0] ?? '')}`);
    return response.json();
  }
  if (command === 'social-list') {
    const response = await fetch(`${url}/__operator/social?merchant=${encodeURIComponent(merchant)}`);
    return response.json();
  }
  if (command === 'money-queue') {
    const response = await fetch(`${url}/__operator/money/queue?merchant=${encodeURIComponent(merchant)}`);
    return response.json();
  }
  if (command === 'provider-list') return (await fetch(`${url}/__operator/providers`)).json();
  const content =
    contentRequest(command, args, merchant) ??
    agentRequest(command, args, merchant) ??
    backofficeRequest(command, args);
  if (content) {
    const [path, body] = content;
    const json = {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    };
    return (await fetch(`${url}${path}`, body ? json : {})).json();
  }
  const [path, body] = engagementCommand(command, args, merchant) ?? asRequest(command, args, merchant);
  const response = await fetch(`${url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}

async function direct(config: StartConfig, command: string, args: string[], merchant: string) {
  const { ctx, db } = await openReadyDatabase(config);
  try {
    switch (command) {
      case 'status':
        if (!['normal', 'maintenance', 'region'].includes(args[0] ?? '')) throw new Error(usage);
        return await setSystemStatus(ctx, merchant, args[0] as SystemMode);
      case 'flag':
        return await setFeatureFlag(ctx, merchant, args[0] ?? '', onOff(args[1]));
      case 'field':
        return await setRegisterField(ctx, merchant, args[0] ?? '', fieldChange(args.slice(1)));
      case 'profile-field':
        if (!profileFieldNames.includes(args[0] as ProfileFieldName)) throw new Error(usage);
        return await setRegisterField(
          ctx,
          merchant,
          args[0] ?? '',
          fieldChange(args.slice(1)),
          'profileFields',
        );
      case 'login-captcha':
        return await setLoginCaptcha(ctx, merchant, onOff(args[0]));
      case 'bonus-verification':
        return await setBonusVerification(ctx, merchant, bonusVerification(args[0]));
      case 'social':
        return await setSocialProvider(ctx, merchant, args[0] ?? '', socialChange(args.slice(1)));
      case 'social-list':
        return await socialProviders(ctx, merchant);
      case 'announce':
        return await addAnnouncement(ctx, merchant, {
          type: args[0] as NewAnnouncement['type'],
          title: args[1] ?? '',
          content: args[2],
          url: args[3],
        });
      case 'unannounce':
        return await removeAnnouncement(ctx, merchant, Number(args[0]));
      case 'credit':
        return await creditMember(
          ctx,
          merchant,
          args[0] ?? '',
          parseAmount(args[1] ?? ''),
          args[2] ?? `cli-${Date.now()}`,
        );
      case 'outbox':
        return await readOutbox(ctx, args[0] ?? '');
      case 'provider-list':
        return await listProviders(ctx);
      case 'provider-enable':
      case 'provider-disable':
        return await setProviderEnabled(ctx, providerArg(args), command === 'provider-enable');
      case 'provider-key-rotate':
        return await rotateProviderKey(ctx, providerArg(args));
      default:
        return await moneyDirect(ctx, command, args, merchant);
    }
  } finally {
    await db.close();
  }
}

async function main(argv: string[]) {
  const merchantFlag = argv.find((arg) => arg.startsWith('--merchant='));
  const merchant = merchantFlag?.slice('--merchant='.length) || 'demo';
  const [command, ...args] = argv.filter((arg) => arg !== merchantFlag);
  if (!command || command === 'help' || command === '--help') {
    console.log(usage);
    return;
  }
  const config = configOrExit();
  const server = config.databaseUrl ? undefined : runningServer(config.dataDir);
  const result = server
    ? await viaServer(server, command, args, merchant)
    : await direct(config, command, args, merchant);
  console.log(
    JSON.stringify(result, (_key, value) => (typeof value === 'bigint' ? value.toString() : value), 2),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

/** Without a running server: the same operator API, answered in-process by a throw-away app. */
async function moneyDirect(ctx: Context, command: string, args: string[], merchant: string) {
  const request: [string, Record<string, unknown> | undefined] | undefined =
    command === 'money-queue'
      ? [`/__operator/money/queue?merchant=${encodeURIComponent(merchant)}`, undefined]
      : (moneyRequest(command, args, merchant) ?? engagementCommand(command, args, merchant));
  const call =
    request ??
    contentRequest(command, args, merchant) ??
    agentRequest(command, args, merchant) ??
    backofficeRequest(command, args);
  if (!call) throw new Error(usage);
  const app = await buildApp({ db: ctx.db, clock: ctx.clock, config: { ...ctx.config, production: false } });
  try {
    const [url, body] = call;
    const response = await app.inject({
      method: body ? 'POST' : 'GET',
      url,
      ...(body ? { payload: body } : {}),
    });
    return response.json();
  } finally {
    await app.close();
  }
}
