import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/index.ts';
import { closeDialog, closeModal, modals } from '../stores/modals.ts';
import { clearSession, startSession } from '../stores/session.ts';
import { requireAgent, requireLogin, requireRealAccount } from './guards.ts';

describe('guards', () => {
  beforeAll(async () => {
    await initI18n();
  });

  beforeEach(() => {
    clearSession();
    closeModal();
    closeDialog();
  });

  it('opens the login popup for guests and stops', () => {
    expect(requireLogin()).toBe(false);
    expect(modals.open).toBe('loginPopupModal');
  });

  it('warns a trial account that it needs a real account', () => {
    startSession('t', 'trial1', 'freeplay', 4);
    expect(requireRealAccount()).toBe(false);
    expect(modals.dialog?.message).toMatch(/needs a real account/);
    expect(modals.dialog?.confirmLabel).toBe('OK');
  });

  it('lets members through member features but not agent ones', () => {
    startSession('t', 'alice', 'username', 0);
    expect(requireRealAccount()).toBe(true);
    expect(requireAgent()).toBe(false);
    expect(modals.dialog?.message).toBe('Only agent accounts can use the agent center.');
  });

  it('lets agents of types 1, 2, 41 and 42 into agent features', () => {
    for (const type of [1, 2, 41, 42]) {
      startSession('t', 'agent', 'username', type);
      expect(requireAgent()).toBe(true);
    }
  });
});
