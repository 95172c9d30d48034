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

  it('lets members through', () => {
    expect(accessRedirect('/vip', true, 'token')).toBeUndefined();
  });
});
