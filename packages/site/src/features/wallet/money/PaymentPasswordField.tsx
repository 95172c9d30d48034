import { FormTextField } from '@playsite/forms';
import { useTranslation } from 'react-i18next';

/** The payment password every money-out form asks for, bound to the form field `paymentPassword`. */
export function PaymentPasswordField() {
  const { t } = useTranslation('wallet');
  return (
    <FormTextField
      name="paymentPassword"
      type="password"
      label={t('withdraw.paymentPassword')}
      inputMode="numeric"
      autoComplete="off"
      isRequired
    />
  );
}
