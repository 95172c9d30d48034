/** Remember-me cookies live 24 hours (docs/product.md § Accounts and sessions). */
export const rememberMs = 86_400_000;

export const cookieNames = {
  username: 'userName',
  password: 'password',
  remember: 'remember',
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
  password: string;
  remember: boolean;
}

/** What the login form starts with: the last username, and the password only if remembered. */
export function remembered(): Remembered {
  const remember = readCookie(cookieNames.remember) === '1';
  return {
    username: readCookie(cookieNames.username) ?? '',
    password: remember ? (readCookie(cookieNames.password) ?? '') : '',
    remember,
  };
}

/**
 * After a username login: keep the username; keep the password for 24 hours only when asked.
 * The platform's clients do this; it stores a password in a cookie, so it is opt-in per login.
 */
export function rememberLogin({ username, password, remember }: Remembered): void {
  writeCookie(cookieNames.username, username);
  if (remember) {
    writeCookie(cookieNames.password, password);
    writeCookie(cookieNames.remember, '1');
  } else {
    deleteCookie(cookieNames.password);
    deleteCookie(cookieNames.remember);
  }
}

export function rememberMobile(mobile: string, dialingCode: string): void {
  writeCookie(cookieNames.mobile, mobile);
  writeCookie(cookieNames.dialingCode, dialingCode);
}

export function rememberedMobile(): { mobile: string; dialingCode: string | undefined } {
  return { mobile: readCookie(cookieNames.mobile) ?? '', dialingCode: readCookie(cookieNames.dialingCode) };
}
