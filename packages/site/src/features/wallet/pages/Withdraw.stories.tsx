import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import {
  desktop,
  inMemberCentre,
  memberCentreStories,
  named,
  phone,
} from '../../../../test/storybook/stories.tsx';

// Withdraw in the member centre: a bound bank account and a payout awaiting the member's receipt.
const meta = {
  title: 'Pages/Withdraw',
  tags: ['!autodocs'],
  ...memberCentreStories('withdraw'),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** 60,000 typed (above the 50,000 limit and the balance), the payment password, then Withdraw. */
const tooMuch = inMemberCentre(async (centre) => {
  const form = within(centre.getByRole('form', { name: named('wallet:withdraw.formTitle') }));
  await userEvent.type(form.getByRole('textbox', { name: named('wallet:withdraw.amount') }), '60000');
  await userEvent.type(form.getByLabelText(named('wallet:withdraw.paymentPassword')), '123456');
  await userEvent.click(form.getByRole('button', { name: named('wallet:withdraw.submit') }));
  await form.findByText(named('wallet:amount.outOfRange'));
});

export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };

/** The form filled in with an amount it refuses: the field's message says why. */
export const PhoneTooMuch: Story = { globals: phone, play: tooMuch };
export const DesktopTooMuch: Story = { globals: desktop, play: tooMuch };
