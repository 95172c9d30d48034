import { clearAgent } from '../stores/agent.ts';
import { setMember } from '../stores/member.ts';
import { clearSession } from '../stores/session.ts';
import { clearVip } from '../stores/vip.ts';
import { clearWallet } from '../stores/wallet.ts';

/** Why a session ended: the member logged out, or the platform ended it (expired, elsewhere). */
export type SessionEndReason = 'logout' | 'ended';

const listeners = new Set<(reason: SessionEndReason) => void>();

/** The screen decides what follows an ended session (the app opens the login popup). */
export function onSessionEnd(listener: (reason: SessionEndReason) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets everything about the member (logout or a session the platform ended). */
export function endSession(reason: SessionEndReason) {
  clearSession();
  setMember(null);
  clearWallet();
  clearAgent();
  clearVip();
  for (const listener of listeners) listener(reason);
}
