import { Spinner } from '@playsite/ui';
import { useEffect, useState } from 'react';
import * as styles from './frame.css.ts';

/** A game page in a frame, with a spinner until it has loaded. */
export function GameFrameView({
  url,
  title,
  loadingLabel,
}: {
  url: string;
  title: string;
  loadingLabel: string;
}) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => setLoaded(false), [url]);
  return (
    <div className={styles.stage} aria-busy={!loaded || undefined}>
      <iframe
        className={styles.frame}
        src={url}
        title={title}
        allow="fullscreen; autoplay"
        onLoad={() => setLoaded(true)}
      />
      {loaded ? null : (
        <div className={styles.loading}>
          <Spinner size="lg" label={loadingLabel} />
        </div>
      )}
    </div>
  );
}
