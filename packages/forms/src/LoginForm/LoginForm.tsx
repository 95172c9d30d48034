import { type LoginTab, loginValidators, validateAll } from '@playsite/rules';
import { type Country, Tabs } from '@playsite/ui';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '../CaptchaField/index.ts';
import type { SubmitHandler } from '../kit/errors.ts';
import { FormCheckbox } from '../kit/FormCheckbox.tsx';
import { FormShell } from '../kit/FormShell.tsx';
import { FormTextField } from '../kit/FormTextField.tsx';
import { initialCountry, MobileField } from '../MobileField/index.ts';
import { type SendCode, SmsCodeField } from '../SmsCodeField/index.ts';

export type LoginValues =
  | { type: 'username'; username: string; password: string; captcha?: string; remember: boolean }
  | {
      type: 'sms';
      countryCode: string;
      countryDialingCode: string;
      mobileNum: string;
      smsCode: string;
      captcha?: string;
      remember: boolean;
    };

export interface LoginFormProps {
  /** Resolves to nothing on success, or errors per field / FORM_ERROR; values stay as typed. */
  onSubmit: SubmitHandler<LoginValues>;
  /** MOBILEVERCODELOGIN3: offer the SMS-code tab. */
  smsLoginEnabled?: boolean;
  onSendCode?: SendCode;
  countries?: readonly Country[];
  flagHost?: string;
  /** The server flagged a captcha (after a failed login). */
  showCaptcha?: boolean;
  captchaImage?: string;
  onRefreshCaptcha?: () => void;
  /** E.g. the remembered username and password from cookies. */
  initialValues?: {
    username?: string;
    password?: string;
    remember?: boolean;
    mobileNum?: string;
    countryCode?: string;
  };
  onTabChange?: (tab: LoginTab) => void;
  /** Links under the form (forgot password, register), rendered by the caller. */
  footer?: ReactNode;
}

interface RawValues {
  username?: string;
  password?: string;
  captcha?: string;
  remember?: boolean;
  countryCode?: string;
  countryDialingCode?: string;
  mobileNum?: string;
  smsCode?: string;
}

/** The values to send: trimmed credentials of the selected tab only. */
export function loginValues(raw: RawValues, tab: LoginTab, showCaptcha: boolean): LoginValues {
  const captcha = showCaptcha ? { captcha: (raw.captcha ?? '').trim() } : {};
  const remember = raw.remember === true;
  if (tab === 'sms')
    return {
      type: 'sms',
      countryCode: raw.countryCode ?? '',
      countryDialingCode: raw.countryDialingCode ?? '',
      mobileNum: (raw.mobileNum ?? '').trim(),
      smsCode: (raw.smsCode ?? '').trim(),
      remember,
      ...captcha,
    };
  return {
    type: 'username',
    username: (raw.username ?? '').trim(),
    password: (raw.password ?? '').trim(),
    remember,
    ...captcha,
  };
}

/** Log in by username and password, or by SMS code when enabled (docs/product.md § Login). */
export function LoginForm({
  onSubmit,
  smsLoginEnabled = false,
  onSendCode,
  countries,
  flagHost,
  showCaptcha = false,
  captchaImage,
  onRefreshCaptcha,
  initialValues,
  onTabChange,
  footer,
}: LoginFormProps) {
  const { t } = useTranslation('forms');
  const [tab, setTab] = useState<LoginTab>('username');
  const smsTab = smsLoginEnabled && onSendCode !== undefined;
  const activeTab: LoginTab = smsTab ? tab : 'username';

  // Created once: new initial values would reset what the user typed.
  const [initial] = useState<RawValues>(() => ({
    remember: false,
    ...initialCountry(countries, initialValues?.countryCode),
    ...initialValues,
  }));
  const validate = useCallback(
    (values: RawValues) =>
      validateAll(
        loginValidators({ tab: activeTab, captcha: showCaptcha }),
        values as Record<string, unknown>,
      ),
    [activeTab, showCaptcha],
  );

  const usernameFields = (
    <>
      <FormTextField name="username" label={t('labels.username')} autoComplete="username" isRequired />
      <FormTextField
        name="password"
        label={t('labels.password')}
        type="password"
        autoComplete="current-password"
        isRequired
      />
    </>
  );
  const smsFields = onSendCode ? (
    <>
      <MobileField countries={countries} flagHost={flagHost} />
      <SmsCodeField name="smsCode" label={t('labels.smsCode')} onSendCode={onSendCode} />
    </>
  ) : null;

  const tabs = [
    { id: 'username', label: t('tabs.username'), content: usernameFields },
    { id: 'sms', label: t('tabs.sms'), content: smsFields },
  ];

  return (
    <FormShell<RawValues, LoginValues>
      label={t('titles.login')}
      onSubmit={onSubmit}
      toValues={(raw) => loginValues(raw, activeTab, showCaptcha)}
      initialValues={initial}
      validate={validate}
      submitLabel={t('actions.login')}
      actions={footer}
    >
      {smsTab ? (
        <Tabs
          label={t('titles.login')}
          items={tabs}
          selectedId={activeTab}
          isFullWidth
          onSelectionChange={(id) => {
            const next = id === 'sms' ? 'sms' : 'username';
            setTab(next);
            onTabChange?.(next);
          }}
        />
      ) : (
        usernameFields
      )}
      {showCaptcha ? <CaptchaField captchaImage={captchaImage} onRefreshCaptcha={onRefreshCaptcha} /> : null}
      <FormCheckbox name="remember">{t('actions.rememberMe')}</FormCheckbox>
    </FormShell>
  );
}
