import { clearAgent } from '../stores/agent.ts';
import { setMember } from '../stores/member.ts';
import { closeModal, openModal } from '../stores/modals.ts';
import { clearSession } from '../stores/session.ts';
import { clearVip } from '../stores/vip.ts';
import { clearWallet } from '../stores/wallet.ts';

/** Forgets everything about the member (logout or a session the platform ended). */
export function endSession({ openLogin }: { openLogin: boolean }) {
  clearSession();
  setMember(null);
  clearWallet();
  clearAgent();
  clearVip();
  closeModal();
  if (openLogin) openModal('loginPopupModal');
}
