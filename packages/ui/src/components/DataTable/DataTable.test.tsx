import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn } from '.';

interface Row {
  id: string;
  type: string;
  amount: string;
}
const columns: DataTableColumn<Row>[] = [
  { id: 'type', header: 'Type', cell: (row) => row.type },
  { id: 'amount', header: 'Amount', align: 'end', cell: (row) => row.amount },
];
const rows: Row[] = [
  { id: '1', type: 'Deposit', amount: '100.00' },
  { id: '2', type: 'Withdrawal', amount: '-40.00' },
];

describe('DataTable', () => {
  it('is a named table with column headers and a row per record', () => {
    render(<DataTable caption="Account record" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Account record' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Type', 'Amount']);
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(2);
    expect(bodyRows[1]).toHaveTextContent('Withdrawal-40.00');
    expect(screen.getByRole('region', { name: 'Account record' })).toHaveAttribute('tabindex', '0');
  });

  it('shows the empty content when there is nothing, and busy skeleton rows while loading', () => {
    const { rerender } = render(
      <DataTable
        caption="Bets"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        empty={<p>No bets yet</p>}
      />,
    );
    expect(screen.getByText('No bets yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    rerender(
      <DataTable caption="Bets" columns={columns} rows={[]} rowKey={(r) => r.id} isLoading loadingRows={3} />,
    );
    const table = screen.getByRole('table', { name: 'Bets' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });
});
