import { CountdownButton } from '@playsite/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** docs/product.md § SMS codes: code requests at most one per 1000 ms. */
export const SEND_CODE_THROTTLE_MS = 1000;

export interface SendCodeButtonProps {
  /** Sends a code; resolves to the countdown in seconds, or false when nothing was sent. */
  onSend: () => Promise<number | false>;
  /** Checked before anything is sent (and before the throttle counts a request): a valid mobile number. */
  canSend?: () => boolean;
  /** Runs once a code is on its way, e.g. to focus the code input. */
  onSent?: () => void;
}

/**
 * "Send code" with its countdown: a press within 1000 ms of the last request is dropped, and the
 * button stays disabled while the countdown (the length the server gave) runs.
 */
export function SendCodeButton({ onSend, canSend, onSent }: SendCodeButtonProps) {
  const { t } = useTranslation('forms');
  const lastRequest = useRef(Number.NEGATIVE_INFINITY);
  // The countdown length is known only once the code is sent, so each send remounts the button
  // already counting from that length.
  const [countdown, setCountdown] = useState({ round: 0, seconds: 0 });

  const send = async (): Promise<false> => {
    if (canSend && !canSend()) return false;
    const now = Date.now();
    if (now - lastRequest.current < SEND_CODE_THROTTLE_MS) return false;
    lastRequest.current = now;
    const seconds = await onSend();
    if (seconds === false) return false;
    setCountdown((previous) => ({ round: previous.round + 1, seconds: Math.max(0, Math.round(seconds)) }));
    onSent?.();
    return false;
  };

  return (
    <CountdownButton
      key={countdown.round}
      variant="outline"
      seconds={countdown.seconds}
      initialSecondsLeft={countdown.round > 0 ? countdown.seconds : 0}
      countdownLabel={(secondsLeft) => t('actions.resendIn', { seconds: secondsLeft })}
      pendingLabel={t('actions.pending')}
      onPress={send}
    >
      {t('actions.sendCode')}
    </CountdownButton>
  );
}
