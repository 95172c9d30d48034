import { clearAgent } from '../stores/agent.ts';
import { setMember } from '../stores/member.ts';
import { clearSession } from '../stores/session.ts';
import { clearVip } from '../stores/vip.ts';
import { clearWallet } from '../stores/wallet.ts';

/**
 * What happened to the session: the member logged out, the platform ended it (expired, signed in
 * elsewhere), or the platform refuses everything but a password change.
 */
export type SessionEvent = 'logout' | 'ended' | 'passwordChange';

const listeners = new Set<(event: SessionEvent) => void>();

/** The screen decides what follows (the app opens the login popup or the forced change). */
export function onSessionEvent(listener: (event: SessionEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announce(event: SessionEvent) {
  for (const listener of listeners) listener(event);
}

/** Forgets everything about the member (logout or a session the platform ended). */
export function endSession(reason: 'logout' | 'ended') {
  clearSession();
  setMember(null);
  clearWallet();
  clearAgent();
  clearVip();
  announce(reason);
}
