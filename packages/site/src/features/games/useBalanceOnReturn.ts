import { useEffect } from 'react';
import { refreshBalance } from '../../common/account/member.ts';

/** Message a game page may post to the site after a round (same origin only). */
export const balanceChangedMessage = 'playsite:balance-changed';

/**
 * Keeps the header balance true while a game is open: refreshed when the player comes back to
 * the site window (focus), when a same-origin game says a round settled, and on leaving /game.
 */
export function useBalanceOnReturn() {
  useEffect(() => {
    const onFocus = () => {
      refreshBalance();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.data?.type === balanceChangedMessage)
        refreshBalance();
    };
    window.addEventListener('focus', onFocus);
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('message', onMessage);
      refreshBalance();
    };
  }, []);
}
