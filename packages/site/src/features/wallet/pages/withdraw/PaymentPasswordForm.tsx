import { FormShell, FormTextField, validateRules } from '@playsite/forms';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../../common/api/platform.ts';
import { refusal, required } from '../../../../common/panel/formRules.ts';
import * as styles from '../../../../common/panel/panel.css.ts';

interface Values {
  loginPassword?: string;
  newPaymentPassword?: string;
  confirmPaymentPassword?: string;
}

const validate = validateRules({
  loginPassword: required,
  newPaymentPassword: (value) =>
    /^\d{6}$/.test(String(value ?? '')) ? undefined : 'wallet:withdraw.paymentPasswordRule',
  confirmPaymentPassword: (value, all) =>
    (value ?? '') === (all.newPaymentPassword ?? '') ? undefined : 'wallet:form.mismatch',
});

/** First payment password (6 digits), proven with the login password. */
export function PaymentPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <FormShell<Values>
      labelledBy="payment-password-title"
      className={styles.stack}
      validate={validate}
      errorTiming="submitted"
      isSubmitFullWidth={false}
      submitLabel={t('withdraw.setPasswordSubmit')}
      onSubmit={async (values) => {
        try {
          await platform.call('setPaymentPassword', {
            loginPassword: values.loginPassword ?? '',
            newPaymentPassword: values.newPaymentPassword ?? '',
            confirmPaymentPassword: values.confirmPaymentPassword ?? '',
          });
          onDone();
        } catch (caught) {
          return refusal(caught);
        }
      }}
    >
      <h4 id="payment-password-title" className={styles.sectionTitle}>
        {t('withdraw.setPasswordTitle')}
      </h4>
      <p className={styles.muted}>{t('withdraw.setPasswordText')}</p>
      <FormTextField
        name="loginPassword"
        type="password"
        label={t('withdraw.loginPassword')}
        autoComplete="current-password"
        isRequired
      />
      <FormTextField
        name="newPaymentPassword"
        type="password"
        label={t('withdraw.newPaymentPassword')}
        inputMode="numeric"
        maxLength={6}
        autoComplete="new-password"
        isRequired
        description={t('withdraw.paymentPasswordRule')}
      />
      <FormTextField
        name="confirmPaymentPassword"
        type="password"
        label={t('withdraw.confirmPaymentPassword')}
        inputMode="numeric"
        maxLength={6}
        autoComplete="new-password"
        isRequired
      />
    </FormShell>
  );
}
