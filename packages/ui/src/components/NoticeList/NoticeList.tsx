import { useState } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import type { SafeHtml } from '../../html';
import { ChevronDownIcon } from '../../icons';
import { Pagination, type PaginationLabels } from '../Pagination';
import * as styles from './NoticeList.css';

export interface Notice {
  id: string;
  title: string;
  /** Notice body: server HTML passed through `sanitizeHtml`. */
  html: SafeHtml;
  /** Display date, already formatted. */
  date?: string;
}

export interface NoticeListLabels {
  /** Accessible name of the list. */
  list: string;
  empty: string;
}

export const defaultNoticeListLabels: NoticeListLabels = {
  list: 'Notifications',
  empty: 'No notifications yet',
};

/** docs/product.md § Notices: the notice page shows 9 entries a page. */
export const noticePageSize = 9;

export interface NoticeListProps {
  notices: Notice[];
  /** Current page (1-based) when controlled; otherwise the list keeps its own page. */
  page?: number;
  onPageChange?: (page: number) => void;
  pageSize?: number;
  /** Heading level of each notice title. */
  headingLevel?: 2 | 3 | 4;
  labels?: Partial<NoticeListLabels>;
  paginationLabels?: Partial<PaginationLabels>;
}

/** Notices in pages of 9; each entry expands to show its (pre-sanitised) HTML content. */
export function NoticeList({
  notices,
  page,
  onPageChange,
  pageSize = noticePageSize,
  headingLevel = 2,
  labels,
  paginationLabels = { navigation: 'Notification pages' },
}: NoticeListProps) {
  const text = { ...defaultNoticeListLabels, ...labels };
  const [ownPage, setOwnPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(notices.length / pageSize));
  const current = Math.min(Math.max(1, page ?? ownPage), pageCount);
  const shown = notices.slice((current - 1) * pageSize, current * pageSize);
  const changePage = (next: number) => {
    setOwnPage(next);
    onPageChange?.(next);
  };

  if (notices.length === 0) return <p className={styles.empty}>{text.empty}</p>;

  return (
    <section className={styles.root} aria-label={text.list}>
      {/* Keyed by page so that a new page starts with every entry collapsed. */}
      <DisclosureGroup allowsMultipleExpanded className={styles.list} key={current}>
        {shown.map((notice) => (
          <Disclosure key={notice.id} id={notice.id} className={styles.entry}>
            <Heading level={headingLevel} className={styles.heading}>
              <Button slot="trigger" className={styles.trigger}>
                <span className={styles.title}>{notice.title}</span>
                {notice.date ? <span className={styles.date}>{notice.date}</span> : null}
                <ChevronDownIcon className={styles.chevron} />
              </Button>
            </Heading>
            <DisclosurePanel className={styles.panel}>
              {/* The caller passes HTML it has already sanitised (DOMPurify in the site). */}
              <div className={styles.content} dangerouslySetInnerHTML={{ __html: notice.html }} />
            </DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
      {pageCount > 1 ? (
        <Pagination
          pageCount={pageCount}
          page={current}
          onPageChange={changePage}
          labels={paginationLabels}
        />
      ) : null}
    </section>
  );
}
