import type { RecipeVariants } from '@vanilla-extract/recipes';
import { useState } from 'react';
import { Button, VisuallyHidden } from 'react-aria-components';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons';
import type { Size } from '../../styles/vocabulary';
import * as styles from './Pagination.css';
import { defaultMarginPages, defaultPageRange, paginationItems } from './paginationItems';

export type PaginationSize = NonNullable<NonNullable<RecipeVariants<typeof styles.button>>['size']>;
export const paginationSizes = ['sm', 'md'] as const satisfies readonly (PaginationSize & Size)[];

export interface PaginationLabels {
  /** Name of the navigation landmark. */
  navigation: string;
  previous: string;
  next: string;
  first: string;
  last: string;
  /** Name of a page button; `{page}` is replaced by the page number. */
  page: string;
  /** Text read for an ellipsis. */
  morePages: string;
}

export const defaultPaginationLabels: PaginationLabels = {
  navigation: 'Pagination',
  previous: 'Previous page',
  next: 'Next page',
  first: 'First page',
  last: 'Last page',
  page: 'Page {page}',
  morePages: 'More pages',
};

export interface PaginationProps {
  pageCount: number;
  /** Current page, 1-based (controlled). */
  page?: number;
  /** Initial page, 1-based (uncontrolled). */
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  /** Pages shown around the current page (docs/product.md § Constants and limits: 3). */
  pageRange?: number;
  /** Pages always shown at each end (docs/product.md § Constants and limits: 1). */
  marginPages?: number;
  /** Show "first" and "last" buttons. */
  showFirstLast?: boolean;
  /** Hide the "previous" and "next" buttons. */
  hidePrevNext?: boolean;
  size?: PaginationSize;
  labels?: Partial<PaginationLabels>;
}

/** Page navigation: margin pages, a window around the current page, ellipses for the gaps. */
export function Pagination({
  pageCount,
  page,
  defaultPage = 1,
  onPageChange,
  pageRange = defaultPageRange,
  marginPages = defaultMarginPages,
  showFirstLast = false,
  hidePrevNext = false,
  size = 'md',
  labels,
}: PaginationProps) {
  const text = { ...defaultPaginationLabels, ...labels };
  const [uncontrolledPage, setUncontrolledPage] = useState(defaultPage);
  const count = Math.max(0, Math.floor(pageCount));
  const current = Math.min(Math.max(page ?? uncontrolledPage, 1), Math.max(count, 1));
  if (count === 0) return null;

  const go = (target: number) => {
    if (target === current || target < 1 || target > count) return;
    if (page === undefined) setUncontrolledPage(target);
    onPageChange?.(target);
  };
  const items = paginationItems({ pageCount: count, currentPage: current, pageRange, marginPages });
  const step = styles.button({ size, kind: 'step' });

  return (
    <nav aria-label={text.navigation} className={styles.root}>
      <ul className={styles.list}>
        {showFirstLast ? (
          <li>
            <Button className={step} isDisabled={current === 1} onPress={() => go(1)}>
              {text.first}
            </Button>
          </li>
        ) : null}
        {hidePrevNext ? null : (
          <li>
            <Button
              className={step}
              aria-label={text.previous}
              isDisabled={current === 1}
              onPress={() => go(current - 1)}
            >
              <ChevronLeftIcon />
            </Button>
          </li>
        )}
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={item.key} className={styles.ellipsis({ size })}>
              <span aria-hidden="true">…</span>
              <VisuallyHidden>{text.morePages}</VisuallyHidden>
            </li>
          ) : (
            <li key={item.page}>
              <Button
                className={styles.button({ size, kind: 'page' })}
                aria-label={text.page.replaceAll('{page}', String(item.page))}
                aria-current={item.page === current ? 'page' : undefined}
                onPress={() => go(item.page)}
              >
                {item.page}
              </Button>
            </li>
          ),
        )}
        {hidePrevNext ? null : (
          <li>
            <Button
              className={step}
              aria-label={text.next}
              isDisabled={current === count}
              onPress={() => go(current + 1)}
            >
              <ChevronRightIcon />
            </Button>
          </li>
        )}
        {showFirstLast ? (
          <li>
            <Button className={step} isDisabled={current === count} onPress={() => go(count)}>
              {text.last}
            </Button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
