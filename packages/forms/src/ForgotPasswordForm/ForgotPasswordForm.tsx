import type { FieldSetting } from '@playsite/api/contract';
import { type ForgotTab, forgotValidators, validateAll } from '@playsite/rules';
import { type Country, Tabs } from '@playsite/ui';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubmitHandler } from '../kit/errors.ts';
import { FormShell } from '../kit/FormShell.tsx';
import { FormTextField, NewPasswordField } from '../kit/FormTextField.tsx';
import { initialCountry, MobileField } from '../MobileField/index.ts';
import { type SendCode, SmsCodeField } from '../SmsCodeField/index.ts';

export type ForgotPasswordValues =
  | { type: 'email'; username: string; email: string }
  | {
      type: 'mobile';
      countryCode: string;
      countryDialingCode: string;
      mobileNum: string;
      verificationCode: string;
      newPassword: string;
    };

export interface ForgotPasswordFormProps {
  onSubmit: SubmitHandler<ForgotPasswordValues>;
  /** CHNGPASSVERIF3: offer the reset by phone. */
  mobileEnabled?: boolean;
  onSendCode?: SendCode;
  countries?: readonly Country[];
  flagHost?: string;
  /** The brand's password rule (the register setting for `password`); letters and digits 6–12 otherwise. */
  passwordSetting?: FieldSetting;
  footer?: ReactNode;
}

type Raw = Record<string, string | undefined>;

export function forgotPasswordValues(raw: Raw, tab: ForgotTab): ForgotPasswordValues {
  const text = (name: string) => (raw[name] ?? '').trim();
  if (tab === 'mobile')
    return {
      type: 'mobile',
      countryCode: text('countryCode'),
      countryDialingCode: text('countryDialingCode'),
      mobileNum: text('mobileNum'),
      verificationCode: text('verificationCode'),
      newPassword: raw.newPassword ?? '',
    };
  return { type: 'email', username: text('username'), email: text('email') };
}

/** Reset a password by e-mail (username + e-mail) or, when enabled, by phone with an SMS code. */
export function ForgotPasswordForm({
  onSubmit,
  mobileEnabled = false,
  onSendCode,
  countries,
  flagHost,
  passwordSetting,
  footer,
}: ForgotPasswordFormProps) {
  const { t } = useTranslation('forms');
  const [tab, setTab] = useState<ForgotTab>('email');
  const mobileTab = mobileEnabled && onSendCode !== undefined;
  const activeTab: ForgotTab = mobileTab ? tab : 'email';
  const [initial] = useState<Raw>(() => initialCountry(countries));
  const validate = useCallback(
    (values: Raw) => validateAll(forgotValidators({ tab: activeTab, passwordSetting }), values),
    [activeTab, passwordSetting],
  );

  const emailFields = (
    <>
      <FormTextField name="username" label={t('labels.username')} autoComplete="username" isRequired />
      <FormTextField name="email" label={t('labels.email')} type="email" autoComplete="email" isRequired />
    </>
  );
  const mobileFields = onSendCode ? (
    <>
      <MobileField countries={countries} flagHost={flagHost} />
      <SmsCodeField onSendCode={onSendCode} />
      <NewPasswordField name="newPassword" />
    </>
  ) : null;

  return (
    <FormShell<Raw, ForgotPasswordValues>
      label={t('titles.forgotPassword')}
      onSubmit={onSubmit}
      toValues={(raw) => forgotPasswordValues(raw, activeTab)}
      initialValues={initial}
      validate={validate}
      submitLabel={t('actions.submit')}
      actions={footer}
    >
      {mobileTab ? (
        <Tabs
          label={t('titles.forgotPassword')}
          isFullWidth
          selectedId={activeTab}
          onSelectionChange={(id) => setTab(id === 'mobile' ? 'mobile' : 'email')}
          items={[
            { id: 'email', label: t('tabs.email'), content: emailFields },
            { id: 'mobile', label: t('tabs.mobile'), content: mobileFields },
          ]}
        />
      ) : (
        emailFields
      )}
    </FormShell>
  );
}
