import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { type ModalPayloads, modals } from '../stores/modals.ts';
import { AfterLoginModal } from './AfterLoginModal.tsx';
import { ChangePasswordModal } from './ChangePasswordModal.tsx';
import { DialogHost } from './DialogHost.tsx';
import { ForgotPasswordModal } from './ForgotPasswordModal.tsx';
import { LoginModal } from './LoginModal.tsx';
import { NoticeModal } from './NoticeModal.tsx';
import { RegisterModal } from './RegisterModal.tsx';

// Lazy: the member centre and the game list popup are large and opened by few visits.
const MemberCenterModal = lazy(() => import('../memberCenter/MemberCenterModal.tsx'));
const GamePopupModal = lazy(() => import('../lobby/GamePopupModal.tsx'));

/** The open modal (one at a time, by name) and the dialog above it. */
export function ModalHost() {
  const { open, payload } = useSnapshot(modals);
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
      <Suspense fallback={null}>
        {open === 'memberCenter' && payload ? (
          <MemberCenterModal page={(payload as ModalPayloads['memberCenter']).page} />
        ) : null}
        {open === 'gamePopup' && payload ? (
          <GamePopupModal {...(payload as ModalPayloads['gamePopup'])} />
        ) : null}
      </Suspense>
      <DialogHost />
    </>
  );
}
