import { Button } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/panel/Money.tsx';
import * as styles from '../../../../shared/panel/panel.css.ts';
import { AmountField } from '../../money/AmountField.tsx';
import { PaymentPasswordField } from '../../money/PaymentPasswordField.tsx';

interface TransferFieldsProps {
  amount: string;
  onAmountChange: (value: string) => void;
  paymentPassword: string;
  onPaymentPasswordChange: (value: string) => void;
  /** The form was submitted once: the fields say what is missing. */
  showError: boolean;
  /** The main wallet, in minor units: what may be sent now. */
  available: number;
  submitLabel: string;
  /** The transfer is under way: the button is disabled and says so. */
  isPending: boolean;
}

/** The end of a transfer to upline or downline: amount, payment password and the submit button. */
export function TransferFields(props: TransferFieldsProps) {
  const { t } = useTranslation('wallet');
  return (
    <>
      <AmountField
        label={t('transfer.amount')}
        value={props.amount}
        onChange={props.onAmountChange}
        showError={props.showError}
        description={t('transfer.available', { amount: formatMoney(props.available) })}
      />
      <PaymentPasswordField
        value={props.paymentPassword}
        onChange={props.onPaymentPasswordChange}
        showError={props.showError}
      />
      <div className={styles.row}>
        <Button type="submit" isPending={props.isPending} pendingLabel={t('actions.pending')}>
          {props.submitLabel}
        </Button>
      </div>
    </>
  );
}
