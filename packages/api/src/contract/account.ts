import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  lazy,
  literal,
  nullable,
  number,
  object,
  optional,
  record,
  type Struct,
  string,
  type,
} from 'superstruct';
import { idLike, minorUnits, nonEmpty, text } from './primitives.ts';

/* ---------- shared pieces ---------- */

/** Geetest v4 results, sent with login, registration and SMS requests when the brand uses it. */
export const geetestResult = object({
  lot_number: nonEmpty(128),
  captcha_output: nonEmpty(2048),
  pass_token: nonEmpty(256),
  gen_time: nonEmpty(32),
});

/** An empty request: GET calls without parameters. */
export const noParams = object({});
export type NoParams = Infer<typeof noParams>;

/** Account types: 1, 2, 41, 42 agents; 4 trial (free play); others members. */
export const agentTypes: readonly number[] = [1, 2, 41, 42];
export const trialType = 4;

/* ---------- session ---------- */

export const loginRequest = object({
  /** Username, or the mobile number when type is 'sms'. */
  username: nonEmpty(64),
  /** Password, or the SMS code when type is 'sms'. */
  password: nonEmpty(128),
  type: optional(enums(['username', 'sms'])),
  countryDialingCode: optional(text(8)),
  captcha: optional(text(16)),
  geetest: optional(geetestResult),
});
export type LoginRequest = Infer<typeof loginRequest>;

export const loginValue = type({
  token: string(),
  id: idLike(),
  userName: string(),
  customerType: integer(),
  firstTimeLogin: boolean(),
  passwordExpired: boolean(),
});
export type LoginValue = Infer<typeof loginValue>;

export const freePlayRequest = object({
  os: nonEmpty(32),
  platform: literal('W'),
  /** The platform's "encrypted random string"; the reference server ignores its content. */
  random: optional(text(512)),
});
export type FreePlayRequest = Infer<typeof freePlayRequest>;

/** GET /wps/captcha: a base64 PNG without the `data:` prefix, bound to a cookie. */
export const captchaValue = string();

/** GET /wps/session/key/rsa: the RSA public modulus as hex (exponent 65537). */
export const rsaKeyValue = nonEmpty(2048);

/* ---------- registration ---------- */

/** One field's rule; `acceptedPattern` '*' means any. */
export const fieldSetting = type({
  enabled: boolean(),
  required: boolean(),
  acceptedPattern: string(),
  patternId: optional(integer()),
  minLength: optional(integer()),
  maxLength: optional(integer()),
});
export type FieldSetting = Infer<typeof fieldSetting>;

/** GET /wps/system/setting/register: field name -> rule. */
export const registerSettingsValue = record(string(), fieldSetting);
export type RegisterSettings = Infer<typeof registerSettingsValue>;

/* ---------- member ---------- */

export const clubLabel = type({ labelName: string(), rankLevel: integer() });

export const memberInfoValue = type({
  id: idLike(),
  account: string(),
  nickname: optional(nullable(string())),
  type: integer(),
  /** Masked, e.g. 138****0000. */
  mobile: optional(nullable(string())),
  email: optional(nullable(string())),
  /** Epoch milliseconds. */
  regDate: optional(number()),
  toUpline: optional(boolean()),
  clubLabel: optional(nullable(clubLabel)),
  memberLabel: optional(array(type({ labelName: string() }))),
});
export type MemberInfo = Infer<typeof memberInfoValue>;

export const memberIconValue = type({ avatar: string(), avatarType: enums(['CUSTOM', 'STATIC']) });
export type MemberIcon = Infer<typeof memberIconValue>;

export const playerAvatarsValue = array(type({ avatarId: idLike(), avatar: string() }));
export type PlayerAvatars = Infer<typeof playerAvatarsValue>;

export const balanceValue = type({
  sumBalance: minorUnits(),
  balance: optional(array(type({ accountTypeId: idLike(), availBalance: minorUnits() }))),
  currency: optional(string()),
  currencySymbol: optional(string()),
});
export type Balance = Infer<typeof balanceValue>;

export const unreadCountValue = integer();

/* ---------- system ---------- */

export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes?: WhitelabelNode[] | undefined;
}

export const whitelabelNode: Struct<WhitelabelNode> = type({
  modId: string(),
  enabled: enums(['1', '0']),
  childrenNodes: optional(array(lazy(() => whitelabelNode))),
});

export const whitelabelValue = array(whitelabelNode);

/** Flattens the whitelabel tree to module id -> enabled (docs/product.md § Feature flags). */
export function flattenWhitelabel(nodes: readonly WhitelabelNode[]): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  const visit = (node: WhitelabelNode) => {
    flags[node.modId] = node.enabled === '1';
    for (const child of node.childrenNodes ?? []) visit(child);
  };
  for (const node of nodes) visit(node);
  return flags;
}

export const routerResource = type({
  resourceType: string(),
  url: string(),
  qrCodeUrl: optional(string()),
  labelNameEn: optional(string()),
  labelNameCn: optional(string()),
});
export type RouterResource = Infer<typeof routerResource>;

export const customerServiceEntry = type({ type: string(), url: string(), label: optional(string()) });

export const systemStatusRequest = object({ url: optional(text(2048)) });
export type SystemStatusRequest = Infer<typeof systemStatusRequest>;

export const systemStatusValue = type({
  maintenance: boolean(),
  regionRestriction: boolean(),
  location: optional(type({ ip: string(), country: string() })),
  info: optional(
    type({
      whitelabel: optional(array(whitelabelNode)),
      register: optional(registerSettingsValue),
      resources: optional(array(routerResource)),
      customerService: optional(array(customerServiceEntry)),
      analytics: optional(type({ gtagId: optional(string()) })),
      imageCDNs: optional(array(string())),
      launchGameCDNs: optional(array(string())),
    }),
  ),
});
export type SystemStatus = Infer<typeof systemStatusValue>;

/** 0 normal, 1 maintenance, 2 region restricted; maintenance wins (docs/product.md § System pages). */
export const systemState = (status: Pick<SystemStatus, 'maintenance' | 'regionRestriction'>): 0 | 1 | 2 =>
  status.maintenance ? 1 : status.regionRestriction ? 2 : 0;

export const domainRouteValue = type({
  domainList: array(string()),
  resources: optional(array(routerResource)),
});
export type DomainRoute = Infer<typeof domainRouteValue>;

export const helpCenterValue = array(
  type({ id: idLike(), title: string(), content: string(), category: optional(string()) }),
);
export type HelpCenter = Infer<typeof helpCenterValue>;

/** value.version.pathList; a type 3 path is encrypted and opened in a popup. */
export const customerServiceValue = type({
  version: type({ pathList: array(type({ type: integer(), path: string() })) }),
});
export type CustomerService = Infer<typeof customerServiceValue>;
