import { isPlatformError } from '@playsite/api';
import { HeaderLoginForm, type HeaderLoginValues } from '@playsite/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorText, untoldErrorText } from '../../common/panel/errorText.ts';
import { openModal, showDialog } from '../../common/stores/modals.ts';

/** The login code (platform login, cookies, after-login steps) loads on first focus or submit. */
const loadHeaderLogin = () => import('./headerLogin.ts');

/** Guests: the inline login form (on phones Log in opens the login modal), register, forgot password. */
export function GuestActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (values: HeaderLoginValues) => {
    setPending(true);
    setError(undefined);
    try {
      const { headerLogin, openAfterSignIn } = await loadHeaderLogin();
      const outcome = await headerLogin(values);
      if (outcome.kind === 'loggedIn' || outcome.kind === 'mustChangePassword') {
        openAfterSignIn(outcome, navigate);
      } else if (outcome.kind === 'needsCaptcha') {
        const openLogin = () =>
          openModal('loginPopupModal', { prefill: { ...outcome.prefill, captcha: true } });
        // The reason first, then the modal: a dialog opened together with a modal ends up behind it.
        const reason =
          isPlatformError(outcome.error) && !outcome.error.silent ? errorText(outcome.error) : undefined;
        if (reason) showDialog({ message: reason, onConfirm: openLogin });
        else openLogin();
      } else if (outcome.kind === 'needsVerification') openModal('loginPopupModal');
      else setError(untoldErrorText(outcome.error));
    } catch {
      // The login code could not be fetched.
      setError(t('feedback.network'));
    } finally {
      setPending(false);
    }
  };

  return (
    <HeaderLoginForm
      onSubmit={submit}
      onOpenLogin={() => openModal('loginPopupModal')}
      onRegister={() => openModal('registerModal')}
      onForgotPassword={() => openModal('forgetPassModal')}
      onFocus={() => {
        loadHeaderLogin().catch(() => undefined);
      }}
      isPending={pending}
      error={error}
      labels={{
        form: t('account.login'),
        username: t('forms:labels.username'),
        password: t('forms:labels.password'),
        login: t('account.login'),
        pending: t('login.pending'),
        register: t('account.register'),
        forgotPassword: t('login.forgotPassword'),
        missingFields: t('forms:validation.enterUsernameAndPassword'),
      }}
    />
  );
}
