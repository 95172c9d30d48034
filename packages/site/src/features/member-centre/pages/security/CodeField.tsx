import { SendCodeButton } from '@playsite/forms';
import { TextField } from '@playsite/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../../../../shared/panel/panel.css.ts';

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Sends a code; resolves to the countdown in seconds, or false when nothing was sent. */
  onSend: () => Promise<number | false>;
  showError: boolean;
}

/**
 * The verification code with its send button, for the member centre's plain forms (the forms'
 * SmsCodeField is the react-final-form one): the countdown (expiredMinutes × 60 s) starts once a
 * code is sent.
 */
export function CodeField({ value, onChange, onSend, showError }: CodeFieldProps) {
  const { t } = useTranslation('forms');
  const container = useRef<HTMLDivElement>(null);

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
      <SendCodeButton onSend={onSend} onSent={() => container.current?.querySelector('input')?.focus()} />
    </div>
  );
}
