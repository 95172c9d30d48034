import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { closeModal, modals, openModal } from '../../common/stores/modals.ts';
import { openAfterSignIn } from './afterSignIn.ts';

describe('what a screen opens after a sign-in', () => {
  beforeEach(() => closeModal());

  it('opens the forced password change with the password it holds', () => {
    openModal('loginPopupModal');
    openAfterSignIn({ kind: 'mustChangePassword', oldPassword: '123456' });
    expect(modals.open).toBe('changePassModal');
    expect(modals.payload).toEqual({ forced: true, oldPassword: '123456' });
  });

  it('closes the sign-in modal, then opens the after-login modal after a login', () => {
    openModal('loginPopupModal');
    openAfterSignIn({ kind: 'loggedIn', afterLogin: true });
    expect(modals.open).toBe('afterLoginModal');
  });

  it('goes where the sign-in was for (the tapped game) instead of home and the after-login modal', () => {
    const opened: string[] = [];
    const went: string[] = [];
    openModal('loginPopupModal', { onSignedIn: () => opened.push('game') });
    openAfterSignIn({ kind: 'loggedIn', afterLogin: true }, ((to: string) => went.push(to)) as never);
    expect(opened).toEqual(['game']);
    expect(went).toEqual([]);
    expect(modals.open).toBeNull();
  });

  it('goes home without a purpose', () => {
    const went: string[] = [];
    openModal('loginPopupModal');
    openAfterSignIn({ kind: 'loggedIn', afterLogin: true }, ((to: string) => went.push(to)) as never);
    expect(went).toEqual(['/']);
  });

  it('only closes the modal after a registration or free play', () => {
    openModal('registerModal');
    openAfterSignIn({ kind: 'loggedIn', afterLogin: false });
    expect(modals.open).toBeNull();
  });
});

describe('the auth services', () => {
  // Services return outcomes; the screens (modals, GuestActions, afterSignIn, socialReturn) open things.
  const services = ['login.ts', 'submit.ts', 'social.ts', 'headerLogin.ts', 'cookies.ts', 'device.ts'];

  it.each(services)('%s does not import the modal store', (file) => {
    const source = readFileSync(join(import.meta.dirname, file), 'utf8');
    expect(source).not.toMatch(/stores\/modals/);
  });

  // One shape of outcome (common/outcome.ts), told by the screen in the player's language.
  it.each(services)('%s does not translate', (file) => {
    const source = readFileSync(join(import.meta.dirname, file), 'utf8');
    expect(source).not.toMatch(/i18n\/index|translateError|errorText|\bt\(/);
  });
});
