import { beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { applyBrand, WithForms } from '../testing/render.tsx';
import { LoginVerificationForm, type LoginVerificationFormProps } from './LoginVerificationForm.tsx';

const renderForm = (props: Partial<LoginVerificationFormProps> = {}) =>
  render(
    <WithForms>
      <LoginVerificationForm
        methods={['mobile', 'email', 'bankAccountName']}
        mobile="+63 917****001"
        email="me***@example.com"
        onSendCode={vi.fn(async () => 120)}
        onSubmit={vi.fn(async () => undefined)}
        {...props}
      />
    </WithForms>,
  );

describe('LoginVerificationForm', () => {
  beforeAll(() => applyBrand());

  it('sends a code to the bound number and submits it with its method', async () => {
    const onSendCode = vi.fn(async () => 120);
    const onSubmit = vi.fn(async () => undefined);
    await renderForm({ onSendCode, onSubmit });
    await expect
      .element(page.getByText('We will send a code to your mobile number +63 917****001.'))
      .toBeVisible();
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await expect
      .element(page.getByRole('textbox', { name: 'Verification code' }))
      .toHaveAccessibleDescription('This field cannot be empty');
    await page.getByRole('button', { name: 'Send code' }).click();
    expect(onSendCode).toHaveBeenCalledWith('mobile');
    await expect.element(page.getByRole('button', { name: 'Resend in 120 s' })).toBeDisabled();
    await userEvent.fill(page.getByRole('textbox', { name: 'Verification code' }), ' 654321 ');
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { verifyType: 'mobile', verifyValue: '654321' },
        expect.anything(),
      ),
    );
  });

  it('offers the e-mail code and the bank account name as other tabs', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderForm({ onSubmit });
    await page.getByRole('tab', { name: 'E-mail code' }).click();
    await expect
      .element(page.getByText('We will send a code to your e-mail address me***@example.com.'))
      .toBeVisible();
    await page.getByRole('tab', { name: 'Bank account name' }).click();
    await userEvent.fill(page.getByRole('textbox', { name: 'Bank account holder name' }), 'Juan Dela Cruz');
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { verifyType: 'bankAccountName', verifyValue: 'Juan Dela Cruz' },
        expect.anything(),
      ),
    );
  });

  it('shows no tabs for a single method', async () => {
    await renderForm({ methods: ['bankAccountName'] });
    await expect.element(page.getByRole('tab')).not.toBeInTheDocument();
    await expect.element(page.getByRole('textbox', { name: 'Bank account holder name' })).toBeVisible();
  });
});
