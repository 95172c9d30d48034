import { SEND_CODE_THROTTLE_MS } from '@playsite/forms';
import { CountdownButton, TextField } from '@playsite/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../../MemberCenter.css.ts';

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Sends a code; resolves to the countdown in seconds, or false when nothing was sent. */
  onSend: () => Promise<number | false>;
  showError: boolean;
}

/**
 * The verification code with its send button (like the forms' SmsCodeField, for the member
 * centre's plain forms): the countdown (expiredMinutes × 60 s) starts once a code is sent.
 */
export function CodeField({ value, onChange, onSend, showError }: CodeFieldProps) {
  const { t } = useTranslation('forms');
  const lastRequest = useRef(Number.NEGATIVE_INFINITY);
  const container = useRef<HTMLDivElement>(null);
  // Each send remounts the button already counting from the length the server gave.
  const [countdown, setCountdown] = useState({ round: 0, seconds: 0 });

  const send = async (): Promise<false> => {
    const now = Date.now();
    if (now - lastRequest.current < SEND_CODE_THROTTLE_MS) return false;
    lastRequest.current = now;
    const seconds = await onSend();
    if (seconds === false) return false;
    setCountdown((previous) => ({ round: previous.round + 1, seconds: Math.max(0, Math.round(seconds)) }));
    container.current?.querySelector('input')?.focus();
    return false;
  };

  return (
    <div className={styles.row} ref={container}>
      <TextField
        label={t('labels.verificationCode')}
        value={value}
        onChange={onChange}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={16}
        isRequired
        errorMessage={showError && !value.trim() ? t('validation.required') : undefined}
      />
      <CountdownButton
        key={countdown.round}
        variant="secondary"
        seconds={countdown.seconds}
        initialSecondsLeft={countdown.round > 0 ? countdown.seconds : 0}
        countdownLabel={(secondsLeft) => t('actions.resendIn', { seconds: secondsLeft })}
        pendingLabel={t('actions.pending')}
        onPress={send}
      >
        {t('actions.sendCode')}
      </CountdownButton>
    </div>
  );
}
