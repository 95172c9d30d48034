import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../i18n/index.ts';
import { closeDialog, closeModal, modals } from '../stores/modals.ts';
import { askToVerify } from './bonusVerification.ts';

describe('bonus verification prompt', () => {
  beforeAll(async () => {
    await initI18n();
  });

  beforeEach(() => {
    closeModal();
    closeDialog();
  });

  it('says what to bind and opens My account on confirm, over the page that asked', async () => {
    askToVerify('mobile');
    expect(modals.dialog).toMatchObject({
      kind: 'confirm',
      title: 'Verification needed',
      confirmLabel: 'Go to My account',
      cancelLabel: 'Later',
    });
    expect(modals.dialog?.message).toMatch(
      /verified mobile number.*Bind your mobile number under “My account”/,
    );
    await modals.dialog?.onConfirm?.();
    expect(modals.open).toBe('memberCenter');
    expect(modals.payload).toEqual({ page: 'securityCenter' });
  });

  it('asks for the e-mail address in the language shown, once while the dialog is up', async () => {
    await changeLanguage('cn');
    try {
      askToVerify('email');
      const first = modals.dialog;
      expect(first?.message).toContain('电子邮箱');
      expect(first?.confirmLabel).toBe('前往我的账号');
      askToVerify('mobile');
      expect(modals.dialog).toBe(first);
    } finally {
      await changeLanguage('en');
    }
  });
});
