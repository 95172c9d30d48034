import type { CallValue } from '@playsite/api';
import { Button, Select, sanitizeHtml, visuallyHidden } from '@playsite/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../common/api/platform.ts';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { formatTime } from '../../../common/panel/Money.tsx';
import { Pager } from '../../../common/panel/Pager.tsx';
import * as styles from '../../../common/panel/panel.css.ts';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';

type Message = CallValue<'messageList'>['list'][number];

/** Platform information: messages, unread first in bold; opening one marks it read. */
export default function Messages() {
  const { t } = useTranslation('wallet');
  const [filter, setFilter] = useState<'all' | 'unread'>('all');
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [readIds, setReadIds] = useState<ReadonlySet<string>>(new Set());
  const messages = useCallQuery('messageList', {
    pageNo,
    pageSize: 10,
    ...(filter === 'unread' ? { unreadOnly: 'true' as const } : {}),
  });

  const isRead = (message: Message) => message.read || readIds.has(String(message.messageId));
  const toggle = (message: Message) => {
    const id = String(message.messageId);
    setOpenId((current) => (current === id ? null : id));
    if (!isRead(message)) {
      setReadIds((ids) => new Set(ids).add(id));
      platform.call('readMessage', { messageId: id }).catch(() => undefined);
    }
  };

  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <Select
          label={t('messages.show')}
          size="sm"
          value={filter}
          onChange={(value) => {
            if (value !== 'all' && value !== 'unread') return;
            setFilter(value);
            setPageNo(1);
          }}
          options={[
            { value: 'all', label: t('messages.all') },
            { value: 'unread', label: t('messages.unreadOnly') },
          ]}
        />
        <Button
          variant="outline"
          size="sm"
          onPress={async () => {
            await platform.call('readMessage', {}).catch(() => undefined);
            messages.reload();
          }}
        >
          {t('messages.readAll')}
        </Button>
      </div>
      <Loaded
        state={messages}
        isEmpty={(value) => value.list.length === 0}
        emptyTitle={t('messages.emptyTitle')}
        emptyText={t(filter === 'unread' ? 'messages.emptyUnreadText' : 'messages.emptyText')}
      >
        {(page) => (
          <>
            <p className={styles.muted}>{t('messages.unreadCount', { count: page.unread })}</p>
            <ul className={styles.stack} aria-label={t('pages.messageV2')}>
              {page.list.map((message) => {
                const id = String(message.messageId);
                const open = openId === id;
                const read = isRead(message);
                return (
                  <li key={id} className={styles.card}>
                    <button
                      type="button"
                      className={styles.messageToggle}
                      aria-expanded={open}
                      aria-controls={`message-${id}`}
                      onClick={() => toggle(message)}
                    >
                      <span className={read ? undefined : styles.unread}>
                        {read ? null : <span className={visuallyHidden}>{t('messages.unread')}: </span>}
                        {message.title}
                      </span>
                      <span className={styles.muted}>
                        {t(`messages.category.${message.category}`)} · {formatTime(message.createTime)}
                      </span>
                    </button>
                    {open ? (
                      <div
                        id={`message-${id}`}
                        dangerouslySetInnerHTML={{ __html: sanitizeHtml(message.content) }}
                      />
                    ) : null}
                  </li>
                );
              })}
            </ul>
            <Pager page={page.pageNum} pageCount={page.totalPages} onPageChange={setPageNo} />
          </>
        )}
      </Loaded>
    </div>
  );
}
