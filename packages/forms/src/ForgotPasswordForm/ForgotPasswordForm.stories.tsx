import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoCountries } from '../testing/fixtures.ts';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

const meta = {
  title: 'Forms/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { onSubmit: fn(async () => undefined) },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ByEmail: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'bob@');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Invalid e-mail address',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'bob01');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          type: 'email',
          username: 'bob01',
          email: 'bob@example.com',
        },
        expect.anything(),
      ),
    );
  },
};

export const ByPhone: Story = {
  args: { mobileEnabled: true, countries: demoCountries, onSendCode: fn(async () => ({ seconds: 60 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'By phone' }));
    await userEvent.type(canvas.getByLabelText(/^New password/), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      'Letters and digits only, 6–12 characters',
    );
  },
};
