import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stat, StatGroup } from '.';

describe('StatGroup', () => {
  it('is a named list whose items read label, figure and note', () => {
    render(
      <StatGroup label="Rank summary">
        <Stat label="Current rank" value="Gold" note="VIP" />
        <Stat label="Valid bets" value="P 12.00" />
      </StatGroup>,
    );
    const items = within(screen.getByRole('list', { name: 'Rank summary' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Current rankGoldVIP', 'Valid betsP 12.00']);
  });
});
