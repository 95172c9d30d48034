import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonSizes, buttonTones, buttonVariants } from '.';

describe('Button', () => {
  it('is a button named by its content that reports presses', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Deposit</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  const looks = buttonVariants.flatMap((variant) =>
    buttonTones.flatMap((tone) => buttonSizes.map((size) => [variant, tone, size] as const)),
  );
  it.each(looks)('renders variant %s, tone %s, size %s with its own styles', (variant, tone, size) => {
    render(
      <>
        <Button variant={variant} tone={tone} size={size}>
          Styled
        </Button>
        <Button>Default</Button>
      </>,
    );
    const styled = screen.getByRole('button', { name: 'Styled' });
    expect(styled.className).not.toBe('');
    if (variant !== 'solid' || tone !== 'brand' || size !== 'md') {
      expect(styled.className).not.toBe(screen.getByRole('button', { name: 'Default' }).className);
    }
  });

  it('while pending shows a spinner, is busy and ignores presses', async () => {
    const onPress = vi.fn();
    render(
      <Button isPending pendingLabel="Saving" onPress={onPress}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('does not submit its form while pending', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Button type="submit" isPending>
          Log in
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Log in/ }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when disabled cannot be pressed', async () => {
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Withdraw
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Withdraw' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
