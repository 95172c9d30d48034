import { Button, TextField } from '@playsite/ui';
import { useLogin } from '@refinedev/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackofficeError } from '../../api/client.ts';
import { Message } from '../../common/Message.tsx';
import { useActionMessage } from '../../common/useError.ts';
import { centred, narrow, panel } from '../../layout/layout.css.ts';

/** Step one: username and password (the session can only prove the TOTP code after it). */
export function Login() {
  const { t } = useTranslation();
  const { mutateAsync, isPending } = useLogin<{ username: string; password: string }>();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { message, fail } = useActionMessage();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await mutateAsync({ username, password });
    if (!result.success)
      fail(result.error instanceof BackofficeError ? result.error : new BackofficeError(400, 'unknown'));
  };
  return (
    <main className={centred}>
      <form className={`${panel} ${narrow}`} onSubmit={submit} aria-labelledby="login-title">
        <h1 id="login-title">{t('login.title')}</h1>
        <TextField
          label={t('login.username')}
          name="username"
          autoComplete="username"
          value={username}
          onChange={setUsername}
          isRequired
          autoFocus
        />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          isRequired
        />
        <Button type="submit" isPending={isPending} isFullWidth>
          {t('login.submit')}
        </Button>
        <Message message={message} />
      </form>
    </main>
  );
}
