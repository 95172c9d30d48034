import { Button, TextField } from '@playsite/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../../shared/api/platform.ts';
import { errorText } from '../../../../shared/panel/errorText.ts';
import * as styles from '../../../../shared/panel/panel.css.ts';

const sixDigits = /^\d{6}$/;

/** First payment password (6 digits), proven with the login password. */
export function PaymentPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const [loginPassword, setLoginPassword] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const invalidNext = !sixDigits.test(next);
  const mismatch = confirm !== next;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!loginPassword || invalidNext || mismatch || pending) return;
    setPending(true);
    setError(null);
    try {
      await platform.call('setPaymentPassword', {
        loginPassword,
        newPaymentPassword: next,
        confirmPaymentPassword: confirm,
      });
      onDone();
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={styles.stack} onSubmit={submit} noValidate aria-labelledby="payment-password-title">
      <h4 id="payment-password-title" className={styles.sectionTitle}>
        {t('withdraw.setPasswordTitle')}
      </h4>
      <p className={styles.muted}>{t('withdraw.setPasswordText')}</p>
      <TextField
        type="password"
        label={t('withdraw.loginPassword')}
        value={loginPassword}
        onChange={setLoginPassword}
        autoComplete="current-password"
        isRequired
        errorMessage={tried && !loginPassword ? t('form.required') : undefined}
      />
      <TextField
        type="password"
        label={t('withdraw.newPaymentPassword')}
        value={next}
        onChange={setNext}
        inputMode="numeric"
        maxLength={6}
        autoComplete="new-password"
        isRequired
        description={t('withdraw.paymentPasswordRule')}
        errorMessage={tried && invalidNext ? t('withdraw.paymentPasswordRule') : undefined}
      />
      <TextField
        type="password"
        label={t('withdraw.confirmPaymentPassword')}
        value={confirm}
        onChange={setConfirm}
        inputMode="numeric"
        maxLength={6}
        autoComplete="new-password"
        isRequired
        errorMessage={tried && mismatch ? t('form.mismatch') : undefined}
      />
      {error ? (
        <p role="alert" className={styles.message}>
          {error}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button type="submit" isPending={pending} pendingLabel={t('actions.pending')}>
          {t('withdraw.setPasswordSubmit')}
        </Button>
      </div>
    </form>
  );
}
