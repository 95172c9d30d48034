import { createCipheriv, randomBytes } from 'node:crypto';

/**
 * A small platform client for tests that need to send what the real client would not (bad input,
 * wrong headers). Encrypts like docs/contract.md § Encrypted payloads: DES-ECB body under r,
 * textbook RSA of r in the header.
 */
export interface WireAnswer {
  status: number;
  body: {
    success: boolean;
    value?: unknown;
    errorCode?: string;
    message?: string;
  };
  headers: Headers;
}

export function encryptFor(
  modulusHex: string,
  payload: unknown,
): { body: { value: string }; header: string } {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const r = [...randomBytes(16)].map((byte) => alphabet[byte % alphabet.length]).join('');
  const k = Buffer.from(r, 'utf8').subarray(0, 8);
  const cipher = createCipheriv('des-ede-ecb', Buffer.concat([k, k]), null);
  const value = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]).toString(
    'base64',
  );
  const n = BigInt(`0x${modulusHex}`);
  let result = 1n;
  let base = BigInt(`0x${Buffer.from(r).toString('hex')}`) % n;
  let exponent = 65537n;
  while (exponent > 0n) {
    if (exponent & 1n) result = (result * base) % n;
    base = (base * base) % n;
    exponent >>= 1n;
  }
  return { body: { value }, header: result.toString(16) };
}

let clientIpCounter = 0;
/**
 * A client address no other call in the run used (10.x.y.z), for calls limited per client such as
 * registration (3 an hour before a captcha is asked for).
 */
export function freshClientIp(): string {
  clientIpCounter++;
  return `10.${(clientIpCounter >> 16) & 255}.${(clientIpCounter >> 8) & 255}.${clientIpCounter & 255}`;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  token?: string;
  merchant?: string | null;
  query?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  rawBody?: string;
  contentType?: string;
  encrypt?: boolean;
  headers?: Record<string, string>;
  ip?: string;
}

export class WireClient {
  private modulus: string | undefined;
  constructor(readonly baseUrl: string) {}

  async rsaModulus(): Promise<string> {
    if (!this.modulus) {
      const response = await fetch(`${this.baseUrl}/wps/session/key/rsa`, { headers: { Merchant: 'demo' } });
      this.modulus = (await response.text()).trim();
    }
    return this.modulus;
  }

  async call(path: string, options: CallOptions = {}): Promise<WireAnswer> {
    const headers: Record<string, string> = { Device: 'web', Language: 'EN', ...options.headers };
    if (options.merchant !== null) headers.Merchant = options.merchant ?? 'demo';
    if (options.token) headers.Authorization = options.token;
    if (options.ip) headers['X-Forwarded-For'] = options.ip;
    let body: string | undefined;
    if (options.encrypt) {
      const encrypted = encryptFor(await this.rsaModulus(), options.json ?? {});
      headers.Encryption = encrypted.header;
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(encrypted.body);
    } else if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.rawBody !== undefined) {
      headers['Content-Type'] = options.contentType ?? 'application/json';
      body = options.rawBody;
    } else if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
    const response = await fetch(`${this.baseUrl}${path}${query}`, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
    });
    const text = await response.text();
    let parsed: WireAnswer['body'];
    try {
      parsed = JSON.parse(text) as WireAnswer['body'];
    } catch {
      parsed = { success: response.ok, value: text };
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  /** `POST /wps/session/login` by username and password (encrypted), as the login form sends it. */
  login(
    username: string,
    password: string,
    extra: { captcha?: string; captchaId?: string; ip?: string } = {},
  ): Promise<WireAnswer> {
    return this.call('/wps/session/login', {
      encrypt: true,
      json: { username, password, ...(extra.captcha ? { captcha: extra.captcha } : {}) },
      ...(extra.captchaId ? { headers: { 'Captcha-Id': extra.captchaId } } : {}),
      ...(extra.ip ? { ip: extra.ip } : {}),
    });
  }

  /** The newest outbox message for a phone or e-mail (non-production only). */
  async latestCode(to: string): Promise<string> {
    const answer = await this.call('/__dev/outbox', { query: { to } });
    const messages = answer.body.value as Array<{ code: string | null }>;
    const code = messages[0]?.code;
    if (!code) throw new Error(`No outbox message for ${to}`);
    return code;
  }
}
