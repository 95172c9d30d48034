import { Skeleton } from '@playsite/ui';
import { type ComponentType, Suspense, useId } from 'react';
import * as styles from './panel.css.ts';

/**
 * The open page of a side-menu centre (member centre, agent centre): its heading and its lazily
 * loaded body, with skeletons while the menu's texts or the page's code load.
 */
export function PanelSection({
  ready,
  heading,
  pageKey,
  Page,
}: {
  ready: boolean;
  heading: string;
  pageKey: string;
  Page: ComponentType;
}) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      {ready ? (
        <>
          <h3 id={headingId} className={styles.heading}>
            {heading}
          </h3>
          <Suspense
            fallback={
              <div aria-busy="true">
                <Skeleton lines={6} />
              </div>
            }
          >
            <Page key={pageKey} />
          </Suspense>
        </>
      ) : (
        <Skeleton lines={6} />
      )}
    </section>
  );
}
