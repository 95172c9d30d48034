import { errorCodes, PlatformError } from '@playsite/api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { untoldErrorText } from '../../common/panel/errorText.ts';
import { closeDialog, closeModal, modals } from '../../common/stores/modals.ts';
import { headerLogin } from './headerLogin.ts';
import { takeVerification } from './pendingVerification.ts';
import { submitLogin } from './submit.ts';

vi.mock('./submit.ts', () => ({ submitLogin: vi.fn() }));
const submit = vi.mocked(submitLogin);

const rejected = (errorCode: string, value?: unknown, silent = false) =>
  new PlatformError({ kind: 'rejected', endpoint: 'login', errorCode, value, silent });

describe('the header form login', () => {
  beforeEach(() => {
    submit.mockReset();
    closeModal();
    closeDialog();
  });

  it('is the modal submit (which reports nothing itself), with the remember choice kept', async () => {
    submit.mockResolvedValue({ kind: 'loggedIn', afterLogin: true });
    await expect(headerLogin({ username: 'demomember', password: 'demo1234' })).resolves.toEqual({
      kind: 'loggedIn',
      afterLogin: true,
    });
    expect(submit).toHaveBeenCalledWith(
      { type: 'username', username: 'demomember', password: 'demo1234' },
      false,
    );
  });

  it('passes a forced password change on to the screen, opening nothing itself', async () => {
    submit.mockResolvedValue({ kind: 'mustChangePassword', oldPassword: '123456' });
    await expect(headerLogin({ username: 'demoweak', password: '123456' })).resolves.toEqual({
      kind: 'mustChangePassword',
      oldPassword: '123456',
    });
    expect(modals.open).toBeNull();
  });

  it('hands a login that needs the new-IP step to the login modal, once', async () => {
    const pending = {
      kind: 'needsVerification' as const,
      login: { username: 'demomember', password: 'demo1234', remember: false },
      verification: { methods: ['mobile' as const], mobile: '+63 917****001' },
    };
    submit.mockResolvedValue(pending);
    await expect(headerLogin({ username: 'demomember', password: 'demo1234' })).resolves.toEqual({
      kind: 'needsVerification',
    });
    expect(modals.open).toBeNull();
    expect(takeVerification()).toEqual(pending);
    expect(takeVerification()).toBeUndefined();
  });

  it('returns the platform error for the inline line (the form translates it), with no dialog', async () => {
    submit.mockResolvedValue({ kind: 'failed', error: rejected(errorCodes.loginInvalid) });
    const outcome = await headerLogin({ username: 'demomember', password: 'nope' });
    expect(outcome.kind).toBe('failed');
    expect(outcome.kind === 'failed' && untoldErrorText(outcome.error)).toBeTruthy();
    expect(modals.dialog).toBeNull();
    expect(modals.open).toBeNull();
  });

  it('says nothing more when the platform already told a silent failure', async () => {
    submit.mockResolvedValue({ kind: 'failed', error: rejected(errorCodes.loginInvalid, undefined, true) });
    const outcome = await headerLogin({ username: 'demomember', password: 'nope' });
    expect(outcome.kind === 'failed' && untoldErrorText(outcome.error)).toBeUndefined();
  });

  it('on a captcha request asks for the login modal with the username and the reason, not the wrong password', async () => {
    submit.mockResolvedValue({
      kind: 'needsCaptcha',
      error: rejected(errorCodes.loginInvalid, { captcha: true }),
    });
    const outcome = await headerLogin({ username: 'demomember', password: 'nope' });
    expect(outcome).toEqual({
      kind: 'needsCaptcha',
      prefill: { username: 'demomember', password: undefined },
      error: expect.objectContaining({ errorCode: errorCodes.loginInvalid }),
    });
    expect(modals.open).toBeNull();
    expect(modals.dialog).toBeNull();
  });

  it('carries the password too when only the captcha was missing', async () => {
    submit.mockResolvedValue({ kind: 'needsCaptcha', error: rejected(errorCodes.captchaRequired) });
    const outcome = await headerLogin({ username: 'demomember', password: 'demo1234' });
    expect(outcome.kind === 'needsCaptcha' && outcome.prefill).toEqual({
      username: 'demomember',
      password: 'demo1234',
    });
  });
});
