import { FORM_ERROR, LoginForm, type LoginValues, type SendCode } from '@playsite/forms';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { countries } from '../../shared/brand/countries.ts';
import { type ModalPayloads, modals } from '../../shared/stores/modals.ts';
import { remembered, rememberedMobile } from './cookies.ts';
import { sendSmsCode, submitLogin } from './submit.ts';
import { useCaptcha } from './useCaptcha.ts';

const sendLoginCode: SendCode = async ({ mobileNum, countryDialingCode }) => {
  const sent = await sendSmsCode('login', mobileNum, countryDialingCode);
  if (!sent.ok) throw new Error('code not sent');
  return { seconds: sent.seconds };
};

/** The login form: username or SMS code; the captcha turns on when the server flags it. */
export function LoginPanel({ smsEnabled, footer }: { smsEnabled: boolean; footer?: ReactNode }) {
  const navigate = useNavigate();
  const captcha = useCaptcha();
  // What the header form carried over (its captcha answer is asked here); else the cookies.
  const [prefill] = useState(() => (modals.payload as ModalPayloads['loginPopupModal'])?.prefill);
  const { show: showCaptcha } = captcha;
  useEffect(() => {
    if (prefill?.captcha) showCaptcha();
  }, [prefill, showCaptcha]);
  const saved = prefill
    ? { username: prefill.username, password: prefill.password ?? '', remember: remembered().remember }
    : remembered();
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
    if (outcome.ok) {
      // A forced password change keeps the user here; otherwise home (docs/product.md § Access rule).
      if (modals.open !== 'changePassModal') navigate('/');
      return undefined;
    }
    if (outcome.captcha) captcha.show();
    else if (captcha.shown) captcha.refresh();
    return { [FORM_ERROR]: undefined };
  };

  return (
    <LoginForm
      onSubmit={onSubmit}
      smsLoginEnabled={smsEnabled}
      onSendCode={sendLoginCode}
      countries={countries}
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
