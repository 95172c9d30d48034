import { mobileValidator } from '@playsite/rules';
import { useRef } from 'react';
import { useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { SendCodeButton } from '../SendCodeButton/index.ts';
import { FormTextField } from '../shared/FormTextField.tsx';
import { controlOffset, growStyle, rowStyle } from '../shared/layout.ts';

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
  const textOf = (field: string) => {
    const value = (form.getState().values as Record<string, unknown>)[field];
    return typeof value === 'string' ? value : '';
  };

  const mobileIsValid = () => {
    if (!mobileValidator(textOf(mobileField))) return true;
    form.focus(mobileField);
    form.blur(mobileField); // touched: the mobile field now shows its error
    return false;
  };

  const send = async () => {
    const mobile = { mobileNum: textOf(mobileField), countryDialingCode: textOf(dialingCodeField) };
    return (await onSendCode(mobile)).seconds;
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
        <SendCodeButton
          onSend={send}
          canSend={mobileIsValid}
          onSent={() => container.current?.querySelector('input')?.focus()}
        />
      </div>
    </div>
  );
}
