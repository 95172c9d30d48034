import { errorCodes, PlatformError } from '@playsite/api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, closeModal, modals } from '../../shared/stores/modals.ts';
import { headerLogin } from './headerLogin.ts';
import { submitLogin } from './submit.ts';

vi.mock('./submit.ts', () => ({ submitLogin: vi.fn() }));
const submit = vi.mocked(submitLogin);

const rejected = (errorCode: string, value?: unknown) =>
  new PlatformError({ kind: 'rejected', endpoint: 'login', errorCode, value });

describe('the header form login', () => {
  beforeEach(() => {
    submit.mockReset();
    closeModal();
    closeDialog();
  });

  it('is the modal submit, with errors left to the header and the remember choice kept', async () => {
    submit.mockResolvedValue({ ok: true });
    await expect(headerLogin({ username: 'demomember', password: 'demo1234' })).resolves.toEqual({
      ok: true,
      home: true,
    });
    expect(submit).toHaveBeenCalledWith(
      { type: 'username', username: 'demomember', password: 'demo1234' },
      false,
      false,
    );
  });

  it('stays put when a forced password change opened its modal', async () => {
    submit.mockImplementation(async () => {
      modals.open = 'changePassModal';
      return { ok: true };
    });
    await expect(headerLogin({ username: 'demoweak', password: '123456' })).resolves.toEqual({
      ok: true,
      home: false,
    });
  });

  it('returns the translated platform error for the inline line, with no dialog', async () => {
    submit.mockResolvedValue({ ok: false, error: rejected(errorCodes.loginInvalid) });
    const result = await headerLogin({ username: 'demomember', password: 'nope' });
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.error).toBeTruthy();
    expect(modals.dialog).toBeNull();
    expect(modals.open).toBeNull();
  });

  it('on a captcha request tells why, then opens the login modal with the username', async () => {
    submit.mockResolvedValue({
      ok: false,
      captcha: true,
      error: rejected(errorCodes.loginInvalid, { captcha: true }),
    });
    await expect(headerLogin({ username: 'demomember', password: 'nope' })).resolves.toEqual({ ok: false });
    expect(modals.open).toBeNull();
    modals.dialog?.onConfirm?.();
    expect(modals.open).toBe('loginPopupModal');
    // A password the platform called wrong is not carried over.
    expect(modals.payload).toEqual({
      prefill: { username: 'demomember', password: undefined, captcha: true },
    });
  });

  it('carries the password too when only the captcha was missing', async () => {
    submit.mockResolvedValue({ ok: false, captcha: true, error: rejected(errorCodes.captchaRequired) });
    await headerLogin({ username: 'demomember', password: 'demo1234' });
    modals.dialog?.onConfirm?.();
    expect(modals.payload).toEqual({
      prefill: { username: 'demomember', password: 'demo1234', captcha: true },
    });
  });
});
