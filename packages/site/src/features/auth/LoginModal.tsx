import { Button, Inline, Modal, Stack, Text } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { reportError } from '../../common/feedback/reportError.ts';
import { closeModal, openModal } from '../../common/stores/modals.ts';
import { settings } from '../../common/stores/settings.ts';
import { openAfterSignIn } from './afterSignIn.ts';
import { BannerImage } from './BannerImage.tsx';
import { LoginPanel } from './LoginPanel.tsx';
import { freePlay } from './login.ts';
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
      <Stack gap="4">
        <BannerImage group="w_login" alt={t('login.banner')} />
        <LoginPanel
          smsEnabled={flags.MOBILEVERCODELOGIN3 === true}
          footer={
            <Inline gap="3" align="center" justify="space-between">
              <Button variant="ghost" size="sm" onPress={() => openModal('forgetPassModal')}>
                {t('login.forgotPassword')}
              </Button>
              <Text isMuted>
                {t('login.noAccount')}{' '}
                <Button variant="ghost" size="sm" onPress={() => openModal('registerModal')}>
                  {t('login.registerNow')}
                </Button>
              </Text>
            </Inline>
          }
        />
        {flags.FREEPLAY3 ? (
          <Button
            variant="outline"
            isFullWidth
            onPress={async () => {
              const outcome = await freePlay();
              if (outcome.kind === 'failed') return reportError(outcome.error);
              openAfterSignIn(outcome, navigate);
            }}
          >
            {t('login.freeTrial')}
          </Button>
        ) : null}
        <SocialButtons />
      </Stack>
    </Modal>
  );
}
