import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HeaderLoginForm } from '.';
import * as storyStyles from './HeaderLoginFormStory.css';

const inHeader: Decorator = (Story) => (
  <div className={storyStyles.headerStrip}>
    <Story />
  </div>
);

const meta = {
  title: 'Components/HeaderLoginForm',
  component: HeaderLoginForm,
  decorators: [inHeader],
  args: {
    onSubmit: fn(),
    onOpenLogin: fn(),
    onRegister: fn(),
    onForgotPassword: fn(),
    onFocus: fn(),
  },
} satisfies Meta<typeof HeaderLoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Enter in a field submits the typed values. */
export const Filled: Story = {
  args: { defaultValues: { username: 'demomember', password: 'demo1234' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password'), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'demomember', password: 'demo1234' });
  },
};

export const Pending: Story = {
  args: { isPending: true, defaultValues: { username: 'demomember', password: 'demo1234' } },
};

export const WithError: Story = {
  args: {
    error: 'Incorrect username or password.',
    defaultValues: { username: 'demomember', password: 'wrongpass' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Incorrect username');
  },
};

/** On a narrow slot (phones) only Log in, which opens the login modal, and Register show. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className={storyStyles.narrowSlot}>
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Username')).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onOpenLogin).toHaveBeenCalled();
  },
};
