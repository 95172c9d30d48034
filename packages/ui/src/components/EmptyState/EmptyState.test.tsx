import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchIcon } from '../../icons';
import { EmptyState } from '.';

describe('EmptyState', () => {
  it('shows title, text and action in a region named by the title', () => {
    render(
      <EmptyState
        icon={<SearchIcon />}
        title="No records"
        text="Nothing in this date range."
        action={<button type="button">Change dates</button>}
      />,
    );
    const region = screen.getByRole('region', { name: 'No records' });
    expect(screen.getByRole('heading', { level: 3, name: 'No records' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Nothing in this date range.');
    expect(screen.getByRole('button', { name: 'Change dates' })).toBeInTheDocument();
  });

  it('uses the given heading level and leaves out what is not given', () => {
    render(<EmptyState title="No games" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'No games' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
