import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoginVerificationForm } from './LoginVerificationForm.tsx';

const meta = {
  title: 'Forms/LoginVerificationForm',
  component: LoginVerificationForm,
  args: {
    methods: ['mobile', 'email', 'bankAccountName'],
    mobile: '+63 917****001',
    email: 'me***@example.com',
    onSendCode: fn(async () => 120),
    onSubmit: fn(async () => undefined),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof LoginVerificationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryMethod: Story = {};

/** An account with only a bank account to prove itself with. */
export const BankNameOnly: Story = { args: { methods: ['bankAccountName'] } };
