import { LoginVerificationForm, type LoginVerificationValues } from '@playsite/forms';
import { Button } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { reportError } from '../../common/feedback/reportError.ts';
import { openAfterSignIn } from './afterSignIn.ts';
import { showRefusal } from './refusal.ts';
import { type NeedsVerification, sendLoginVerificationCode, submitLoginVerification } from './submit.ts';

/**
 * The login modal's extra step for a login from an IP the account never used (LOGINIPVERF3): a
 * code to the account's own number or address, or its bank account's holder name.
 */
export function LoginVerificationStep({
  pending,
  onBack,
}: {
  pending: NeedsVerification;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { verification, login } = pending;
  const methods = verification.methods.filter((method) => method !== 'authenticator');

  const onSendCode = async (method: 'mobile' | 'email') => {
    const sent = await sendLoginVerificationCode(login, method);
    if (sent.kind === 'sent') return sent.seconds;
    reportError(sent.error);
    return false as const;
  };

  const onSubmit = async ({ verifyType, verifyValue }: LoginVerificationValues) => {
    const outcome = await submitLoginVerification(login, verifyType, verifyValue);
    if (outcome.kind === 'loggedIn' || outcome.kind === 'mustChangePassword') {
      openAfterSignIn(outcome, navigate);
      return undefined;
    }
    return showRefusal(outcome);
  };

  return (
    <LoginVerificationForm
      methods={methods}
      mobile={verification.mobile}
      email={verification.email}
      onSendCode={onSendCode}
      onSubmit={onSubmit}
      footer={
        <Button variant="ghost" size="sm" onPress={onBack}>
          {t('forms:actions.backToLogin')}
        </Button>
      }
    />
  );
}
