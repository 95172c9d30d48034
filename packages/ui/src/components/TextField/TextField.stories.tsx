import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../../layout';
import { TextField, textFieldTypes } from '.';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Username', onChange: fn() },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { placeholder: 'Your username', description: '6 to 12 letters or digits' },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'Username' }), 'player1');
    await expect(args.onChange).toHaveBeenLastCalledWith('player1');
  },
};

export const WithDescription: Story = { args: { description: '6 to 12 letters or digits' } };

export const WithError: Story = {
  args: {
    defaultValue: 'ab',
    description: '6 to 12 letters or digits',
    errorMessage: 'At least 6 characters',
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', defaultValue: 'secret123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('secret123');
  },
};

export const Required: Story = { args: { isRequired: true } };

export const WithAdornment: Story = { args: { label: 'Mobile number', type: 'tel', startAdornment: '+66' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'player1' } };

export const StateMatrix: Story = {
  render: (args) => (
    <Stack gap="4" style={{ maxInlineSize: '50ch' }}>
      <TextField {...args} label="Empty" />
      <TextField {...args} label="Placeholder" placeholder="Type here" />
      <TextField {...args} label="Filled" defaultValue="player1" />
      <TextField {...args} label="Described" description="Help text under the field" />
      <TextField {...args} label="Invalid" defaultValue="x" errorMessage="This is not valid" />
      <TextField {...args} label="Required" isRequired />
      <TextField {...args} label="Password" type="password" defaultValue="secret" />
      <TextField {...args} label="Read only" isReadOnly defaultValue="fixed" />
      <TextField {...args} label="Disabled" isDisabled defaultValue="player1" />
    </Stack>
  ),
};
