import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '.';

describe('Checkbox', () => {
  it('is a checkbox named by its label that toggles on click', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Remember me</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('Remember me'));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('toggles with the space key', async () => {
    render(<Checkbox>Remember me</Checkbox>);
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('can be indeterminate', () => {
    render(<Checkbox isIndeterminate>Select all</Checkbox>);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
  });

  it('shows an error, marks the box invalid and describes it', () => {
    render(<Checkbox errorMessage="Please accept the terms">I accept the terms</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please accept the terms');
  });

  it('cannot be changed when disabled', async () => {
    render(<Checkbox isDisabled>Remember me</Checkbox>);
    await userEvent.click(screen.getByText('Remember me'));
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeDisabled();
  });
});
