import { RegisterForm, type RegisterFormValues } from '@playsite/forms';
import { Button, Modal, Spinner, Stack, Text } from '@playsite/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { countries } from '../../common/account/countries.ts';
import { loadRegisterSettings } from '../../common/account/system.ts';
import { platform } from '../../common/api/platform.ts';
import { closeModal, type ModalPayloads, openModal, showDialog } from '../../common/stores/modals.ts';
import { settings } from '../../common/stores/settings.ts';
import { openAfterSignIn } from './afterSignIn.ts';
import { BannerImage } from './BannerImage.tsx';
import { codeSender } from './codeSender.ts';
import { showRefusal } from './refusal.ts';
import { submitRegister } from './submit.ts';
import { useCaptcha } from './useCaptcha.ts';

const sendRegisterCode = codeSender('register');

/** An affiliate code from the URL is checked once: accepted codes stay hidden, others show with an error. */
function useAffiliateCheck(code: string | undefined) {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState<boolean | undefined>(code ? undefined : false);
  useEffect(() => {
    if (!code) return;
    platform.call('affiliateCheck', { affiliateCode: code }).then(
      () => setAccepted(true),
      () => {
        setAccepted(false);
        showDialog({ title: t('dialog.warning'), message: t('register.invitationCodeError') });
      },
    );
  }, [code, t]);
  return accepted;
}

/** registerModal: banner w_register, username / mobile tabs with fields from the server's settings. */
export function RegisterModal({ payload }: { payload: ModalPayloads['registerModal'] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { flags, register, imageHost } = useSnapshot(settings);
  const captcha = useCaptcha();
  const affiliateAccepted = useAffiliateCheck(payload?.affiliateCode);
  const close = () => closeModal('registerModal');
  const captchaOn = register?.captcha?.enabled === true;

  useEffect(() => {
    loadRegisterSettings();
  }, []);
  useEffect(() => {
    if (captchaOn) captcha.refresh();
  }, [captchaOn, captcha.refresh]);

  const onSubmit = async ({ registerType, countryCode: _, ...values }: RegisterFormValues) => {
    const outcome = await submitRegister(
      {
        ...values,
        username: values.username ?? '',
        password: values.password ?? '',
        confirmPassword: values.confirmPassword ?? '',
      },
      registerType === 'mobile',
    );
    if (outcome.kind === 'loggedIn' || outcome.kind === 'mustChangePassword') {
      openAfterSignIn(outcome, navigate);
      return undefined;
    }
    if (captchaOn) captcha.refresh();
    return showRefusal(outcome);
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && close()}
      title={t('register.title')}
      labels={{ close: t('actions.close') }}
    >
      <Stack gap="4">
        <BannerImage group="w_register" alt={t('register.banner')} />
        {register && affiliateAccepted !== undefined ? (
          <RegisterForm
            settings={register}
            onSubmit={onSubmit}
            usernameRegistration={flags.USERNAMEREG3 !== false}
            mobileRegistration={flags.MOBILENUMREG3 === true}
            smsVerification={flags.REGMOBVERF3 === true}
            mobilePassword={flags.MOBILENUMPASSREG3 === true}
            onSendCode={sendRegisterCode}
            countries={countries}
            flagHost={imageHost}
            captchaImage={captchaOn ? captcha.image : undefined}
            onRefreshCaptcha={captcha.refresh}
            referralCode={payload?.referralCode}
            affiliateCode={payload?.affiliateCode}
            affiliateCodeAccepted={affiliateAccepted}
            onTabChange={() => captchaOn && captcha.refresh()}
          />
        ) : (
          <Spinner label={t('feedback.loading')} />
        )}
        <Text as="p" isMuted marginBlock="0">
          {t('register.haveAccount')}{' '}
          <Button variant="ghost" size="sm" onPress={() => openModal('loginPopupModal')}>
            {t('register.loginNow')}
          </Button>
        </Text>
      </Stack>
    </Modal>
  );
}
