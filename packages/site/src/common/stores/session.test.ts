import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, session, startSession } from './session.ts';

describe('session store', () => {
  beforeEach(() => clearSession());

  it('keeps token and account in session storage', () => {
    startSession('t0k', 'alice', 'username', 0);
    expect(sessionStorage.getItem('token')).toBe('t0k');
    expect(sessionStorage.getItem('account')).toBe('alice');
    expect(session.isAgent).toBe(false);
  });

  it('knows agents and trial accounts', () => {
    startSession('t', 'agent', 'username', 41);
    expect(session.isAgent).toBe(true);
    startSession('t', 'guest1', 'freeplay', 4);
    expect(session.isTrial).toBe(true);
  });

  it('clears everything but the merchant code', () => {
    startSession('t', 'alice', 'username', 0);
    clearSession();
    expect(session.token).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('demo');
  });
});
