import { Button, Select, TextField } from '@playsite/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../common/api/platform.ts';
import { errorText } from '../../../common/panel/errorText.ts';
import * as styles from '../../../common/panel/panel.css.ts';

const empty = { username: '', password: '', confirmPassword: '' };

/** The register centre: the agent opens a member or agent account directly in its downline. */
export default function RegisterCenter() {
  const { t } = useTranslation('agent');
  const [form, setForm] = useState(empty);
  const [accountType, setAccountType] = useState<'member' | 'agent'>('member');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const mismatch = form.confirmPassword !== '' && form.confirmPassword !== form.password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || mismatch) return;
    setBusy(true);
    setStatus(null);
    try {
      const made = await platform.call('agentRegister', { ...form, accountType });
      setStatus({ ok: true, text: t('register.done', { account: made.account }) });
      setForm(empty);
    } catch (error) {
      // What was typed stays, so the agent only fixes the field at fault.
      setStatus({ ok: false, text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof typeof empty) => ({
    value: form[name],
    onChange: (value: string) => setForm((current) => ({ ...current, [name]: value })),
    isRequired: true,
  });

  return (
    <form className={styles.stack} aria-label={t('pages.registerCenter')} onSubmit={submit}>
      <TextField label={t('register.username')} autoComplete="off" maxLength={32} {...field('username')} />
      <TextField
        label={t('register.password')}
        type="password"
        autoComplete="new-password"
        {...field('password')}
      />
      <TextField
        label={t('register.confirmPassword')}
        type="password"
        autoComplete="new-password"
        errorMessage={mismatch ? t('register.mismatch') : undefined}
        {...field('confirmPassword')}
      />
      <Select
        label={t('register.accountType')}
        value={accountType}
        onChange={(next) => next && setAccountType(next as 'member' | 'agent')}
        options={[
          { value: 'member', label: t('type.member') },
          { value: 'agent', label: t('type.agent') },
        ]}
      />
      <div className={styles.row}>
        <Button type="submit" isDisabled={busy}>
          {t('register.submit')}
        </Button>
      </div>
      {status ? (
        <p role="status" className={status.ok ? styles.positive : styles.negative}>
          {status.text}
        </p>
      ) : null}
    </form>
  );
}
