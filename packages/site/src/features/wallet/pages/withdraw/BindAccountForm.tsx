import type { ValueOf } from '@playsite/api';
import { Button, Select, TextField } from '@playsite/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../../shared/api/platform.ts';
import { errorText } from '../../../../shared/panel/errorText.ts';
import * as styles from '../../../../shared/panel/panel.css.ts';
import { PaymentPasswordField } from '../../money/PaymentPasswordField.tsx';

type Providers = ValueOf<'payoutAccounts'>['providers'];
type Kind = 'bank' | 'ewallet';

const accountNumberPattern = /^[A-Za-z0-9]{4,34}$/;

/** Binds a bank card or an e-wallet, confirmed with the payment password. */
export function BindAccountForm({ providers, onDone }: { providers: Providers; onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const [kind, setKind] = useState<Kind>('bank');
  const [providerCode, setProviderCode] = useState<string | null>(null);
  const [accountName, setAccountName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choices = providers.filter((p) => p.kind === kind);
  const provider = choices.find((p) => p.code === providerCode) ?? choices[0];
  const badNumber = !accountNumberPattern.test(accountNumber);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!provider || !accountName.trim() || badNumber || !paymentPassword || pending) return;
    setPending(true);
    setError(null);
    try {
      await platform.call('bindPayoutAccount', {
        kind,
        providerCode: provider.code,
        accountName: accountName.trim(),
        accountNumber,
        paymentPassword,
      });
      setAccountNumber('');
      setPaymentPassword('');
      setTried(false);
      onDone();
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={styles.stack} onSubmit={submit} noValidate aria-labelledby="bind-account-title">
      <h4 id="bind-account-title" className={styles.sectionTitle}>
        {t('withdraw.bindTitle')}
      </h4>
      <div className={styles.row}>
        <Select
          label={t('withdraw.kind')}
          value={kind}
          onChange={(value) => {
            if (value === 'bank' || value === 'ewallet') setKind(value);
            setProviderCode(null);
          }}
          options={[
            { value: 'bank', label: t('withdraw.kindBank') },
            { value: 'ewallet', label: t('withdraw.kindEwallet') },
          ]}
        />
        <Select
          label={t('withdraw.provider')}
          value={provider?.code ?? null}
          onChange={(value) => value && setProviderCode(value)}
          options={choices.map((p) => ({ value: p.code, label: p.name }))}
        />
      </div>
      <TextField
        label={t('withdraw.accountName')}
        value={accountName}
        onChange={setAccountName}
        maxLength={64}
        autoComplete="name"
        isRequired
        errorMessage={tried && !accountName.trim() ? t('form.required') : undefined}
      />
      <TextField
        label={t('withdraw.accountNumber')}
        value={accountNumber}
        onChange={setAccountNumber}
        maxLength={34}
        autoComplete="off"
        isRequired
        errorMessage={tried && badNumber ? t('withdraw.accountNumberRule') : undefined}
      />
      <PaymentPasswordField value={paymentPassword} onChange={setPaymentPassword} showError={tried} />
      {error ? (
        <p role="alert" className={styles.message}>
          {error}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button type="submit" variant="outline" isPending={pending} pendingLabel={t('actions.pending')}>
          {t('withdraw.bindSubmit')}
        </Button>
      </div>
    </form>
  );
}
