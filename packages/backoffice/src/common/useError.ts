import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackofficeError } from '../api/client.ts';

/** The localised text of a refusal (`errors.<reason>`), kept until the next action. */
export function useActionMessage() {
  const { t } = useTranslation();
  const [message, setMessage] = useState<{ text: string; isError: boolean }>();
  const fail = (error: unknown) => {
    const reason = error instanceof BackofficeError ? error.reason : 'unknown';
    setMessage({ text: t(`errors.${reason}`, { defaultValue: t('errors.unknown') }), isError: true });
  };
  const done = (text: string) => setMessage({ text, isError: false });
  const warn = (text: string) => setMessage({ text, isError: true });
  return { message, fail, done, warn };
}
