import { Button, EmptyState, Skeleton } from '@playsite/ui';
import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './panel.css.ts';
import type { CallState } from './useCallQuery.ts';

interface LoadedProps<T> {
  state: CallState<T> & { reload: () => void };
  /** No records: say what to do next. */
  isEmpty?: (data: T) => boolean;
  emptyTitle?: string;
  emptyText?: string;
  emptyAction?: ReactNode;
  children: (data: T) => ReactNode;
}

/** A page's data: skeleton while loading, the translated error with a retry, an empty state, or the content. */
export function Loaded<T>({ state, isEmpty, emptyTitle, emptyText, emptyAction, children }: LoadedProps<T>) {
  const { t } = useTranslation('wallet');
  // Answers arrive as urgent updates (the query store is an external store): a new answer renders
  // at transition priority, in slices that let taps and paints through, not in one long task. The
  // first one replaces the skeleton at once: it is what the player is waiting for (and the page's
  // largest paint).
  const deferred = useDeferredValue(state.data);
  const data = deferred ?? state.data;
  if (state.status === 'error') {
    return (
      <EmptyState
        title={t('state.errorTitle')}
        text={state.message}
        action={
          <Button variant="outline" onPress={state.reload}>
            {t('state.retry')}
          </Button>
        }
        size="sm"
      />
    );
  }
  if (data === undefined) {
    return (
      <div className={styles.stack} aria-busy="true">
        <Skeleton lines={4} />
        <Skeleton shape="rect" width="100%" />
      </div>
    );
  }
  if (isEmpty?.(data) && emptyTitle) {
    return <EmptyState title={emptyTitle} text={emptyText} action={emptyAction} size="sm" />;
  }
  return <>{children(data)}</>;
}
