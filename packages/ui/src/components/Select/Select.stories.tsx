import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Stack } from '../../layout';
import { vars } from '../../theme';
import { Select, type SelectOption, selectSizes } from '.';

const options: SelectOption[] = [
  { value: 'deposit', label: 'Deposit' },
  { value: 'withdraw', label: 'Withdraw' },
  { value: 'account', label: 'Account' },
  { value: 'bonus', label: 'Bonus (closed)', isDisabled: true },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  argTypes: { size: { control: 'inline-radio', options: selectSizes } },
  args: { label: 'Question type', options, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: vars.dialog.width }}>{Story()}</div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens a listbox and picks with the keyboard. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Question type/ });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Withdraw' }));
    await expect(args.onChange).toHaveBeenCalledWith('withdraw');
    await expect(trigger).toHaveTextContent('Withdraw');
  },
};

export const WithDescription: Story = { args: { description: 'Choose what your feedback is about.' } };

export const WithError: Story = {
  args: { errorMessage: 'Please choose a question type.', isRequired: true },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'deposit' } };

/** Sizes × empty / chosen / invalid / disabled. */
export const StateMatrix: Story = {
  render: (args) => (
    <Stack gap="4">
      {selectSizes.flatMap((size) => [
        <Select key={`${size}-empty`} {...args} size={size} label={`${size} empty`} />,
        <Select
          key={`${size}-value`}
          {...args}
          size={size}
          label={`${size} chosen`}
          defaultValue="deposit"
        />,
        <Select
          key={`${size}-error`}
          {...args}
          size={size}
          label={`${size} invalid`}
          errorMessage="Required"
        />,
        <Select key={`${size}-disabled`} {...args} size={size} label={`${size} disabled`} isDisabled />,
      ])}
    </Stack>
  ),
};
