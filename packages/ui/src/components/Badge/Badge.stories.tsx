import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline, Stack } from '../../layout';
import { Button } from '../Button';
import { Badge, badgeTones } from '.';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { count: 5, label: '5 unread messages' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Count: Story = { args: { count: 42, label: '42 notifications' } };

export const OverMax: Story = { args: { count: 250, label: '250 notifications' } };

export const CustomMax: Story = { args: { count: 12, max: 9, label: '12 new games' } };

export const Dot: Story = { args: { dot: true, label: 'New promotions' } };

export const OnAButton: Story = {
  render: (args) => (
    <Badge {...args}>
      <Button variant="outline">Inbox</Button>
    </Badge>
  ),
};

export const StateMatrix: Story = {
  render: () => (
    <Stack gap="4">
      {badgeTones.map((tone) => (
        <Inline gap="6" align="center" wrap={false} key={tone}>
          <Badge tone={tone} count={1} label={`${tone}: 1`} />
          <Badge tone={tone} count={42} label={`${tone}: 42`} />
          <Badge tone={tone} count={100} label={`${tone}: over 99`} />
          <Badge tone={tone} dot label={`${tone}: new`} />
          <Badge tone={tone} count={3} label={`${tone}: 3 messages`}>
            <Button variant="ghost">Messages</Button>
          </Badge>
        </Inline>
      ))}
    </Stack>
  ),
};
