import { FormShell, FormTextField, validateRules } from '@playsite/forms';
import { messages } from '@playsite/rules';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../common/panel/errorText.ts';
import { refusal, required } from '../../../../common/panel/formRules.ts';
import * as styles from '../../../../common/panel/panel.css.ts';

/** What proves the member may bind: the code sent to the target, and for a change the login password. */
export interface ContactProof {
  verificationCode: string;
  loginPassword?: string;
}

type Values = Record<string, string | undefined>;

/** Sends a code and says why not in the bind form (step 1); resolves to the countdown. */
export function useCodeSender() {
  const [sendError, setSendError] = useState<string | null>(null);
  const sendWith = async (call: () => Promise<{ expiredMinutes: number }>) => {
    setSendError(null);
    try {
      return { seconds: (await call()).expiredMinutes * 60 };
    } catch (caught) {
      setSendError(errorText(caught));
      throw caught;
    }
  };
  return { sendError, sendWith };
}

interface ContactFormProps {
  isChange: boolean;
  /** Names the form and its submit button: bind, or change when one is bound. */
  kind: 'Mobile' | 'Email';
  /** The target field's name and rule (an e-mail address, a mobile number); a stable rule. */
  targetField: string;
  targetRule: (value: unknown) => unknown;
  /** Step 2: binds the target from the values with the proof; everything typed stays on a refusal. */
  bind: (values: Values, proof: ContactProof) => Promise<unknown>;
  onDone: () => void;
  /** Why the last code was not sent. */
  sendError: string | null;
  initialValues?: Values;
  /** The target field and the code field. */
  children: ReactNode;
}

/** A bind form: its fields, the login password for a change, the refusal, the submit. */
export function ContactForm(props: ContactFormProps) {
  const { t } = useTranslation('wallet');
  const title = t(props.isChange ? `security.change${props.kind}` : `security.bind${props.kind}`);
  const { targetField, targetRule, isChange } = props;
  const validate = useMemo(
    () =>
      validateRules({
        [targetField]: targetRule as (value: unknown) => string | undefined,
        verificationCode: (value) => (required(value) ? messages.required : undefined),
        ...(isChange ? { loginPassword: required } : {}),
      }),
    [targetField, targetRule, isChange],
  );
  return (
    <FormShell<Values>
      label={title}
      className={styles.card}
      initialValues={props.initialValues}
      validate={validate}
      isSubmitFullWidth={false}
      submitLabel={title}
      onSubmit={async (values) => {
        try {
          await props.bind(values, {
            verificationCode: (values.verificationCode ?? '').trim(),
            ...(props.isChange ? { loginPassword: values.loginPassword ?? '' } : {}),
          });
          props.onDone();
        } catch (caught) {
          return refusal(caught);
        }
      }}
    >
      <div className={styles.stack}>
        {props.children}
        {props.isChange ? (
          <FormTextField
            name="loginPassword"
            type="password"
            label={t('security.loginPassword')}
            description={t('security.loginPasswordHint')}
            autoComplete="current-password"
            isRequired
          />
        ) : null}
        {props.sendError ? (
          <p role="alert" className={styles.message}>
            {props.sendError}
          </p>
        ) : null}
      </div>
    </FormShell>
  );
}
