import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

const meta = {
  title: 'Forms/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { onSubmit: fn(async () => undefined), account: 'player01' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ForcedChange: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'new12345');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'new1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(canvas.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
      'The two entries do not match',
    );
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { newPassword: 'new12345', confirmNewPassword: 'new12345' },
        expect.anything(),
      ),
    );
  },
};

export const WithOldPassword: Story = {
  args: { askOldPassword: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(canvas.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      'This field cannot be empty',
    );
  },
};
