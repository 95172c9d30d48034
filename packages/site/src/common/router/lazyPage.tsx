import { Button, EmptyState, Spinner } from '@playsite/ui';
import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './lazyPage.css.ts';

/** A page chunk not arrived after 120 s has failed (docs/product.md § Constants and limits). */
export const chunkLoadTimeoutMs = 120_000;

export interface PageModule {
  Component: ComponentType;
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

type PageLoader = () => Promise<PageModule>;

/** Page modules already loaded (ahead by preloadPage, or on an earlier visit). */
const loadedPages = new WeakMap<PageLoader, PageModule>();

/** Loads a page module and keeps it, so that its route renders at once instead of suspending. */
export function loadPage(load: PageLoader): Promise<PageModule> {
  return load().then((module) => {
    loadedPages.set(load, module);
    return module;
  });
}

/**
 * A route element whose page module (exporting `Component`) loads on first visit, with a
 * spinner meanwhile and a localised failure with a retry when the chunk cannot be loaded.
 * A module loaded ahead renders without suspending: React holds back the content that replaces
 * a just-shown fallback (up to 300 ms), which would delay the page's first paint for nothing.
 */
export function lazyPage(load: PageLoader): ReactNode {
  const LazyPage = lazy(() => withTimeout(loadPage(load)).then((module) => ({ default: module.Component })));
  function Page() {
    const loaded = loadedPages.get(load);
    return loaded ? <loaded.Component /> : <LazyPage />;
  }
  return (
    <PageLoadBoundary>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </PageLoadBoundary>
  );
}
