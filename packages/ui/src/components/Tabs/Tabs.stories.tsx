import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../../layout';
import { type TabItem, Tabs, tabsAppearances } from '.';

const items: TabItem[] = [
  { id: 'username', label: 'Username', content: <p>Log in with your username and password.</p> },
  { id: 'sms', label: 'SMS', content: <p>Log in with a code sent to your mobile number.</p> },
  { id: 'email', label: 'E-mail', content: <p>Not available.</p>, isDisabled: true },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  argTypes: { appearance: { control: 'inline-radio', options: tabsAppearances } },
  args: { label: 'Login method', items, onSelectionChange: fn() },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between tabs and skip disabled ones. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Username' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('code sent to your mobile');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('sms');
  },
};

export const Pill: Story = { args: { appearance: 'pill' } };

export const FullWidth: Story = { args: { isFullWidth: true } };

export const PreselectedSecondTab: Story = { args: { defaultSelectedId: 'sms' } };

/** Every appearance × width. */
export const StateMatrix: Story = {
  render: (args) => (
    <Stack gap="6">
      {tabsAppearances.flatMap((appearance) =>
        [false, true].map((isFullWidth) => (
          <Tabs
            key={`${appearance}-${isFullWidth}`}
            {...args}
            label={`${appearance}${isFullWidth ? ' full width' : ''}`}
            appearance={appearance}
            isFullWidth={isFullWidth}
          />
        )),
      )}
    </Stack>
  ),
};
