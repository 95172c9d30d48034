import { TextField } from '@playsite/ui';
import { useTranslation } from 'react-i18next';

interface PaymentPasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The form was submitted once: an empty field now says it is required. */
  showError: boolean;
}

/** The payment password every money-out form asks for. */
export function PaymentPasswordField({ value, onChange, showError }: PaymentPasswordFieldProps) {
  const { t } = useTranslation('wallet');
  return (
    <TextField
      type="password"
      label={t('withdraw.paymentPassword')}
      value={value}
      onChange={onChange}
      inputMode="numeric"
      autoComplete="off"
      isRequired
      errorMessage={showError && !value ? t('form.required') : undefined}
    />
  );
}
