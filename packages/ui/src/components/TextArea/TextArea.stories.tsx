import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../../layout';
import { TextArea } from '.';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Comment', onChange: fn() },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { placeholder: 'Tell us more', maxLength: 140, description: 'Shown to our support team' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(box, 'Hello');
    await expect(args.onChange).toHaveBeenLastCalledWith('Hello');
    await expect(box).toHaveAccessibleDescription(/5 of 140 characters/);
  },
};

export const WithCounter: Story = { args: { maxLength: 140, defaultValue: 'Deposited at 10:00 via bank' } };

export const OverTheLimit: Story = {
  args: {
    maxLength: 20,
    defaultValue: 'This comment is longer than twenty characters',
    errorMessage: 'Up to 20 characters',
  },
};

export const WithError: Story = { args: { isRequired: true, errorMessage: 'This field cannot be empty' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Cannot be changed' } };

export const StateMatrix: Story = {
  render: (args) => (
    <Stack gap="4" style={{ maxInlineSize: '50ch' }}>
      <TextArea {...args} label="Empty" />
      <TextArea {...args} label="Placeholder" placeholder="Type here" />
      <TextArea {...args} label="Counter" maxLength={140} defaultValue="Some text" />
      <TextArea {...args} label="Described" description="Help text under the field" />
      <TextArea
        {...args}
        label="Invalid"
        maxLength={5}
        defaultValue="Too long"
        errorMessage="Up to 5 characters"
      />
      <TextArea {...args} label="Required" isRequired />
      <TextArea {...args} label="Read only" isReadOnly defaultValue="fixed" />
      <TextArea {...args} label="Disabled" isDisabled defaultValue="off" />
    </Stack>
  ),
};
