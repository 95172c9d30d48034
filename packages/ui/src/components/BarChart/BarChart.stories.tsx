import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatMinorUnits } from '../Balance';
import { BarChart } from '.';

const days = ['11-16', '11-17', '11-18', '11-19', '11-20', '11-21', '11-22'];
const values = [12_000, -4_500, 30_050, -18_000, 0, 7_725, -2_100];

const meta = {
  title: 'Components/BarChart',
  component: BarChart,
  args: {
    label: 'Profit and loss by day',
    data: days.map((label, index) => ({ label, value: values[index] ?? 0 })),
    formatValue: (value: number) => formatMinorUnits(value),
    labelHeader: 'Day',
    valueHeader: 'Profit and loss',
  },
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Profit and loss by day' })).toBeTruthy();
  },
};

export const AllGains: Story = {
  args: { data: days.map((label, index) => ({ label, value: (index + 1) * 1000 })) },
};

export const Empty: Story = { args: { data: [] } };
