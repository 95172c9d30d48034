import { Button } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import type { ChatState } from './connection.ts';
import * as styles from './support.css.ts';

/** The connection in words (a polite status): connecting, connected to which channel, or reconnecting. */
export function ChatStatusLine({ state, onRetry }: { state: ChatState | undefined; onRetry: () => void }) {
  const { t } = useTranslation('content');
  const status = state?.status ?? 'connecting';
  const text =
    status === 'open'
      ? t(state?.channel === 'vip' ? 'support.connectedVip' : 'support.connected')
      : status === 'reconnecting'
        ? t('support.reconnecting')
        : t('support.connecting');
  return (
    <div className={styles.status}>
      <p role="status" className={styles.text}>
        {text}
      </p>
      {status === 'reconnecting' ? (
        <Button size="sm" variant="ghost" onPress={onRetry}>
          {t('support.retry')}
        </Button>
      ) : null}
    </div>
  );
}
