import { afterEach, describe, expect, it } from 'vitest';
import { cookieNames, deleteCookie, readCookie, remembered, rememberLogin, writeCookie } from './cookies.ts';

describe('remember-me cookies', () => {
  afterEach(() => {
    for (const name of Object.values(cookieNames)) deleteCookie(name);
  });

  it('keeps the username and the remember choice, never a password', () => {
    writeCookie(cookieNames.legacyPassword, 'old-secret');
    rememberLogin({ username: 'alice', remember: true });
    expect(remembered()).toEqual({ username: 'alice', remember: true });
    expect(document.cookie).not.toContain('old-secret');
    rememberLogin({ username: 'alice', remember: false });
    expect(remembered()).toEqual({ username: 'alice', remember: false });
  });

  it('parses a cookie header', () => {
    expect(readCookie('userName', 'a=1; userName=bob%20b; remember=1')).toBe('bob b');
  });
});
