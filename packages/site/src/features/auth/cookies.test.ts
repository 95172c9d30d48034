import { afterEach, describe, expect, it } from 'vitest';
import { cookieNames, deleteCookie, readCookie, remembered, rememberLogin } from './cookies.ts';

describe('remember-me cookies', () => {
  afterEach(() => {
    for (const name of Object.values(cookieNames)) deleteCookie(name);
  });

  it('keeps the password only when asked', () => {
    rememberLogin({ username: 'alice', password: 'pa ss;1', remember: true });
    expect(remembered()).toEqual({ username: 'alice', password: 'pa ss;1', remember: true });
    rememberLogin({ username: 'alice', password: 'x', remember: false });
    expect(remembered()).toEqual({ username: 'alice', password: '', remember: false });
  });

  it('parses a cookie header', () => {
    expect(readCookie('userName', 'a=1; userName=bob%20b; remember=1')).toBe('bob b');
  });
});
