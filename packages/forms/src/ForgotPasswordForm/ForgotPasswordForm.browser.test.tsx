import { beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { applyBrand, WithForms } from '../testing/render.tsx';
import { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm.tsx';

const textbox = (name: string) => page.getByRole('textbox', { name });
const renderForgot = (props: Partial<ForgotPasswordFormProps> = {}) =>
  render(
    <WithForms>
      <ForgotPasswordForm onSubmit={vi.fn(async () => undefined)} {...props} />
    </WithForms>,
  );

describe('ForgotPasswordForm', () => {
  beforeAll(() => applyBrand());

  it('by e-mail: username format and e-mail format, then sends both', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderForgot({ onSubmit });
    await expect.element(page.getByRole('tab')).not.toBeInTheDocument();
    await userEvent.fill(textbox('Username'), 'bob!');
    await userEvent.fill(textbox('E-mail'), 'bob@example');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.element(textbox('Username')).toHaveAccessibleDescription('Letters and digits only');
    await expect.element(textbox('E-mail')).toHaveAccessibleDescription('Invalid e-mail address');
    await userEvent.fill(textbox('Username'), 'bob01');
    await userEvent.fill(textbox('E-mail'), ' bob@example.com ');
    await page.getByRole('button', { name: 'Submit' }).click();
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { type: 'email', username: 'bob01', email: 'bob@example.com' },
        expect.anything(),
      ),
    );
  });

  it('by phone when enabled: new password follows the password rule', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderForgot({
      onSubmit,
      mobileEnabled: true,
      onSendCode: async () => ({ seconds: 60 }),
      countries: [{ countryCode: 'TH', countryDialingCode: '66' }],
    });
    await page.getByRole('tab', { name: 'By phone' }).click();
    await userEvent.fill(textbox('Mobile number'), '812345678');
    await userEvent.fill(textbox('Verification code'), '111222');
    await userEvent.fill(page.getByLabelText(/^New password/), 'abc');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .element(page.getByLabelText(/^New password/))
      .toHaveAccessibleDescription('Letters and digits only, 6–12 characters');
    await userEvent.fill(page.getByLabelText(/^New password/), 'abc12345');
    await page.getByRole('button', { name: 'Submit' }).click();
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        {
          type: 'mobile',
          countryCode: 'TH',
          countryDialingCode: '66',
          mobileNum: '812345678',
          verificationCode: '111222',
          newPassword: 'abc12345',
        },
        expect.anything(),
      ),
    );
  });
});
