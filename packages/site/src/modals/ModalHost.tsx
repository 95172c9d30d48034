import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { type ModalPayloads, modals } from '../stores/modals.ts';

// Every modal is its own chunk: none is needed to show a page, so none weighs on the first load.
// They are fetched ahead once the visitor starts to interact, so opening one still feels instant.
const loaders = {
  login: () => import('./LoginModal.tsx'),
  register: () => import('./RegisterModal.tsx'),
  forgot: () => import('./ForgotPasswordModal.tsx'),
  changePassword: () => import('./ChangePasswordModal.tsx'),
  notice: () => import('./NoticeModal.tsx'),
  afterLogin: () => import('./AfterLoginModal.tsx'),
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
const MemberCenterModal = lazy(() => import('../memberCenter/MemberCenterModal.tsx'));
const GamePopupModal = lazy(() => import('../lobby/GamePopupModal.tsx'));

/** The first pointer move, touch, key or scroll: the visitor is about to do something. */
const intentEvents = ['pointermove', 'pointerdown', 'keydown', 'scroll'] as const;

function usePrefetchOnIntent() {
  useEffect(() => {
    const prefetch = () => {
      stop();
      for (const load of Object.values(loaders)) load().catch(() => undefined);
    };
    const stop = () => {
      for (const name of intentEvents) window.removeEventListener(name, prefetch);
    };
    for (const name of intentEvents) window.addEventListener(name, prefetch, { passive: true });
    return stop;
  }, []);
}

/** Back from a social sign-in provider (/index?socialCallback=…): its code loads only then. */
function useSocialCallback() {
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has('socialCallback')) return;
    import('../account/social.ts').then((social) => social.completeSocialSignIn()).catch(() => undefined);
  }, []);
}

/** The open modal (one at a time, by name) and the dialog above it. */
export function ModalHost() {
  const { open, payload, dialog } = useSnapshot(modals);
  usePrefetchOnIntent();
  useSocialCallback();
  return (
    <Suspense fallback={null}>
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
      {open === 'gamePopup' && payload ? (
        <GamePopupModal {...(payload as ModalPayloads['gamePopup'])} />
      ) : null}
      {dialog ? <DialogHost /> : null}
    </Suspense>
  );
}
