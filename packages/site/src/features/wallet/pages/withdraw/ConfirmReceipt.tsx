import type { ValueOf } from '@playsite/api';
import { Button, FileUpload } from '@playsite/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../../shared/api/platform.ts';
import { checkProof, proofMaxBytes, proofTypes, readBase64 } from '../../../../shared/files/proof.ts';
import { errorText } from '../../../../shared/panel/errorText.ts';
import { formatMoney, formatTime } from '../../../../shared/panel/Money.tsx';
import * as styles from '../../../../shared/panel/panel.css.ts';
import { AmountField } from '../../money/AmountField.tsx';
import { parseAmount } from '../../money/amount.ts';

type Withdrawal = ValueOf<'withdrawRequest'>;
type Result = 'received' | 'partial' | 'notReceived';

/**
 * The member's answer to a paid withdrawal (docs/product.md § Withdrawal confirmation): received,
 * partly received (how much), or not received with a proof image. Unanswered, it counts as
 * received at the deadline.
 */
export function ConfirmReceipt({ withdrawal, onDone }: { withdrawal: Withdrawal; onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const [result, setResult] = useState<Result>('received');
  const [received, setReceived] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const file = files[0] ?? null;
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const proof = file ? checkProof(file) : null;
  const parsed = parseAmount(received);
  const partialInvalid = result === 'partial' && (!parsed.ok || parsed.minor >= withdrawal.amount);
  const proofProblem =
    result === 'notReceived' ? (proof === null ? 'missing' : proof.ok ? null : proof.problem) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (pending || partialInvalid || proofProblem) return;
    setPending(true);
    setError(null);
    const withdrawalId = String(withdrawal.withdrawalId);
    try {
      let proofId: string | undefined;
      if (file && proof?.ok) {
        const uploaded = await platform.call('withdrawProofUpload', {
          withdrawalId,
          contentType: proof.contentType,
          data: await readBase64(file),
        });
        proofId = String(uploaded.proofId);
      }
      await platform.call('withdrawConfirm', {
        withdrawalId,
        result,
        ...(result === 'partial' && parsed.ok ? { receivedAmount: parsed.minor } : {}),
        ...(proofId ? { proofId } : {}),
      });
      onDone();
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-label={t('withdraw.confirmTitle')}>
      <p className={styles.cardValue}>
        {formatMoney(withdrawal.amount)} → {withdrawal.payoutAccount}
      </p>
      {withdrawal.confirmDeadline ? (
        <p className={styles.muted}>
          {t('withdraw.confirmDeadline', { time: formatTime(withdrawal.confirmDeadline) })}
        </p>
      ) : null}
      <fieldset className={styles.stack}>
        <legend>{t('withdraw.confirmQuestion')}</legend>
        {(['received', 'partial', 'notReceived'] as const).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={`result-${withdrawal.withdrawalId}`}
              value={option}
              checked={result === option}
              onChange={() => setResult(option)}
            />{' '}
            {t(`withdraw.result.${option}`)}
          </label>
        ))}
      </fieldset>
      {result === 'partial' ? (
        <AmountField
          label={t('withdraw.receivedAmount')}
          value={received}
          onChange={setReceived}
          showError={tried}
          description={t('withdraw.receivedAmountHint', { amount: formatMoney(withdrawal.amount) })}
        />
      ) : null}
      {result === 'partial' && tried && parsed.ok && partialInvalid ? (
        <p role="alert" className={styles.negative}>
          {t('withdraw.receivedAmountHint', { amount: formatMoney(withdrawal.amount) })}
        </p>
      ) : null}
      {result !== 'received' ? (
        <FileUpload
          label={t(result === 'notReceived' ? 'withdraw.proofRequired' : 'withdraw.proof')}
          description={t('withdraw.proofHint')}
          value={files}
          onChange={setFiles}
          accept={proofTypes}
          maxBytes={proofMaxBytes}
          maxFiles={1}
          errorMessage={tried && proofProblem ? t(`withdraw.proofProblem.${proofProblem}`) : undefined}
          labels={{
            add: t('upload.add'),
            dropHint: t('upload.dropHint'),
            remove: t('upload.remove'),
            typeError: t('withdraw.proofProblem.type'),
            sizeError: t('withdraw.proofProblem.size'),
            tooMany: t('upload.tooMany'),
          }}
        />
      ) : null}
      {error ? (
        <p role="alert" className={styles.message}>
          {error}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button type="submit" isPending={pending} pendingLabel={t('actions.pending')}>
          {t('withdraw.confirmSubmit')}
        </Button>
      </div>
    </form>
  );
}
