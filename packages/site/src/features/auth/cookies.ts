import { deviceMarkCookie } from './deviceMark.ts';

/** Remember-me cookies live 24 hours (docs/product.md § Accounts and sessions). */
export const rememberMs = 86_400_000;

export const cookieNames = {
  username: 'userName',
  /** Older versions kept the password here; only ever deleted now. */
  legacyPassword: 'password',
  remember: 'remember',
  device: deviceMarkCookie,
  mobile: 'smsMobile',
  dialingCode: 'smsDialingCode',
} as const;

type CookieName = (typeof cookieNames)[keyof typeof cookieNames];

export function readCookie(name: CookieName, source: string = document.cookie): string | undefined {
  for (const part of source.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function writeCookie(name: CookieName, value: string, now = Date.now()): void {
  const expires = new Date(now + rememberMs).toUTCString();
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and not in every browser the brands support.
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Strict`;
}

export function deleteCookie(name: CookieName): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as in writeCookie.
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Strict`;
}

export interface Remembered {
  username: string;
  remember: boolean;
}

/** What the login form starts with: the last username and the remember choice (never a password). */
export function remembered(): Remembered {
  return {
    username: readCookie(cookieNames.username) ?? '',
    remember: readCookie(cookieNames.remember) === '1',
  };
}

/**
 * After a username login: keep the username, and the remember choice for 24 hours. The device
 * itself is remembered by the server in an HttpOnly cookie (remember.ts); a password cookie left
 * by an older version of the site is deleted.
 */
export function rememberLogin({ username, remember }: Remembered): void {
  writeCookie(cookieNames.username, username);
  deleteCookie(cookieNames.legacyPassword);
  if (remember) writeCookie(cookieNames.remember, '1');
  else deleteCookie(cookieNames.remember);
}

export function rememberMobile(mobile: string, dialingCode: string): void {
  writeCookie(cookieNames.mobile, mobile);
  writeCookie(cookieNames.dialingCode, dialingCode);
}

export function rememberedMobile(): { mobile: string; dialingCode: string | undefined } {
  return { mobile: readCookie(cookieNames.mobile) ?? '', dialingCode: readCookie(cookieNames.dialingCode) };
}
