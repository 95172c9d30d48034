import { proxy, ref } from 'valtio';
import type { MemberCenterPage } from './memberCenterPages.ts';

export const modalNames = [
  'loginPopupModal',
  'registerModal',
  'forgetPassModal',
  'changePassModal',
  'noticeModal',
  'afterLoginModal',
  'memberCenter',
  'agentCenter',
  'gamePopup',
  'chatRoom',
] as const;
export type ModalName = (typeof modalNames)[number];

export interface ModalPayloads {
  /** `prefill`: what the user typed elsewhere (the header form), so nothing is lost; `captcha` shows it at once. */
  loginPopupModal:
    | {
        prefill?: { username: string; password?: string; captcha?: boolean };
        /** What the sign-in is for (open the game the guest tapped): done instead of going home. */
        onSignedIn?: () => void;
      }
    | undefined;
  registerModal: { referralCode?: string; affiliateCode?: string } | undefined;
  forgetPassModal: undefined;
  /** `forced`: the user cannot skip it (weak or expired password). */
  changePassModal: { forced: boolean; oldPassword?: string } | undefined;
  noticeModal: undefined;
  afterLoginModal: undefined;
  memberCenter: { page: MemberCenterPage };
  /** A page of the agent centre (features/agent-centre/menu.ts); an unknown one shows the overview. */
  agentCenter: { page: string };
  /** A VASSALAGE vendor's own game list (docs/product.md § Game popup). */
  gamePopup: { vendor: string; title: string };
  /** Live support (features/support): live chat, or the VIP channel for rank level above 4. */
  chatRoom: undefined;
}

// The page list lives in its own module: only the member centre's menu (loaded lazily) needs it at run time.
export type { MemberCenterPage } from './memberCenterPages.ts';

/** A warning (one button) or a confirmation (confirm and cancel) on top of any modal. */
export interface Dialog {
  kind?: 'warning' | 'confirm';
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm?: () => void | Promise<void>;
}

interface ModalState {
  open: ModalName | null;
  payload: ModalPayloads[ModalName];
  dialog: Dialog | null;
}

export const modals = proxy<ModalState>({ open: null, payload: undefined, dialog: null });

export function openModal<N extends ModalName>(name: N, payload?: ModalPayloads[N]) {
  modals.open = name;
  modals.payload = payload ? ref(payload) : undefined;
}

export function closeModal(name?: ModalName) {
  if (name && modals.open !== name) return;
  modals.open = null;
  modals.payload = undefined;
}

export function showDialog(dialog: Dialog) {
  modals.dialog = ref(dialog);
}

export function closeDialog() {
  modals.dialog = null;
}
