import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Inline } from '../../layout';
import { CountdownButton } from '.';

const meta = {
  title: 'Components/CountdownButton',
  component: CountdownButton,
  args: { children: 'Send code', seconds: 60, onPress: fn() },
} satisfies Meta<typeof CountdownButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** After a successful press the button counts down and stays disabled. */
export const CountingAfterPress: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onPress).toHaveBeenCalled();
    await expect(await canvas.findByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
  },
};

/** A failed send leaves the button ready. */
export const FailedPress: Story = {
  args: { onPress: fn(() => false) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send code' });
    await userEvent.click(button);
    await expect(button).toBeEnabled();
  },
};

export const Pending: Story = {
  args: { onPress: fn(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send code' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const CustomLabel: Story = {
  args: { initialSecondsLeft: 45, countdownLabel: (s: number) => `${s} s` },
};

export const StateMatrix: Story = {
  render: (args) => (
    <Inline gap="4">
      <CountdownButton {...args}>Send code</CountdownButton>
      <CountdownButton {...args} initialSecondsLeft={59}>
        Send code
      </CountdownButton>
      <CountdownButton {...args} variant="outline" initialSecondsLeft={5}>
        Send code
      </CountdownButton>
      <CountdownButton {...args} isDisabled>
        Send code
      </CountdownButton>
    </Inline>
  ),
};
