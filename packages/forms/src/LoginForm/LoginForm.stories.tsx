import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SubmitHandler } from '../kit/errors.ts';
import { demoCaptcha, demoCountries } from '../testing/fixtures.ts';
import { LoginForm, type LoginValues } from './LoginForm.tsx';

const meta = {
  title: 'Forms/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn<SubmitHandler<LoginValues>>(async () => undefined) },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'This field cannot be empty',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), ' player01 ');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'secret12');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          type: 'username',
          username: 'player01',
          password: 'secret12',
          remember: false,
        },
        expect.anything(),
      ),
    );
  },
};

export const RememberedCredentials: Story = {
  args: { initialValues: { username: 'player01', password: 'secret12', remember: true } },
};

export const WithCaptcha: Story = {
  args: { showCaptcha: true, captchaImage: demoCaptcha, onRefreshCaptcha: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'player01');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'secret12');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByRole('textbox', { name: 'Captcha' })).toHaveAccessibleDescription(
      'Please enter the captcha',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Captcha image, click to refresh' }));
    await expect(args.onRefreshCaptcha).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Captcha' }), '7391');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
  },
};

export const SmsLogin: Story = {
  args: { smsLoginEnabled: true, countries: demoCountries, onSendCode: fn(async () => ({ seconds: 60 })) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'SMS login' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '12ab');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(
      'Invalid phone number',
    );
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Mobile number' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Resend in/ })).toBeDisabled());
  },
};

export const ServerRejects: Story = {
  args: {
    onSubmit: fn<SubmitHandler<LoginValues>>(async () => ({
      password: 'validation.enterUsernameAndPassword',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'player01');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
        'Please enter username and password',
      ),
    );
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('player01');
  },
};
