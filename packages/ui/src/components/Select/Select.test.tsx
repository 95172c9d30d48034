import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select, type SelectOption } from '.';

const options: SelectOption[] = [
  { value: 'deposit', label: 'Deposit' },
  { value: 'withdraw', label: 'Withdraw' },
  { value: 'bonus', label: 'Bonus', isDisabled: true },
];

describe('Select', () => {
  it('is a labelled button showing the placeholder until a choice is made', () => {
    render(<Select label="Question type" options={options} placeholder="Choose a type" />);
    const trigger = screen.getByRole('button', { name: /Question type/ });
    expect(trigger).toHaveTextContent('Choose a type');
  });

  it('opens a listbox and picks an option', async () => {
    const onChange = vi.fn();
    render(<Select label="Question type" options={options} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Question type/ }));
    const listbox = screen.getByRole('listbox');
    expect(listbox).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Bonus' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Withdraw' }));
    expect(onChange).toHaveBeenCalledWith('withdraw');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('button', { name: /Question type/ })).toHaveTextContent('Withdraw');
  });

  it('shows an error message and describes the field with it', () => {
    render(
      <Select label="Question type" options={options} value="deposit" errorMessage="Pick another type" />,
    );
    expect(screen.getByText('Pick another type')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Question type/ })).toHaveAccessibleDescription(
      'Pick another type',
    );
  });

  it('submits its value with a native form under its name', () => {
    const { container } = render(
      <form>
        <Select label="Question type" options={options} name="questionType" defaultValue="deposit" />
      </form>,
    );
    const form = container.querySelector('form');
    expect(form && new FormData(form).get('questionType')).toBe('deposit');
  });
});
