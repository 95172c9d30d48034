import { Button, TextField } from '@playsite/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../shared/panel/errorText.ts';
import * as styles from '../../../../shared/panel/panel.css.ts';

/** What proves the member may bind: the code sent to the target, and for a change the login password. */
export interface ContactProof {
  verificationCode: string;
  loginPassword?: string;
}

/**
 * State shared by the forms that bind a mobile number or an e-mail: the code, the login password
 * (asked only to change a bound one), the refusal in words, and the two steps (send, bind).
 */
export function useContactForm(isChange: boolean, onDone: () => void) {
  const [code, setCode] = useState('');
  const [loginPassword, setLoginPassword] = useState('');
  /** The number or address was checked once (a send or a submit): its field shows its problem. */
  const [targetChecked, setTargetChecked] = useState(false);
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** Step 1: resolves to the countdown in seconds, or false when nothing was sent. */
  const send = async (targetValid: boolean, call: () => Promise<{ expiredMinutes: number }>) => {
    setTargetChecked(true);
    if (!targetValid) return false;
    setError(null);
    try {
      return (await call()).expiredMinutes * 60;
    } catch (caught) {
      setError(errorText(caught));
      return false;
    }
  };

  /**
   * Step 2: `perform` gets the proof to send with the number or address (the code, and the login
   * password for a change); everything typed stays on a refusal.
   */
  const submit = async (targetValid: boolean, perform: (proof: ContactProof) => Promise<unknown>) => {
    setTried(true);
    setTargetChecked(true);
    if (!targetValid || !code.trim() || (isChange && !loginPassword) || pending) return;
    setPending(true);
    setError(null);
    try {
      await perform({ verificationCode: code.trim(), ...(isChange ? { loginPassword } : {}) });
      onDone();
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setPending(false);
    }
  };

  return {
    code,
    setCode,
    loginPassword,
    setLoginPassword,
    targetChecked,
    tried,
    pending,
    error,
    isChange,
    send,
    submit,
  };
}

export type ContactFormState = ReturnType<typeof useContactForm>;

interface ContactFormProps {
  form: ContactFormState;
  /** Names the form and its submit button: bind, or change when one is bound. */
  kind: 'Mobile' | 'Email';
  onSubmit: () => void;
  /** The number or address field and the code field. */
  children: ReactNode;
}

/** The frame of a bind form: its fields, the login password for a change, the refusal, the submit. */
export function ContactForm({ form, kind, onSubmit, children }: ContactFormProps) {
  const { t } = useTranslation('wallet');
  const title = t(form.isChange ? `security.change${kind}` : `security.bind${kind}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-label={title}>
      <div className={styles.stack}>
        {children}
        {form.isChange ? (
          <TextField
            type="password"
            label={t('security.loginPassword')}
            description={t('security.loginPasswordHint')}
            value={form.loginPassword}
            onChange={form.setLoginPassword}
            autoComplete="current-password"
            isRequired
            errorMessage={form.tried && !form.loginPassword ? t('form.required') : undefined}
          />
        ) : null}
        {form.error ? (
          <p role="alert" className={styles.message}>
            {form.error}
          </p>
        ) : null}
        <div className={styles.row}>
          <Button type="submit" isPending={form.pending} pendingLabel={t('actions.pending')}>
            {title}
          </Button>
        </div>
      </div>
    </form>
  );
}
