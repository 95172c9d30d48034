import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '.';

describe('TextField', () => {
  it('is a textbox named by its label that reports typing', async () => {
    const onChange = vi.fn();
    render(<TextField label="Username" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'ann');
    expect(onChange).toHaveBeenLastCalledWith('ann');
  });

  it('links the description to the input', () => {
    render(<TextField label="Username" description="6 to 12 letters or digits" />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      '6 to 12 letters or digits',
    );
  });

  it('shows the error under the field, marks it invalid and announces it', () => {
    render(<TextField label="Username" description="6 to 12 letters" errorMessage="Username is required" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Username is required/);
    const error = screen.getByText('Username is required');
    expect(error.closest('[aria-live="polite"]')).not.toBeNull();
    expect(input.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps what the user typed when an error appears', async () => {
    function Form() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Email"
          type="email"
          value={value}
          onChange={setValue}
          errorMessage={value ? 'Invalid e-mail' : undefined}
        />
      );
    }
    render(<Form />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'a@');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('a@');
    expect(screen.getByText('Invalid e-mail')).toBeInTheDocument();
  });

  it('hides a password until the user reveals it', async () => {
    render(<TextField label="Password" type="password" defaultValue="secret1" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('marks required fields for assistive technology', () => {
    render(<TextField label="Username" isRequired />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeRequired();
  });

  it('cannot be edited when disabled', () => {
    render(<TextField label="Username" isDisabled />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeDisabled();
  });
});
