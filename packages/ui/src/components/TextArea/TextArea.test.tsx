import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { characterCount, TextArea } from '.';

describe('TextArea', () => {
  it('is a multi-line textbox named by its label that reports typing', async () => {
    const onChange = vi.fn();
    render(<TextArea label="Comment" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Comment' });
    expect(box.tagName).toBe('TEXTAREA');
    await userEvent.type(box, 'a{enter}b');
    expect(onChange).toHaveBeenLastCalledWith('a\nb');
  });

  it('counts characters against the maximum and reads the count with the help text', async () => {
    render(
      <TextArea
        label="Comment"
        description="Optional"
        maxLength={10}
        labels={{ counter: '{count}/{max}' }}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Comment' });
    expect(box).toHaveAccessibleDescription('Optional 0/10');
    await userEvent.type(box, 'hello');
    expect(box).toHaveAccessibleDescription('Optional 5/10');
  });

  it('keeps text typed past the maximum and marks the counter', async () => {
    render(<TextArea label="Comment" maxLength={3} />);
    const box = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(box, 'abcdef');
    expect(box).toHaveValue('abcdef');
    expect(screen.getByText('6 of 3 characters')).toHaveAttribute('data-over', 'true');
  });

  it('counts an emoji or a Thai letter as one character', () => {
    expect(characterCount('a😀b')).toBe(3);
    expect(characterCount('ไทย')).toBe(3);
  });

  it('shows the error under the field, marks it invalid and announces it', () => {
    render(<TextArea label="Comment" errorMessage="Up to 140 characters" />);
    const box = screen.getByRole('textbox', { name: 'Comment' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/Up to 140 characters/);
    expect(screen.getByText('Up to 140 characters').closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('works controlled and keeps what the user typed when an error appears', async () => {
    function Form() {
      const [value, setValue] = useState('');
      return (
        <TextArea
          label="Comment"
          value={value}
          onChange={setValue}
          maxLength={2}
          errorMessage={value.length > 2 ? 'Too long' : undefined}
        />
      );
    }
    render(<Form />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'abc');
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('abc');
    expect(screen.getByText('Too long')).toBeInTheDocument();
  });

  it('marks required fields and cannot be edited when disabled', () => {
    render(<TextArea label="Comment" isRequired isDisabled />);
    const box = screen.getByRole('textbox', { name: 'Comment' });
    expect(box).toBeRequired();
    expect(box).toBeDisabled();
  });
});
