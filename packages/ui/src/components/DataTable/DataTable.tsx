import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { Skeleton } from '../Skeleton';
import * as styles from './DataTable.css';

export const dataTableAligns = ['start', 'end'] as const;
export type DataTableAlign = (typeof dataTableAligns)[number];

export interface DataTableColumn<Row> {
  id: string;
  header: string;
  /** `end` for amounts and counts, so that digits line up. */
  align?: DataTableAlign;
  cell: (row: Row) => ReactNode;
}

export interface DataTableProps<Row> {
  /** Names the table (and its scroll region) for assistive technology. */
  caption: string;
  /** Show the caption on screen as well. */
  showCaption?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Rows are loading: skeleton rows stand in for them and the table is marked busy. */
  isLoading?: boolean;
  /** Shown instead of the table when there are no rows and nothing is loading, e.g. an EmptyState. */
  empty?: ReactNode;
  /** Skeleton rows while loading. */
  loadingRows?: number;
}

/**
 * A read-only table of records (transactions, bets, messages). A real `<table>`, so screen
 * readers announce headers per cell; it scrolls sideways in a focusable region on narrow screens.
 */
export function DataTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  isLoading = false,
  empty,
  loadingRows = 5,
}: DataTableProps<Row>) {
  if (!isLoading && rows.length === 0 && empty) return <>{empty}</>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
    <section className={styles.scroller} aria-label={caption} tabIndex={0}>
      <table className={styles.table} aria-busy={isLoading || undefined}>
        {showCaption ? (
          <caption className={styles.caption}>{caption}</caption>
        ) : (
          <VisuallyHidden elementType="caption">{caption}</VisuallyHidden>
        )}
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={styles.cell({ align: column.align ?? 'start', head: true })}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {isLoading && rows.length === 0
            ? Array.from({ length: loadingRows }, (_, index) => (
                <tr key={`loading-${index}`} className={styles.row}>
                  {columns.map((column) => (
                    <td
                      key={column.id}
                      className={styles.cell({ align: column.align ?? 'start', head: false })}
                    >
                      <Skeleton />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => (
                <tr key={rowKey(row)} className={styles.row}>
                  {columns.map((column) => (
                    <td
                      key={column.id}
                      className={styles.cell({ align: column.align ?? 'start', head: false })}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </section>
  );
}
