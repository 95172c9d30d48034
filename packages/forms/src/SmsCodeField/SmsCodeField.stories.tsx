import { mobileValidator, smsCodeValidator, validateAll } from '@playsite/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-final-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formStyle } from '../kit/layout.ts';
import { initialCountry, MobileField } from '../MobileField/index.ts';
import { demoCountries } from '../testing/fixtures.ts';
import { SmsCodeField } from './SmsCodeField.tsx';

const meta = {
  title: 'Forms/SmsCodeField',
  component: SmsCodeField,
  args: { onSendCode: fn(async () => ({ seconds: 5 })) },
  render: (args) => (
    <Form
      onSubmit={() => undefined}
      initialValues={initialCountry(demoCountries)}
      validate={(values) =>
        validateAll({ mobileNum: mobileValidator, verificationCode: smsCodeValidator }, values)
      }
      render={() => (
        <form aria-label="SMS code" style={{ ...formStyle, maxWidth: 420 }}>
          <MobileField countries={demoCountries} />
          <SmsCodeField {...args} />
        </form>
      )}
    />
  ),
} satisfies Meta<typeof SmsCodeField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(
      'This field cannot be empty',
    );
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Resend in 5 s' })).toBeDisabled());
    await expect(args.onSendCode).toHaveBeenCalledTimes(1);
  },
};

export const SendFails: Story = {
  args: { onSendCode: fn(async () => Promise.reject(new Error('quota'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send code' })).toBeEnabled());
  },
};
