import { lazy } from 'react';
import { useSnapshot } from 'valtio';
import { type ModalPayloads, modals } from '../../common/stores/modals.ts';
import { loadAgentCenterModal } from '../../features/agent-centre/lazy.ts';
import {
  loadAfterLoginModal,
  loadChangePasswordModal,
  loadForgotPasswordModal,
  loadLoginModal,
  loadRegisterModal,
} from '../../features/auth/lazy.ts';
import { loadGamePopupModal } from '../../features/lobby/lazy.ts';
import { loadMemberCenterModal } from '../../features/member-centre/lazy.ts';
import { loadNoticeModal } from '../../features/notices/lazy.ts';
import { loadChatRoomModal } from '../../features/support/lazy.ts';

// Every modal is its own chunk: none is needed to show a page, so none weighs on the first load.
// ModalHost fetches them ahead once the visitor starts to interact, so opening one still feels instant.
const loaders = {
  login: loadLoginModal,
  register: loadRegisterModal,
  forgot: loadForgotPasswordModal,
  changePassword: loadChangePasswordModal,
  notice: loadNoticeModal,
  afterLogin: loadAfterLoginModal,
  dialog: () => import('./DialogHost.tsx'),
};
const LoginModal = lazy(() => loaders.login().then((m) => ({ default: m.LoginModal })));
const RegisterModal = lazy(() => loaders.register().then((m) => ({ default: m.RegisterModal })));
const ForgotPasswordModal = lazy(() => loaders.forgot().then((m) => ({ default: m.ForgotPasswordModal })));
const ChangePasswordModal = lazy(() =>
  loaders.changePassword().then((m) => ({ default: m.ChangePasswordModal })),
);
const NoticeModal = lazy(() => loaders.notice().then((m) => ({ default: m.NoticeModal })));
const AfterLoginModal = lazy(() => loaders.afterLogin().then((m) => ({ default: m.AfterLoginModal })));
const DialogHost = lazy(() => loaders.dialog().then((m) => ({ default: m.DialogHost })));
const MemberCenterModal = lazy(loadMemberCenterModal);
const GamePopupModal = lazy(loadGamePopupModal);
const AgentCenterModal = lazy(loadAgentCenterModal);
const ChatRoomModal = lazy(loadChatRoomModal);

export function prefetchModals() {
  for (const load of Object.values(loaders)) load().catch(() => undefined);
}

/** The open modal (one at a time, by name) and the dialog above it; ModalHost gives the Suspense boundary. */
export function OpenModal() {
  const { open, payload, dialog } = useSnapshot(modals);
  return (
    <>
      {open === 'loginPopupModal' ? <LoginModal /> : null}
      {open === 'registerModal' ? (
        <RegisterModal payload={payload as ModalPayloads['registerModal']} />
      ) : null}
      {open === 'forgetPassModal' ? <ForgotPasswordModal /> : null}
      {open === 'changePassModal' ? (
        <ChangePasswordModal payload={payload as ModalPayloads['changePassModal']} />
      ) : null}
      {open === 'noticeModal' ? <NoticeModal /> : null}
      {open === 'afterLoginModal' ? <AfterLoginModal /> : null}
      {open === 'memberCenter' && payload ? (
        <MemberCenterModal page={(payload as ModalPayloads['memberCenter']).page} />
      ) : null}
      {open === 'agentCenter' && payload ? (
        <AgentCenterModal page={(payload as ModalPayloads['agentCenter']).page} />
      ) : null}
      {open === 'gamePopup' && payload ? (
        <GamePopupModal {...(payload as ModalPayloads['gamePopup'])} />
      ) : null}
      {open === 'chatRoom' ? <ChatRoomModal /> : null}
      {dialog ? <DialogHost /> : null}
    </>
  );
}
