import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Inline } from '../../layout';
import { Button, buttonSizes, buttonTones, buttonVariants } from '.';

/** Every variant × tone. */
const looks = buttonVariants.flatMap((variant) => buttonTones.map((tone) => ({ variant, tone })));

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Deposit', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Deposit' }));
    await expect(args.onPress).toHaveBeenCalled();
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline gap="4">
      {looks.map(({ variant, tone }) => (
        <Button key={`${variant}-${tone}`} {...args} variant={variant} tone={tone}>
          {`${variant} ${tone}`}
        </Button>
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="4" align="center" wrap={false}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </Inline>
  ),
};

export const Pending: Story = {
  args: { isPending: true, children: 'Log in' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Log in/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Pressing starts work; the button is pending until it finishes. */
export const PendingWhileWorking: Story = {
  render: function Render(args) {
    const [pending, setPending] = useState(false);
    return (
      <Button
        {...args}
        isPending={pending}
        onPress={() => {
          setPending(true);
          args.onPress?.({} as never);
        }}
      >
        Claim bonus
      </Button>
    );
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Claim bonus' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const FullWidth: Story = { args: { isFullWidth: true } };

export const StateMatrix: Story = {
  render: (args) => (
    <table>
      <thead>
        <tr>
          <th scope="col">Variant</th>
          <th scope="col">Rest</th>
          <th scope="col">Pending</th>
          <th scope="col">Disabled</th>
        </tr>
      </thead>
      <tbody>
        {looks.map(({ variant, tone }) => (
          <tr key={`${variant}-${tone}`}>
            <th scope="row">{`${variant} ${tone}`}</th>
            <td>
              <Button {...args} variant={variant} tone={tone}>
                Bet now
              </Button>
            </td>
            <td>
              <Button {...args} variant={variant} tone={tone} isPending>
                Bet now
              </Button>
            </td>
            <td>
              <Button {...args} variant={variant} tone={tone} isDisabled>
                Bet now
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
