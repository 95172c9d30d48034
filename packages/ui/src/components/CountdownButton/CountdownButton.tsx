import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from '../Button';

export interface CountdownButtonProps
  extends Pick<ButtonProps, 'variant' | 'size' | 'isFullWidth' | 'isDisabled' | 'pendingLabel' | 'type'> {
  /** Label while idle, e.g. "Send code". */
  children: string;
  /** Length of the countdown after a successful press. */
  seconds: number;
  /**
   * The work to do (e.g. send an SMS code). The countdown starts when it returns or resolves
   * to anything but `false`; a throw or `false` leaves the button ready to press again.
   */
  onPress: () => unknown;
  /** Label while counting. */
  countdownLabel?: (secondsLeft: number) => string;
  /** Start already counting (e.g. a code was sent before the page was opened). */
  initialSecondsLeft?: number;
}

export const defaultCountdownLabel = (secondsLeft: number) => `Resend in ${secondsLeft}s`;

/** A button that, once its work succeeds, stays disabled for `seconds`, showing the time left. */
export function CountdownButton({
  children,
  seconds,
  onPress,
  countdownLabel = defaultCountdownLabel,
  initialSecondsLeft = 0,
  isDisabled = false,
  ...buttonProps
}: CountdownButtonProps) {
  const [secondsLeft, setSecondsLeft] = useState(initialSecondsLeft);
  const [pending, setPending] = useState(false);
  const counting = secondsLeft > 0;

  useEffect(() => {
    if (!counting) return;
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [counting, secondsLeft]);

  const press = async () => {
    setPending(true);
    try {
      if ((await onPress()) !== false) setSecondsLeft(seconds);
    } catch {
      // The caller shows its own error; the button simply stays ready for another try.
    } finally {
      setPending(false);
    }
  };

  return (
    <Button {...buttonProps} isDisabled={isDisabled || counting} isPending={pending} onPress={press}>
      {counting ? countdownLabel(secondsLeft) : children}
    </Button>
  );
}
