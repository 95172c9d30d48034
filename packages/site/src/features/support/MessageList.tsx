import type { SupportMessage } from '@playsite/api';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingMessage } from './connection.ts';
import * as styles from './support.css.ts';

const time = (at: number, language: string) =>
  new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(at);

/**
 * The conversation, oldest first, kept scrolled to the newest. A log region: screen readers read
 * each new message as it arrives. Messages not yet stored show as sending (or waiting offline).
 */
export function MessageList({
  messages,
  pending,
  online,
}: {
  messages: readonly SupportMessage[];
  pending: readonly PendingMessage[];
  online: boolean;
}) {
  const { t, i18n } = useTranslation('content');
  const list = useRef<HTMLDivElement>(null);
  const count = messages.length + pending.length;
  useEffect(() => {
    const element = list.current;
    if (element && count > 0) element.scrollTop = element.scrollHeight;
  }, [count]);
  const who = (author: SupportMessage['author']) =>
    author === 'operator' ? t('support.operator') : t('support.you');
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls; keyboard users scroll it with the arrows.
    <div ref={list} className={styles.log} role="log" aria-label={t('support.conversation')} tabIndex={0}>
      <ol className={styles.messages}>
        {count === 0 ? <li className={styles.empty}>{t('support.empty')}</li> : null}
        {messages.map((message) => (
          <li
            key={message.id}
            className={`${styles.message} ${message.author === 'operator' ? '' : styles.own}`}
            data-author={message.author}
          >
            <span className={styles.meta}>
              {who(message.author)} · {time(message.createdAt, i18n.language)}
            </span>
            <p className={styles.text}>{message.content}</p>
          </li>
        ))}
        {pending.map((message) => (
          <li key={message.clientId} className={`${styles.message} ${styles.own}`} data-author="pending">
            <span className={styles.meta}>
              {t('support.you')} · {online ? t('support.sending') : t('support.waiting')}
            </span>
            <p className={styles.text}>{message.content}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
