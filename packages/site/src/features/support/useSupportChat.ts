import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../../common/stores/session.ts';
import { type ChatState, SupportConnection, socketUrl } from './connection.ts';

const reading = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * The member's live chat while the window is open: the connection's state, `send` and `markRead`.
 * The socket closes with the window; coming back online or to the page retries at once.
 */
export function useSupportChat() {
  const { token, account, merchant } = useSnapshot(session);
  const connection = useRef<SupportConnection | undefined>(undefined);
  const [state, setState] = useState<ChatState | undefined>(undefined);

  useEffect(() => {
    if (!token) return;
    const chat = new SupportConnection({
      url: socketUrl(window.location),
      merchant,
      account: account ?? '',
      token,
      storage: sessionStorage,
      onChange: setState,
      isReading: reading,
    });
    connection.current = chat;
    setState(chat.current);
    chat.start();
    const retry = () => chat.retryNow();
    const visible = () => {
      if (!reading()) return;
      chat.retryNow();
      chat.markRead();
    };
    window.addEventListener('online', retry);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('online', retry);
      document.removeEventListener('visibilitychange', visible);
      chat.stop();
      connection.current = undefined;
    };
  }, [token, account, merchant]);

  return {
    state,
    send: (content: string) => connection.current?.send(content),
    retryNow: () => connection.current?.retryNow(),
  };
}
