import { Pagination } from '@playsite/ui';
import { useTranslation } from 'react-i18next';

/** The ui Pagination (page range 3, margin pages 1) with translated labels; nothing for one page. */
export function Pager({
  page,
  pageCount,
  onPageChange,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation('wallet');
  const common = useTranslation().t;
  if (pageCount <= 1) return null;
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      onPageChange={onPageChange}
      size="sm"
      labels={{
        navigation: t('table.pages'),
        previous: common('pagination.previous'),
        next: common('pagination.next'),
        first: common('pagination.first'),
        last: common('pagination.last'),
        page: common('pagination.page'),
        morePages: common('pagination.morePages'),
      }}
    />
  );
}
