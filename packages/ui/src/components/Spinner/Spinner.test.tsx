import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner, spinnerSizes } from '.';

describe('Spinner', () => {
  it('is an indeterminate progress bar with a name', () => {
    render(<Spinner label="Loading games" />);
    const bar = screen.getByRole('progressbar', { name: 'Loading games' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });

  it('defaults its name to Loading and renders every size', () => {
    render(spinnerSizes.map((size) => <Spinner key={size} size={size} />));
    expect(screen.getAllByRole('progressbar', { name: 'Loading' })).toHaveLength(spinnerSizes.length);
  });
});
