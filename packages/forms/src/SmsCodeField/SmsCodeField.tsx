import { mobileValidator } from '@playsite/rules';
import { useRef } from 'react';
import { useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../kit/FormTextField.tsx';
import { controlOffset, growStyle, rowStyle } from '../kit/layout.ts';
import { SendCodeButton } from '../SendCodeButton/index.ts';

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

export interface VerificationCodeFieldProps {
  /** Sends a code to the target (the form's current values); resolves to the countdown length. */
  onSendCode: (values: Readonly<Record<string, unknown>>) => Promise<{ seconds: number }>;
  /** The field the code goes to (a mobile number, an e-mail address) and its rule. */
  targetField: string;
  targetRule: (value: unknown) => unknown;
  name?: string;
  label?: string;
}

/**
 * A verification code input with its send button. Sending needs a valid target (otherwise the
 * target field is touched and shows why), is dropped within 1000 ms of the last request, and is
 * refused during the countdown (the button is disabled until it reaches zero).
 */
export function VerificationCodeField({
  onSendCode,
  targetField,
  targetRule,
  name = 'verificationCode',
  label,
}: VerificationCodeFieldProps) {
  const { t } = useTranslation('forms');
  const form = useForm();
  const container = useRef<HTMLDivElement>(null);
  const values = () => form.getState().values as Record<string, unknown>;

  const targetIsValid = () => {
    if (!targetRule(values()[targetField])) return true;
    form.focus(targetField);
    form.blur(targetField); // touched: the target field now shows its error
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
        <SendCodeButton
          onSend={async () => (await onSendCode(values())).seconds}
          canSend={targetIsValid}
          onSent={() => container.current?.querySelector('input')?.focus()}
        />
      </div>
    </div>
  );
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The SMS code field: a VerificationCodeField for the form's mobile number and dialing code. */
export function SmsCodeField({
  onSendCode,
  name,
  mobileField = 'mobileNum',
  dialingCodeField = 'countryDialingCode',
  label,
}: SmsCodeFieldProps) {
  return (
    <VerificationCodeField
      name={name}
      label={label}
      targetField={mobileField}
      targetRule={mobileValidator}
      onSendCode={(values) =>
        onSendCode({
          mobileNum: textOf(values[mobileField]),
          countryDialingCode: textOf(values[dialingCodeField]),
        })
      }
    />
  );
}
