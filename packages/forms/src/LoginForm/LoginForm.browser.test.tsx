import { beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { applyBrand, WithForms } from '../testing/render.tsx';
import { LoginForm, type LoginFormProps } from './LoginForm.tsx';

const countries = [
  { countryCode: 'PH', countryDialingCode: '63' },
  { countryCode: 'VN', countryDialingCode: '84' },
];

const password = () => page.getByLabelText(/^Password/);

const renderLogin = (props: Partial<LoginFormProps> = {}, language = 'en') =>
  render(
    <WithForms language={language}>
      <LoginForm onSubmit={vi.fn(async () => undefined)} {...props} />
    </WithForms>,
  );

describe('LoginForm', () => {
  beforeAll(() => applyBrand());

  it('shows errors under empty fields, focuses the first, and sends nothing', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderLogin({ onSubmit });
    await page.getByRole('button', { name: 'Log in' }).click();
    const username = page.getByRole('textbox', { name: 'Username' });
    await expect.element(username).toHaveAttribute('aria-invalid', 'true');
    await expect.element(username).toHaveAccessibleDescription(/cannot be empty/);
    await expect.element(username).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends trimmed username and password with the remember flag', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderLogin({ onSubmit });
    await userEvent.fill(page.getByRole('textbox', { name: 'Username' }), '  player01 ');
    await userEvent.fill(password(), ' secret12  ');
    await page.getByText('Remember password').click();
    await page.getByRole('button', { name: 'Log in' }).click();
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        {
          type: 'username',
          username: 'player01',
          password: 'secret12',
          remember: true,
        },
        expect.anything(),
      ),
    );
  });

  it("keeps what was typed and shows the server's error after a failed login", async () => {
    await renderLogin({ onSubmit: async () => ({ password: 'validation.inconsistentTwice' }) });
    await userEvent.fill(page.getByRole('textbox', { name: 'Username' }), 'player01');
    await userEvent.fill(password(), 'wrong');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.element(page.getByText('The two entries do not match')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Username' })).toHaveValue('player01');
    await expect.element(password()).toHaveValue('wrong');
  });

  it('shows a form-level alert when the submit throws, values kept', async () => {
    await renderLogin({
      onSubmit: async () => {
        throw new Error('network');
      },
    });
    await userEvent.fill(page.getByRole('textbox', { name: 'Username' }), 'player01');
    await userEvent.fill(password(), 'secret12');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Something went wrong');
    await expect.element(page.getByRole('textbox', { name: 'Username' })).toHaveValue('player01');
  });

  it('requires the captcha when flagged; the image refreshes at most once a second', async () => {
    const onRefreshCaptcha = vi.fn();
    await renderLogin({ showCaptcha: true, captchaImage: 'iVBORw0KGgo=', onRefreshCaptcha });
    const refresh = page.getByRole('button', { name: 'Captcha image, click to refresh' });
    await refresh.click();
    await refresh.click();
    expect(onRefreshCaptcha).toHaveBeenCalledTimes(1);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.element(page.getByText('Please enter the captcha')).toBeVisible();
  });

  it('logs in by SMS code: refuses to send to a bad number, then counts down', async () => {
    const onSendCode = vi.fn(async () => ({ seconds: 60 }));
    const onSubmit = vi.fn(async () => undefined);
    await renderLogin({ smsLoginEnabled: true, onSendCode, countries, onSubmit });
    await page.getByRole('tab', { name: 'SMS login' }).click();
    await userEvent.fill(page.getByRole('textbox', { name: 'Mobile number' }), '12ab');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect.element(page.getByText('Invalid phone number')).toBeVisible();
    expect(onSendCode).not.toHaveBeenCalled();

    await userEvent.fill(page.getByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect.element(page.getByRole('button', { name: /Resend in 60 s/ })).toBeDisabled();
    expect(onSendCode).toHaveBeenCalledWith({ countryDialingCode: '63', mobileNum: '9171234567' });

    await userEvent.fill(page.getByRole('textbox', { name: 'SMS code' }), '123456');
    await page.getByRole('button', { name: 'Log in' }).click();
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        {
          type: 'sms',
          countryCode: 'PH',
          countryDialingCode: '63',
          mobileNum: '9171234567',
          smsCode: '123456',
          remember: false,
        },
        expect.anything(),
      ),
    );
  });

  it('speaks the chosen language', async () => {
    await renderLogin({}, 'vi');
    await expect.element(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  });
});
