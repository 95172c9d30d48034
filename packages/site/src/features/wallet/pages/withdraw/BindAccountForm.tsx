import type { CallValue } from '@playsite/api';
import {
  FormSelect,
  FormShell,
  FormTextField,
  useFormField,
  useFormValue,
  validateRules,
} from '@playsite/forms';
import { Select } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../../common/api/platform.ts';
import { refusal, required } from '../../../../common/panel/formRules.ts';
import * as styles from '../../../../common/panel/panel.css.ts';
import { PaymentPasswordField } from '../../money/PaymentPasswordField.tsx';

type Providers = CallValue<'payoutAccounts'>['providers'];
type Kind = 'bank' | 'ewallet';

interface Values {
  kind: Kind;
  providerCode?: string;
  accountName?: string;
  accountNumber?: string;
  paymentPassword?: string;
}

const accountNumberPattern = /^[A-Za-z0-9]{4,34}$/;

const validate = validateRules({
  accountName: required,
  accountNumber: (value) =>
    accountNumberPattern.test(String(value ?? '')) ? undefined : 'wallet:withdraw.accountNumberRule',
  paymentPassword: required,
});

/** The chosen provider of the chosen kind; the kind's first when none (or one of the other kind) is chosen. */
const providerOf = (providers: Providers, kind: Kind, code: string | undefined) => {
  const choices = providers.filter((p) => p.kind === kind);
  return choices.find((p) => p.code === code) ?? choices[0];
};

function ProviderSelect({ providers }: { providers: Providers }) {
  const { t } = useTranslation('wallet');
  const kind = useFormValue<Kind>('kind') ?? 'bank';
  const { input } = useFormField('providerCode');
  return (
    <Select
      label={t('withdraw.provider')}
      value={providerOf(providers, kind, input.value)?.code ?? null}
      onChange={(value) => value && input.onChange(value)}
      options={providers.filter((p) => p.kind === kind).map((p) => ({ value: p.code, label: p.name }))}
    />
  );
}

/** Binds a bank card or an e-wallet, confirmed with the payment password. */
export function BindAccountForm({ providers, onDone }: { providers: Providers; onDone: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <FormShell<Values>
      labelledBy="bind-account-title"
      className={styles.stack}
      initialValues={{ kind: 'bank' }}
      validate={validate}
      errorTiming="submitted"
      isSubmitFullWidth={false}
      submitVariant="outline"
      submitLabel={t('withdraw.bindSubmit')}
      onSubmit={async (values, form) => {
        const provider = providerOf(providers, values.kind, values.providerCode);
        if (!provider) return undefined;
        try {
          await platform.call('bindPayoutAccount', {
            kind: values.kind,
            providerCode: provider.code,
            accountName: (values.accountName ?? '').trim(),
            accountNumber: values.accountNumber ?? '',
            paymentPassword: values.paymentPassword ?? '',
          });
          form.change('accountNumber', undefined);
          form.change('paymentPassword', undefined);
          onDone();
        } catch (caught) {
          return refusal(caught);
        }
      }}
    >
      <h4 id="bind-account-title" className={styles.sectionTitle}>
        {t('withdraw.bindTitle')}
      </h4>
      <div className={styles.row}>
        <FormSelect
          name="kind"
          label={t('withdraw.kind')}
          options={[
            { value: 'bank', label: t('withdraw.kindBank') },
            { value: 'ewallet', label: t('withdraw.kindEwallet') },
          ]}
        />
        <ProviderSelect providers={providers} />
      </div>
      <FormTextField
        name="accountName"
        label={t('withdraw.accountName')}
        maxLength={64}
        autoComplete="name"
        isRequired
      />
      <FormTextField
        name="accountNumber"
        label={t('withdraw.accountNumber')}
        maxLength={34}
        autoComplete="off"
        isRequired
      />
      <PaymentPasswordField />
    </FormShell>
  );
}
