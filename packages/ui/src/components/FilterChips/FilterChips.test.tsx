import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterChips } from '.';

const chips = [
  { id: '', label: 'All vendors' },
  { id: 'A', label: 'Aurora' },
  { id: 'B', label: 'Blue Orchid' },
];

describe('FilterChips', () => {
  it('is a named radio group with the chosen chip checked', () => {
    render(<FilterChips label="Vendor" chips={chips} selectedId="A" onChange={() => undefined} />);
    expect(screen.getByRole('radiogroup', { name: 'Vendor' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Aurora' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'All vendors' })).not.toBeChecked();
  });

  it('reports a new choice by click and by arrow keys', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<FilterChips label="Vendor" chips={chips} selectedId="" onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'All vendors' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('A');
    await user.click(screen.getByRole('radio', { name: 'Blue Orchid' }));
    expect(onChange).toHaveBeenLastCalledWith('B');
  });

  it('can hide its name visually and still name the group', () => {
    render(<FilterChips label="Room" isLabelHidden chips={chips} selectedId="" onChange={() => undefined} />);
    expect(screen.getByRole('radiogroup', { name: 'Room' })).toBeInTheDocument();
    expect(screen.queryByText('Room')).toBeNull();
  });
});
