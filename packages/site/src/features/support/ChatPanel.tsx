import { Button, EmptyState } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../common/i18n/index.ts';
import { openModal } from '../../common/stores/modals.ts';
import { ChatStatusLine } from './ChatStatusLine.tsx';
import { Composer } from './Composer.tsx';
import { MessageList } from './MessageList.tsx';
import * as styles from './support.css.ts';
import { useSupportChat } from './useSupportChat.ts';

/** A member's conversation: connection state, the messages (a live region) and the composer. */
export function ChatPanel() {
  const { t } = useTranslation('content');
  const { state, send, retryNow } = useSupportChat();
  if (state?.status === 'ended')
    return (
      <EmptyState
        title={t('support.ended')}
        action={
          <Button onPress={() => openModal('loginPopupModal', { onSignedIn: () => openModal('chatRoom') })}>
            {t('support.login')}
          </Button>
        }
        size="sm"
      />
    );
  return (
    <div className={styles.panel}>
      <ChatStatusLine state={state} onRetry={retryNow} />
      <MessageList
        messages={state?.messages ?? []}
        pending={state?.pending ?? []}
        online={state?.status === 'open'}
      />
      {state?.refused ? (
        <p role="alert" className={styles.text}>
          {t('support.refused', { text: state.refused.content })} {translateError(state.refused.code)}
        </p>
      ) : null}
      <Composer onSend={send} />
    </div>
  );
}
