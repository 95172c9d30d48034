import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart, barLayout } from '.';

const data = [
  { label: '11-20', value: 500 },
  { label: '11-21', value: -250 },
  { label: '11-22', value: 0 },
];

describe('BarChart', () => {
  it('puts positive bars above the zero line and negative ones below, scaled to the range', () => {
    const { zero, bars } = barLayout(data);
    expect(bars[0]!.y + bars[0]!.height).toBeCloseTo(zero);
    expect(bars[1]!.y).toBeCloseTo(zero);
    expect(bars[1]!.negative).toBe(true);
    expect(bars[0]!.height).toBeCloseTo(bars[1]!.height * 2);
    expect(bars[2]!.height).toBe(0);
  });

  it('gives screen readers the figures as a named table', () => {
    render(
      <BarChart
        label="Profit by day"
        data={data}
        formatValue={(v) => `P ${v}`}
        labelHeader="Day"
        valueHeader="Profit"
      />,
    );
    const table = screen.getByRole('table', { name: 'Profit by day' });
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('11-21P -250');
  });

  it('copes with no data and with all-zero data', () => {
    expect(barLayout([]).bars).toEqual([]);
    const flat = barLayout([{ label: 'a', value: 0 }]);
    expect(Number.isFinite(flat.zero)).toBe(true);
  });
});
