import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownButton } from '.';

/** Press and let the press handler's promise settle. */
async function press(button: HTMLElement) {
  await act(async () => {
    fireEvent.pointerDown(button, { pointerType: 'mouse', button: 0 });
    fireEvent.pointerUp(button, { pointerType: 'mouse', button: 0 });
    fireEvent.click(button);
  });
}

async function tick(seconds: number) {
  for (let i = 0; i < seconds; i++) {
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
  }
}

describe('CountdownButton', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down after a successful press, disabled until zero, then re-enables', async () => {
    const onPress = vi.fn(async () => {});
    render(
      <CountdownButton seconds={3} onPress={onPress}>
        Send code
      </CountdownButton>,
    );
    await press(screen.getByRole('button', { name: 'Send code' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Resend in 3s' })).toBeDisabled();
    await tick(1);
    expect(screen.getByRole('button', { name: 'Resend in 2s' })).toBeDisabled();
    await press(screen.getByRole('button', { name: 'Resend in 2s' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    await tick(2);
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('does not count when the work fails or returns false', async () => {
    const onPress = vi.fn().mockRejectedValueOnce(new Error('SMS failed')).mockReturnValueOnce(false);
    render(
      <CountdownButton seconds={60} onPress={onPress}>
        Send code
      </CountdownButton>,
    );
    await press(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    await press(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('uses the countdown label given and can start already counting', async () => {
    render(
      <CountdownButton
        seconds={60}
        initialSecondsLeft={2}
        countdownLabel={(s) => `${s} วินาที`}
        onPress={() => {}}
      >
        ส่งรหัส
      </CountdownButton>,
    );
    expect(screen.getByRole('button', { name: '2 วินาที' })).toBeDisabled();
    await tick(2);
    expect(screen.getByRole('button', { name: 'ส่งรหัส' })).toBeEnabled();
  });

  it('is pending while the work runs', async () => {
    let finish = () => {};
    render(
      <CountdownButton seconds={5} onPress={() => new Promise<void>((resolve) => (finish = resolve))}>
        Send code
      </CountdownButton>,
    );
    await press(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('button', { name: /Send code/ })).toHaveAttribute('aria-busy', 'true');
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Resend in 5s' })).toBeDisabled();
  });
});
