import { describe, expect, it } from 'vitest';
import { accessRedirect } from './access.ts';

describe('logged-in-only access rule', () => {
  it('lets everyone through when the brand is open', () => {
    expect(accessRedirect('/vip', false, null)).toBeUndefined();
  });

  it('sends guests to /login except from the guest pages', () => {
    expect(accessRedirect('/vip', true, null)).toBe('/login');
    expect(accessRedirect('/index', true, null)).toBe('/login');
    for (const path of ['/login', '/register', '/register.html', '/helpmc', '/download']) {
      expect(accessRedirect(path, true, null)).toBeUndefined();
    }
  });

  it('keeps the way back from a social sign-in whole on the way to /login', () => {
    const search = '?socialCallback=google&code=abc&state=xyz';
    expect(accessRedirect('/index', true, null, search)).toBe(`/login${search}`);
    // Other queries are not carried: the rule has always sent guests to a bare /login.
    expect(accessRedirect('/vip', true, null, '?page=2')).toBe('/login');
    // On /login itself the callback is handled where it is; an open brand never redirects.
    expect(accessRedirect('/login', true, null, search)).toBeUndefined();
    expect(accessRedirect('/index', false, null, search)).toBeUndefined();
  });

  it('lets members through', () => {
    expect(accessRedirect('/vip', true, 'token')).toBeUndefined();
  });
});
