import { CountdownButton } from '@playsite/ui';
import { useRef, useState } from 'react';
import { useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { mobileValidator } from '../rules/index.ts';
import { FormTextField } from '../shared/FormTextField.tsx';
import { controlOffset, growStyle, rowStyle } from '../shared/layout.ts';

/** SPEC.md §5 / §9: code requests at most one per 1000 ms. */
export const SEND_CODE_THROTTLE_MS = 1000;

export interface MobileNumber {
  countryDialingCode: string;
  mobileNum: string;
}

/** Sends a code to the number; resolves to the countdown length (expiredMinutes × 60, or 60). */
export type SendCode = (mobile: MobileNumber) => Promise<{ seconds: number }>;

export interface SmsCodeFieldProps {
  onSendCode: SendCode;
  /** Field names in the surrounding form. */
  name?: string;
  mobileField?: string;
  dialingCodeField?: string;
  label?: string;
}

/**
 * The SMS code input with its send button. Sending needs a valid mobile number (otherwise the
 * mobile field shows why), is dropped within 1000 ms of the last request, and is refused during
 * the countdown (the button is disabled until it reaches zero).
 */
export function SmsCodeField({
  onSendCode,
  name = 'verificationCode',
  mobileField = 'mobileNum',
  dialingCodeField = 'countryDialingCode',
  label,
}: SmsCodeFieldProps) {
  const { t } = useTranslation('forms');
  const form = useForm();
  const container = useRef<HTMLDivElement>(null);
  const lastRequest = useRef(Number.NEGATIVE_INFINITY);
  // The countdown length is known only once the code is sent, so each send remounts the button
  // already counting from that length.
  const [countdown, setCountdown] = useState({ round: 0, seconds: 0 });

  const send = async (): Promise<false> => {
    const values = form.getState().values as Record<string, unknown>;
    const mobileNum = typeof values[mobileField] === 'string' ? values[mobileField] : '';
    if (mobileValidator(mobileNum)) {
      form.focus(mobileField);
      form.blur(mobileField); // touched: the mobile field now shows its error
      return false;
    }
    const now = Date.now();
    if (now - lastRequest.current < SEND_CODE_THROTTLE_MS) return false;
    lastRequest.current = now;
    const dialing = values[dialingCodeField];
    const { seconds } = await onSendCode({
      mobileNum,
      countryDialingCode: typeof dialing === 'string' ? dialing : '',
    });
    setCountdown((previous) => ({ round: previous.round + 1, seconds: Math.max(0, Math.round(seconds)) }));
    container.current?.querySelector('input')?.focus();
    return false;
  };

  return (
    <div style={rowStyle} ref={container}>
      <div style={growStyle}>
        <FormTextField
          name={name}
          label={label ?? t('labels.verificationCode')}
          isRequired
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={255}
        />
      </div>
      <div style={controlOffset}>
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
    </div>
  );
}
