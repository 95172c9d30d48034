import { ForgotPasswordForm, type ForgotPasswordValues } from '@playsite/forms';
import { Button, Modal } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { countries } from '../../common/account/countries.ts';
import { closeModal, openModal, showDialog } from '../../common/stores/modals.ts';
import { settings } from '../../common/stores/settings.ts';
import { openAfterSignIn } from './afterSignIn.ts';
import { codeSender } from './codeSender.ts';
import { showRefusal } from './refusal.ts';
import { submitForgotByEmail, submitResetByPhone } from './submit.ts';

const sendResetCode = codeSender('login');

/** forgetPassModal: by e-mail; by mobile code when CHNGPASSVERIF3 is on (then logged in at once). */
export function ForgotPasswordModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { flags, register, imageHost } = useSnapshot(settings);
  const close = () => closeModal('forgetPassModal');

  const onSubmit = async (values: ForgotPasswordValues) => {
    if (values.type === 'email') {
      const outcome = await submitForgotByEmail({
        username: values.username.trim(),
        email: values.email.trim(),
      });
      if (outcome.kind !== 'done') return showRefusal(outcome);
      // The reset mail is on its way: say so (key in_been_out).
      close();
      showDialog({ title: t('dialog.notice'), message: t('in_been_out') });
      return undefined;
    }
    const outcome = await submitResetByPhone({
      mobileNum: values.mobileNum,
      countryDialingCode: values.countryDialingCode,
      verificationCode: values.verificationCode,
      newPassword: values.newPassword,
    });
    // Reset, but no session came back: log in with the new password.
    if (outcome.kind === 'done') openModal('loginPopupModal');
    else if (outcome.kind === 'loggedIn' || outcome.kind === 'mustChangePassword')
      openAfterSignIn(outcome, navigate);
    else return showRefusal(outcome);
    return undefined;
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && close()}
      title={t('forgot.title')}
      labels={{ close: t('actions.close') }}
    >
      <ForgotPasswordForm
        onSubmit={onSubmit}
        mobileEnabled={flags.CHNGPASSVERIF3 === true}
        onSendCode={sendResetCode}
        countries={countries}
        flagHost={imageHost}
        passwordSetting={register?.password}
        footer={
          <Button variant="ghost" size="sm" onPress={() => openModal('loginPopupModal')}>
            {t('register.loginNow')}
          </Button>
        }
      />
    </Modal>
  );
}
