import type { RegisterSettings } from '@playsite/api/contract';
import {
  AGREE_TERMS,
  type RegisterContext,
  type RegisterField,
  type RegisterTab,
  type RegisterValues,
  registerRule,
  schemaFromSettings,
} from '@playsite/rules';
import { Button, type Country, Link, Stack, Tabs } from '@playsite/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '../CaptchaField/index.ts';
import type { SubmitHandler } from '../kit/errors.ts';
import { FormCheckbox } from '../kit/FormCheckbox.tsx';
import { FormShell } from '../kit/FormShell.tsx';
import { FormTextField, type FormTextFieldProps } from '../kit/FormTextField.tsx';
import { initialCountry, MobileField } from '../MobileField/index.ts';
import { type SendCode, SmsCodeField } from '../SmsCodeField/index.ts';

export type RegisterFormValues = Omit<RegisterValues, typeof AGREE_TERMS> & {
  /** The 18+/terms box, sent only when the brand shows it. */
  agreeTerms?: boolean;
  /** Which registration: PUT /wps/member/register or /register/mobile. */
  registerType: RegisterTab;
  countryCode?: string;
  countryDialingCode?: string;
};

export interface RegisterFormProps {
  /** The server's field settings (GET /wps/system/setting/register). */
  settings: RegisterSettings;
  onSubmit: SubmitHandler<RegisterFormValues>;
  /** USERNAMEREG3 / MOBILENUMREG3: which tabs exist (tabs show only when both do). */
  usernameRegistration?: boolean;
  mobileRegistration?: boolean;
  /** REGMOBVERF3: the mobile number is verified by SMS code. */
  smsVerification?: boolean;
  /** MOBILENUMPASSREG3: the mobile tab also asks for a password. */
  mobilePassword?: boolean;
  onSendCode?: SendCode;
  countries?: readonly Country[];
  flagHost?: string;
  captchaImage?: string;
  onRefreshCaptcha?: () => void;
  /** From the URL's referralCode query parameter. */
  referralCode?: string;
  /** From the URL; when the platform accepted it, the field stays hidden but is still sent. */
  affiliateCode?: string;
  affiliateCodeAccepted?: boolean;
  /** Changing tab reloads the captcha (docs/product.md § Register). */
  onTabChange?: (tab: RegisterTab) => void;
  footer?: ReactNode;
  /** Where the 18+/terms box's link leads (the terms page). */
  termsHref?: string;
}

const inputProps: Partial<Record<RegisterField, Partial<FormTextFieldProps>>> = {
  username: { autoComplete: 'username' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  paymentPassword: { type: 'password', autoComplete: 'off', inputMode: 'numeric' },
  email: { type: 'email', autoComplete: 'email' },
  payeeName: { autoComplete: 'name' },
  qqNum: { inputMode: 'numeric' },
};

/** Registration by username or mobile number; fields and rules follow the server's settings. */
export function RegisterForm(props: RegisterFormProps) {
  const { t } = useTranslation('forms');
  const { settings, usernameRegistration = true, mobileRegistration = false } = props;
  const tabsShown = usernameRegistration && mobileRegistration;
  const [tab, setTab] = useState<RegisterTab>(usernameRegistration ? 'username' : 'mobile');

  const context: RegisterContext = {
    tab,
    smsVerification: props.smsVerification === true && props.onSendCode !== undefined,
    mobilePassword: props.mobilePassword,
    affiliateCodeHidden: props.affiliateCodeAccepted === true,
  };
  const { smsVerification, mobilePassword, affiliateCodeHidden } = context;
  const schema = useMemo(
    () => schemaFromSettings(settings, { tab, smsVerification, mobilePassword, affiliateCodeHidden }),
    [settings, tab, smsVerification, mobilePassword, affiliateCodeHidden],
  );

  // Created once: new initial values would reset what the user typed.
  const [initial] = useState<Record<string, string | undefined>>(() => ({
    ...initialCountry(props.countries),
    ...(props.referralCode ? { referralCode: props.referralCode } : {}),
    ...(props.affiliateCode ? { affiliateCode: props.affiliateCode } : {}),
  }));

  const payload = (values: Record<string, unknown>): RegisterFormValues => {
    const picked: Record<string, string> = {};
    const keep = [...schema.fields, ...(affiliateCodeHidden ? (['affiliateCode'] as const) : [])];
    for (const field of keep) {
      const value = values[field];
      if (typeof value === 'string') picked[field] = value;
    }
    const terms = schema.fields.includes(AGREE_TERMS) ? { agreeTerms: values.agreeTerms === true } : {};
    if (schema.fields.includes('mobileNum')) {
      picked.countryCode = String(values.countryCode ?? '');
      picked.countryDialingCode = String(values.countryDialingCode ?? '');
    }
    return { ...picked, ...terms, registerType: tab };
  };

  const renderField = (field: RegisterField) => {
    const label = t(`labels.${field}`);
    const isRequired = field === 'confirmPassword' || registerRule(field, settings, context).required;
    if (field === 'mobileNum')
      return (
        <MobileField
          key={field}
          countries={props.countries}
          flagHost={props.flagHost}
          isRequired={isRequired}
        />
      );
    if (field === 'verificationCode' && props.onSendCode)
      return <SmsCodeField key={field} onSendCode={props.onSendCode} />;
    if (field === AGREE_TERMS)
      return <AgreeTermsField key={field} href={props.termsHref ?? '/help?topic=terms'} />;
    if (field === 'captcha')
      return (
        <CaptchaField
          key={field}
          captchaImage={props.captchaImage}
          onRefreshCaptcha={props.onRefreshCaptcha}
        />
      );
    return (
      <FormTextField key={field} name={field} label={label} isRequired={isRequired} {...inputProps[field]} />
    );
  };
  const fields = <>{schema.fields.map(renderField)}</>;

  return (
    <FormShell<Record<string, unknown>, RegisterFormValues>
      label={t('titles.register')}
      onSubmit={props.onSubmit}
      toValues={payload}
      initialValues={initial}
      validate={(values) => schema.validate(values)}
      submitLabel={t('actions.register')}
      isSubmitFullWidth={false}
      actions={
        <>
          <ResetButton label={t('actions.reset')} />
          {props.footer}
        </>
      }
    >
      {tabsShown ? (
        <Tabs
          label={t('titles.register')}
          isFullWidth
          selectedId={tab}
          onSelectionChange={(id) => {
            const next: RegisterTab = id === 'mobile' ? 'mobile' : 'username';
            setTab(next);
            props.onTabChange?.(next);
          }}
          items={[
            {
              id: 'username',
              label: t('tabs.usernameRegister'),
              content: tab === 'username' ? fields : null,
            },
            { id: 'mobile', label: t('tabs.mobileRegister'), content: tab === 'mobile' ? fields : null },
          ]}
        />
      ) : (
        fields
      )}
    </FormShell>
  );
}

/** The 18+/terms box and, beside it, the terms page in a new tab (what was typed stays). */
function AgreeTermsField({ href }: { href: string }) {
  const { t } = useTranslation('forms');
  return (
    <Stack gap="1">
      <FormCheckbox name={AGREE_TERMS}>{t('labels.agreeTerms')}</FormCheckbox>
      <Link href={href} target="_blank" rel="noopener">
        {t('actions.readTerms')}
      </Link>
    </Stack>
  );
}

function ResetButton({ label }: { label: string }) {
  const form = useForm();
  return (
    <Button type="button" variant="outline" onPress={() => form.reset()}>
      {label}
    </Button>
  );
}
