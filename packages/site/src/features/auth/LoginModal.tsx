import { Button, Modal } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { closeModal, openModal } from '../../shared/stores/modals.ts';
import { settings } from '../../shared/stores/settings.ts';
import { openAfterSignIn } from './afterSignIn.ts';
import { BannerImage } from './BannerImage.tsx';
import { LoginPanel } from './LoginPanel.tsx';
import { freePlay } from './login.ts';
import * as styles from './modals.css.ts';
import { SocialButtons } from './SocialButtons.tsx';

/** loginPopupModal: banner w_login, the login form, register and forgot links, free trial, social sign-in. */
export function LoginModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { flags } = useSnapshot(settings);
  const close = () => closeModal('loginPopupModal');

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && close()}
      title={t('login.title')}
      labels={{ close: t('actions.close') }}
    >
      <div className={styles.stack}>
        <BannerImage group="w_login" alt={t('login.banner')} />
        <LoginPanel
          smsEnabled={flags.MOBILEVERCODELOGIN3 === true}
          footer={
            <div className={styles.row}>
              <Button variant="ghost" size="sm" onPress={() => openModal('forgetPassModal')}>
                {t('login.forgotPassword')}
              </Button>
              <span className={styles.muted}>
                {t('login.noAccount')}{' '}
                <Button variant="ghost" size="sm" onPress={() => openModal('registerModal')}>
                  {t('login.registerNow')}
                </Button>
              </span>
            </div>
          }
        />
        {flags.FREEPLAY3 ? (
          <Button
            variant="outline"
            isFullWidth
            onPress={async () => {
              const outcome = await freePlay();
              if (outcome.kind === 'failed') return;
              openAfterSignIn(outcome);
              navigate('/');
            }}
          >
            {t('login.freeTrial')}
          </Button>
        ) : null}
        <SocialButtons />
      </div>
    </Modal>
  );
}
