import { SUPPORT_MESSAGE_MAX, supportMessageRule } from '@playsite/rules';
import { Button, TextArea } from '@playsite/ui';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './support.css.ts';

/**
 * The message box: Enter sends, Shift+Enter starts a new line. It stays focused and empties after
 * each send, so a conversation is typed without leaving it; a message written offline waits.
 */
export function Composer({ onSend }: { onSend: (content: string) => void }) {
  const { t } = useTranslation('content');
  const { t: tf } = useTranslation('forms');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const problem = supportMessageRule(text, {});
    if (problem) {
      setError(tf(problem.key, problem.values));
      return;
    }
    onSend(text.trim());
    setText('');
    setError(undefined);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form
      className={styles.composer}
      onSubmit={submit}
      onKeyDown={onKeyDown}
      aria-label={t('support.compose')}
    >
      <TextArea
        label={t('support.message')}
        description={t('support.hint')}
        rows={2}
        maxLength={SUPPORT_MESSAGE_MAX}
        value={text}
        onChange={(value) => {
          setText(value);
          if (error) setError(undefined);
        }}
        errorMessage={error}
        autoFocus
      />
      <div className={styles.actions}>
        <Button type="submit">{t('support.send')}</Button>
      </div>
    </form>
  );
}
