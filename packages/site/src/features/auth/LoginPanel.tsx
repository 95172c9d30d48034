import { LoginForm, type LoginValues } from '@playsite/forms';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { countries } from '../../common/account/countries.ts';
import { type ModalPayloads, modals } from '../../common/stores/modals.ts';
import { settings } from '../../common/stores/settings.ts';
import { openAfterSignIn } from './afterSignIn.ts';
import { codeSender } from './codeSender.ts';
import { remembered, rememberedMobile } from './cookies.ts';
import { LoginVerificationStep } from './LoginVerificationStep.tsx';
import { takeVerification } from './pendingVerification.ts';
import { showRefusal } from './refusal.ts';
import { type NeedsVerification, submitLogin } from './submit.ts';
import { useCaptcha } from './useCaptcha.ts';

const sendLoginCode = codeSender('login');

/** The login form: username or SMS code; the captcha turns on when the server flags it. */
export function LoginPanel({ smsEnabled, footer }: { smsEnabled: boolean; footer?: ReactNode }) {
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const { imageHost } = useSnapshot(settings);
  // A login from a new IP asks for one more proof (the header form's comes over here).
  const [verifying, setVerifying] = useState<NeedsVerification | undefined>(takeVerification);
  // What the header form carried over (its captcha answer is asked here); else the cookies.
  const [prefill] = useState(() => (modals.payload as ModalPayloads['loginPopupModal'])?.prefill);
  const { show: showCaptcha } = captcha;
  useEffect(() => {
    if (prefill?.captcha) showCaptcha();
  }, [prefill, showCaptcha]);
  const cookies = remembered();
  const saved = {
    ...cookies,
    username: prefill?.username ?? cookies.username,
    password: prefill?.password ?? '',
  };
  const mobile = rememberedMobile();
  const initialCountry = countries.find(
    (c) => c.countryDialingCode === mobile.dialingCode?.replace(/\D/g, ''),
  );

  const onSubmit = async (values: LoginValues) => {
    const outcome =
      values.type === 'username'
        ? await submitLogin(
            {
              type: 'username',
              username: values.username,
              password: values.password,
              captcha: values.captcha,
            },
            values.remember,
          )
        : await submitLogin({
            type: 'sms',
            username: values.mobileNum,
            password: values.smsCode,
            countryDialingCode: values.countryDialingCode,
            captcha: values.captcha,
          });
    if (outcome.kind === 'loggedIn' || outcome.kind === 'mustChangePassword') {
      // Home, or the game the sign-in was for (docs/product.md § Access rule).
      openAfterSignIn(outcome, navigate);
      return undefined;
    }
    if (outcome.kind === 'needsVerification') {
      setVerifying(outcome);
      return undefined;
    }
    if (outcome.kind === 'needsCaptcha') captcha.show();
    else if (captcha.shown) captcha.refresh();
    return showRefusal(outcome);
  };

  if (verifying) return <LoginVerificationStep pending={verifying} onBack={() => setVerifying(undefined)} />;

  return (
    <LoginForm
      onSubmit={onSubmit}
      smsLoginEnabled={smsEnabled}
      onSendCode={sendLoginCode}
      countries={countries}
      flagHost={imageHost}
      showCaptcha={captcha.shown}
      captchaImage={captcha.image}
      onRefreshCaptcha={captcha.refresh}
      initialValues={{
        username: saved.username,
        password: saved.password,
        remember: saved.remember,
        mobileNum: mobile.mobile,
        countryCode: initialCountry?.countryCode,
      }}
      footer={footer}
    />
  );
}
