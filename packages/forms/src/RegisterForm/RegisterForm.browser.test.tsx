import type { RegisterSettings } from '@playsite/api/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { demoSettings } from '../testing/fixtures.ts';
import { applyBrand, WithForms } from '../testing/render.tsx';
import { RegisterForm, type RegisterFormProps } from './RegisterForm.tsx';

const countries = [{ countryCode: 'VN', countryDialingCode: '84' }];
const textbox = (name: string) => page.getByRole('textbox', { name });
const secret = (label: RegExp) => page.getByLabelText(label);

const renderRegister = (props: Partial<RegisterFormProps> = {}, language = 'en') =>
  render(
    <WithForms language={language}>
      <RegisterForm settings={demoSettings} onSubmit={vi.fn(async () => undefined)} {...props} />
    </WithForms>,
  );

describe('RegisterForm', () => {
  beforeAll(() => applyBrand());

  it("shows the fields the server enables and explains each rule with the server's bounds", async () => {
    await renderRegister();
    await expect.element(textbox('Real name')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'QQ number' })).not.toBeInTheDocument();
    await userEvent.fill(textbox('Username'), '1abc');
    await userEvent.fill(secret(/^Password/), 'abc');
    await userEvent.fill(secret(/^Confirm password/), 'abd');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect
      .element(textbox('Username'))
      .toHaveAccessibleDescription('Start with a letter, then letters or digits only, 6–13 characters');
    await expect
      .element(secret(/^Password/))
      .toHaveAccessibleDescription('Letters and digits only, 6–12 characters');
    await expect
      .element(secret(/^Confirm password/))
      .toHaveAccessibleDescription('The two entries do not match');
    await expect.element(textbox('Real name')).toHaveAccessibleDescription('This field cannot be empty');
    await expect.element(textbox('E-mail')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the shown fields plus the URL codes, and keeps values after a server error', async () => {
    const onSubmit = vi.fn(async () => ({ username: 'errors:USER_EXISTS' }));
    await renderRegister({
      onSubmit,
      referralCode: 'REF1',
      affiliateCode: 'AFF9',
      affiliateCodeAccepted: true,
    });
    await expect.element(textbox('Invitation code')).not.toBeInTheDocument();
    await expect.element(textbox('Referral code')).toHaveValue('REF1');
    await userEvent.fill(textbox('Username'), 'player01');
    await userEvent.fill(secret(/^Password/), 'secret12');
    await userEvent.fill(secret(/^Confirm password/), 'secret12');
    await userEvent.fill(textbox('Real name'), 'Nguyễn Văn A');
    await page.getByRole('button', { name: 'Register' }).click();
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        {
          registerType: 'username',
          username: 'player01',
          password: 'secret12',
          confirmPassword: 'secret12',
          payeeName: 'Nguyễn Văn A',
          referralCode: 'REF1',
          affiliateCode: 'AFF9',
        },
        expect.anything(),
      ),
    );
    await expect.element(textbox('Username')).toHaveValue('player01');
    await expect.element(textbox('Username')).toHaveAttribute('aria-invalid', 'true');
  });

  it('follows new settings without losing what was typed', async () => {
    const screen = await renderRegister();
    await userEvent.fill(textbox('Username'), 'player01');
    const digits: RegisterSettings = {
      ...demoSettings,
      username: { ...demoSettings.username!, acceptedPattern: '^[0-9]+$', patternId: 6 },
      qqNum: {
        enabled: true,
        required: true,
        acceptedPattern: '^[0-9]+$',
        patternId: 6,
        minLength: 5,
        maxLength: 11,
      },
    };
    await screen.rerender(
      <WithForms>
        <RegisterForm settings={digits} onSubmit={vi.fn(async () => undefined)} />
      </WithForms>,
    );
    await expect.element(textbox('QQ number')).toBeVisible();
    await expect.element(textbox('Username')).toHaveValue('player01');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.element(textbox('Username')).toHaveAccessibleDescription('Digits only, 6–13 characters');
  });

  it('registers by mobile number with an SMS code on the mobile tab', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onSendCode = vi.fn(async () => ({ seconds: 300 }));
    await renderRegister({
      onSubmit,
      onSendCode,
      mobileRegistration: true,
      smsVerification: true,
      countries,
    });
    await page.getByRole('tab', { name: 'Mobile registration' }).click();
    await userEvent.fill(textbox('Mobile number'), '912345678');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect.element(page.getByRole('button', { name: 'Resend in 300 s' })).toBeDisabled();
    await expect.element(textbox('Verification code')).toHaveFocus();
    await userEvent.fill(textbox('Verification code'), '4321');
    await page.getByRole('button', { name: 'Register' }).click();
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        {
          registerType: 'mobile',
          mobileNum: '912345678',
          verificationCode: '4321',
          countryCode: 'VN',
          countryDialingCode: '84',
          referralCode: undefined,
          affiliateCode: undefined,
        } as never,
        expect.anything(),
      ),
    );
  });

  it('asks for the 18+/terms box when the brand enables it, linked to the terms page', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const terms: RegisterSettings = {
      ...demoSettings,
      agreeTerms: { enabled: true, required: true, acceptedPattern: '*' },
    };
    await renderRegister({ onSubmit, settings: terms });
    const box = page.getByRole('checkbox', { name: 'I am 18 or older and agree to the terms' });
    await expect
      .element(page.getByRole('link', { name: /Read the terms and conditions/ }))
      .toHaveAttribute('href', '/help?topic=terms');
    await userEvent.fill(textbox('Username'), 'player01');
    await userEvent.fill(secret(/^Password/), 'secret12');
    await userEvent.fill(secret(/^Confirm password/), 'secret12');
    await userEvent.fill(textbox('Real name'), 'Nguyễn Văn A');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.element(page.getByText('You must be 18 or over and agree to the terms')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await page.getByText('I am 18 or older and agree to the terms').click();
    await expect.element(box).toBeChecked();
    await page.getByRole('button', { name: 'Register' }).click();
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ agreeTerms: true }), expect.anything()),
    );
  });

  it('reset puts back the initial values', async () => {
    await renderRegister({ referralCode: 'REF1' });
    await userEvent.fill(textbox('Username'), 'player01');
    await userEvent.fill(textbox('Referral code'), 'OTHER');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.element(textbox('Username')).toHaveValue('');
    await expect.element(textbox('Referral code')).toHaveValue('REF1');
  });

  it('speaks Thai, bounds filled in', async () => {
    await renderRegister({}, 'th');
    await userEvent.fill(textbox('ชื่อผู้ใช้'), 'ab');
    await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();
    await expect.element(textbox('ชื่อผู้ใช้')).toHaveAccessibleDescription(/ความยาว 6–13 ตัวอักษร/);
  });
});
