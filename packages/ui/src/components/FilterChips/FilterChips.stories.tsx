import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterChips } from '.';

const vendors = [
  { id: '', label: 'All vendors' },
  { id: 'SFORGE', label: 'Starforge Slots' },
  { id: 'LOTUSRS', label: 'Lotus Reel Studio' },
  { id: 'GLANTERN', label: 'Golden Lantern' },
  { id: 'MEKONG', label: 'Mekong Studio' },
  { id: 'CLOSED', label: 'Closed vendor', isDisabled: true },
];

const meta = {
  title: 'Components/FilterChips',
  component: FilterChips,
  args: { label: 'Vendor', chips: vendors, selectedId: '', onChange: fn() },
} satisfies Meta<typeof FilterChips>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => {
    const [selected, setSelected] = useState(args.selectedId);
    return (
      <FilterChips
        {...args}
        selectedId={selected}
        onChange={(id) => {
          setSelected(id);
          args.onChange(id);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Golden Lantern' }));
    await expect(args.onChange).toHaveBeenCalledWith('GLANTERN');
    await expect(canvas.getByRole('radio', { name: 'Golden Lantern' })).toBeChecked();
  },
};

export const Selected: Story = { args: { selectedId: 'LOTUSRS' } };

export const HiddenLabel: Story = { args: { label: 'Room', isLabelHidden: true } };
