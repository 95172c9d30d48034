import { Button, QrCode, TextField } from '@playsite/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackofficeError, call } from '../../api/client.ts';
import { Message } from '../../common/Message.tsx';
import { useActionMessage } from '../../common/useError.ts';
import { centred, mono, muted, narrow, panel } from '../../layout/layout.css.ts';

interface Enrolment {
  secret: string;
  uri: string;
}

/** Step two: the TOTP code; on the first login the QR code and key to enrol with. */
export function TwoFactor() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const { message, fail } = useActionMessage();
  useEffect(() => {
    call<Enrolment | null>('GET', '/enrolment')
      .then(setEnrolment)
      .catch((error: unknown) => {
        if (error instanceof BackofficeError && error.statusCode === 401) navigate('/login');
      });
  }, [navigate]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      await call('POST', '/totp', { code });
      navigate('/players');
    } catch (error) {
      setCode('');
      fail(error);
      if (error instanceof BackofficeError && error.reason === 'notLoggedIn') navigate('/login');
    } finally {
      setPending(false);
    }
  };
  return (
    <main className={centred}>
      <form className={`${panel} ${narrow}`} onSubmit={submit} aria-labelledby="totp-title">
        <h1 id="totp-title">{t('twoFactor.title')}</h1>
        {enrolment ? (
          <>
            <p>{t('twoFactor.enrol')}</p>
            <QrCode text={enrolment.uri} label={t('twoFactor.qr')} />
            <p className={`${muted} ${mono}`} data-testid="totp-secret" data-secret={enrolment.secret}>
              {t('twoFactor.secret', { secret: enrolment.secret })}
            </p>
          </>
        ) : (
          <p>{t('twoFactor.prompt')}</p>
        )}
        <TextField
          label={t('twoFactor.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={setCode}
          isRequired
          autoFocus
        />
        <Button type="submit" isPending={pending} isFullWidth>
          {t('twoFactor.submit')}
        </Button>
        <Message message={message} />
      </form>
    </main>
  );
}
