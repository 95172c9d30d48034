import type { CallValue } from '@playsite/api';
import { FormShell, useFormField, useFormValue, validateRules } from '@playsite/forms';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../../common/api/platform.ts';
import { OneImageField } from '../../../../common/files/OneImageField.tsx';
import { checkProof, proofMaxBytes, proofTypes, readBase64 } from '../../../../common/files/proof.ts';
import { refusal } from '../../../../common/panel/formRules.ts';
import { formatMoney, formatTime } from '../../../../common/panel/Money.tsx';
import * as styles from '../../../../common/panel/panel.css.ts';
import { AmountField } from '../../money/AmountField.tsx';
import { amountMinor, amountProblem } from '../../money/amount.ts';

type Withdrawal = CallValue<'withdrawRequest'>;
type Result = 'received' | 'partial' | 'notReceived';
const results = ['received', 'partial', 'notReceived'] as const;

interface Values {
  result: Result;
  received?: string;
  files?: File[];
}

function ResultChoice({ withdrawalId }: { withdrawalId: number | string }) {
  const { t } = useTranslation('wallet');
  const { input } = useFormField<Result>('result');
  return (
    <fieldset className={styles.stack}>
      <legend>{t('withdraw.confirmQuestion')}</legend>
      {results.map((option) => (
        <label key={option}>
          <input
            type="radio"
            name={`result-${withdrawalId}`}
            value={option}
            checked={input.value === option}
            onChange={() => input.onChange(option)}
          />{' '}
          {t(`withdraw.result.${option}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** The amount and proof fields the chosen answer asks for. */
function AnswerFields({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation('wallet');
  const result = useFormValue<Result>('result');
  return (
    <>
      {result === 'partial' ? (
        <AmountField
          name="received"
          label={t('withdraw.receivedAmount')}
          description={t('withdraw.receivedAmountHint', { amount: formatMoney(withdrawal.amount) })}
        />
      ) : null}
      {result !== 'received' ? (
        <OneImageField
          label={t(result === 'notReceived' ? 'withdraw.proofRequired' : 'withdraw.proof')}
          description={t('withdraw.proofHint')}
          accept={proofTypes}
          maxBytes={proofMaxBytes}
          problems="withdraw.proofProblem"
        />
      ) : null}
    </>
  );
}

/**
 * The member's answer to a paid withdrawal (docs/product.md § Withdrawal confirmation): received,
 * partly received (how much), or not received with a proof image. Unanswered, it counts as
 * received at the deadline.
 */
export function ConfirmReceipt({ withdrawal, onDone }: { withdrawal: Withdrawal; onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const validate = useMemo(
    () =>
      validateRules({
        received: (value, all) => {
          if (all.result !== 'partial') return undefined;
          const problem = amountProblem(value);
          if (problem) return problem;
          return amountMinor(String(value)) < withdrawal.amount
            ? undefined
            : { text: t('withdraw.receivedAmountHint', { amount: formatMoney(withdrawal.amount) }) };
        },
        files: (value, all) => {
          if (all.result !== 'notReceived') return undefined;
          const file = Array.isArray(value) ? (value[0] as File | undefined) : undefined;
          const proof = file ? checkProof(file) : null;
          const problem = proof === null ? 'missing' : proof.ok ? null : proof.problem;
          return problem ? `wallet:withdraw.proofProblem.${problem}` : undefined;
        },
      }),
    [withdrawal.amount, t],
  );

  return (
    <FormShell<Values>
      label={t('withdraw.confirmTitle')}
      className={styles.card}
      initialValues={{ result: 'received' }}
      validate={validate}
      errorTiming="submitted"
      isSubmitFullWidth={false}
      submitLabel={t('withdraw.confirmSubmit')}
      onSubmit={async ({ result, received, files }) => {
        const withdrawalId = String(withdrawal.withdrawalId);
        const file = result === 'received' ? undefined : files?.[0];
        const proof = file ? checkProof(file) : null;
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
            ...(result === 'partial' ? { receivedAmount: amountMinor(received) } : {}),
            ...(proofId ? { proofId } : {}),
          });
          onDone();
        } catch (caught) {
          return refusal(caught);
        }
      }}
    >
      <p className={styles.cardValue}>
        {formatMoney(withdrawal.amount)} → {withdrawal.payoutAccount}
      </p>
      {withdrawal.confirmDeadline ? (
        <p className={styles.muted}>
          {t('withdraw.confirmDeadline', { time: formatTime(withdrawal.confirmDeadline) })}
        </p>
      ) : null}
      <ResultChoice withdrawalId={withdrawal.withdrawalId} />
      <AnswerFields withdrawal={withdrawal} />
    </FormShell>
  );
}
