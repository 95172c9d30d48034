import { type Notice as NoticeEntry, NoticeList, sanitizeHtml } from '@playsite/ui';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { loadNotices } from './notices.ts';
import { notices } from './store.ts';

/** The player notices in pages of 9, each expanding to its sanitised HTML. */
export function PlayerNotices({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const { value } = useSnapshot(notices);
  useEffect(() => {
    loadNotices();
  }, []);
  const entries: NoticeEntry[] = useMemo(
    () =>
      (value.player ?? []).map((n) => ({ id: String(n.id), title: n.title, html: sanitizeHtml(n.content) })),
    [value.player],
  );
  return (
    <NoticeList
      notices={entries}
      headingLevel={headingLevel}
      labels={{ list: t('notice.title'), empty: t('notice.empty') }}
      paginationLabels={{
        navigation: t('notice.pagination'),
        previous: t('pagination.previous'),
        next: t('pagination.next'),
        first: t('pagination.first'),
        last: t('pagination.last'),
        page: t('pagination.page'),
        morePages: t('pagination.morePages'),
      }}
    />
  );
}
