import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyState } from '../EmptyState';
import { DataTable, type DataTableColumn } from '.';

interface Row {
  id: string;
  time: string;
  type: string;
  amount: string;
  balance: string;
}

const columns: DataTableColumn<Row>[] = [
  { id: 'time', header: 'Time', cell: (row) => row.time },
  { id: 'type', header: 'Type', cell: (row) => row.type },
  { id: 'amount', header: 'Amount', align: 'end', cell: (row) => row.amount },
  { id: 'balance', header: 'Balance', align: 'end', cell: (row) => row.balance },
];

const rows: Row[] = [
  { id: '1', time: '2026-11-20 10:04', type: 'Deposit', amount: '500.00', balance: '1,500.00' },
  { id: '2', time: '2026-11-20 11:30', type: 'Transfer to SLOTS', amount: '-200.00', balance: '1,300.00' },
  { id: '3', time: '2026-11-21 09:12', type: 'Withdrawal', amount: '-1,000.00', balance: '300.00' },
];

const meta = {
  title: 'Components/DataTable',
  component: DataTable<Row>,
  args: { caption: 'Account record', columns, rows, rowKey: (row: Row) => row.id },
} satisfies Meta<typeof DataTable<Row>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Account record' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

export const WithCaption: Story = { args: { showCaption: true } };

export const Loading: Story = { args: { rows: [], isLoading: true, loadingRows: 3 } };

export const Empty: Story = {
  args: {
    rows: [],
    empty: <EmptyState title="No records" text="Nothing in this date range. Try a longer range." />,
  },
};
