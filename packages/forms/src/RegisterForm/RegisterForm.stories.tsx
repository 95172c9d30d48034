import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { allFieldsSettings, demoCaptcha, demoCountries, demoSettings } from '../testing/fixtures.ts';
import { RegisterForm } from './RegisterForm.tsx';

const meta = {
  title: 'Forms/RegisterForm',
  component: RegisterForm,
  args: { settings: demoSettings, onSubmit: fn(async () => undefined) },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.type(username, '1abc');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'abc');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'abd');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(username).toHaveAccessibleDescription(
      'Start with a letter, then letters or digits only, 6–13 characters',
    );
    await expect(canvas.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
      'The two entries do not match',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(username);
    await userEvent.type(username, 'player01');
    await userEvent.clear(canvas.getByLabelText(/^Password/));
    await userEvent.type(canvas.getByLabelText(/^Password/), 'secret12');
    await userEvent.clear(canvas.getByLabelText(/^Confirm password/));
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'secret12');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Real name' }), 'Nguyễn Văn A');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
  },
};

export const EveryField: Story = {
  args: {
    settings: allFieldsSettings,
    countries: demoCountries,
    captchaImage: demoCaptcha,
    onRefreshCaptcha: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Transaction password/), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(canvas.getByLabelText(/^Transaction password/)).toHaveAccessibleDescription(
      'Digits only, 6 characters',
    );
    await expect(canvas.getByRole('textbox', { name: 'Captcha' })).toHaveAccessibleDescription(
      'This field cannot be empty',
    );
  },
};

export const MobileTab: Story = {
  args: {
    mobileRegistration: true,
    smsVerification: true,
    mobilePassword: true,
    countries: demoCountries,
    onSendCode: fn(async () => ({ seconds: 120 })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Mobile registration' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(
      'This field cannot be empty',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Resend in 120 s' })).toBeDisabled());
    await expect(args.onSendCode).toHaveBeenCalledWith({ countryDialingCode: '63', mobileNum: '9171234567' });
  },
};

export const AffiliateFromUrl: Story = {
  args: { referralCode: 'REF2024', affiliateCode: 'AGENT7', affiliateCodeAccepted: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Referral code' })).toHaveValue('REF2024');
    await expect(canvas.queryByRole('textbox', { name: 'Invitation code' })).toBeNull();
  },
};

/** The brand asks for the 18+/terms box (field setting agreeTerms enabled). */
export const AgeAndTermsBox: Story = {
  args: {
    settings: { ...demoSettings, agreeTerms: { enabled: true, required: true, acceptedPattern: '*' } },
  },
};
