import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Badge } from '../Badge';
import { MenuList } from '.';

const onSelect = fn();

const items = [
  { id: 'securityCenter', label: 'My account' },
  { id: 'transferFund', label: 'My wallet' },
  { id: 'depositv2', label: 'Deposit' },
  { id: 'withdraw', label: 'Withdraw' },
  { id: 'personalHistoryCopy', label: 'Betting record' },
  { id: 'missionLeaderboard', label: 'Mission activity', badge: <Badge count={4} label="4 unread" /> },
  { id: 'messageV2', label: 'Platform information' },
];

const meta = {
  title: 'Components/MenuList',
  component: MenuList,
  args: { label: 'Member centre', items, selectedId: 'transferFund', onSelect, labels: { toggle: 'Menu' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: vars.dialog.width }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MenuList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => {
    const [selected, setSelected] = useState(args.selectedId);
    return (
      <MenuList
        {...args}
        selectedId={selected}
        onSelect={(id) => {
          setSelected(id);
          args.onSelect(id);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Member centre' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Deposit' }));
    await expect(onSelect).toHaveBeenCalledWith('depositv2');
    await expect(within(nav).getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
  },
};

/** An unread count beside an item. */
export const WithBadge: Story = { args: { selectedId: 'missionLeaderboard' } };
