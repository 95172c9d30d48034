import { Button, EmptyState, Spinner } from '@playsite/ui';
import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './lazyPage.css.ts';

/** SPEC.md §9: a page chunk that has not arrived after 120 s counts as failed. */
export const chunkLoadTimeoutMs = 120_000;

export interface PageModule {
  Component: ComponentType;
  /** Starts what the page will ask for first, given the address's query (see main.tsx). */
  prefetch?: (search: URLSearchParams) => void;
}

export function withTimeout<T>(promise: Promise<T>, ms = chunkLoadTimeoutMs): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('chunk load timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading}>
      <Spinner label={t('feedback.loading')} />
    </div>
  );
}

function PageLoadFailed() {
  const { t } = useTranslation('errors');
  const { t: common } = useTranslation();
  return (
    <EmptyState
      title={t('chunk.load.failed')}
      headingLevel={2}
      action={<Button onPress={() => window.location.reload()}>{common('actions.retry')}</Button>}
    />
  );
}

class PageLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <PageLoadFailed /> : this.props.children;
  }
}

/**
 * A route element whose page module (exporting `Component`) loads on first visit, with a
 * spinner meanwhile and a localised failure with a retry when the chunk cannot be loaded.
 */
export function lazyPage(load: () => Promise<PageModule>): ReactNode {
  const Page = lazy(() => withTimeout(load()).then((module) => ({ default: module.Component })));
  return (
    <PageLoadBoundary>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </PageLoadBoundary>
  );
}
