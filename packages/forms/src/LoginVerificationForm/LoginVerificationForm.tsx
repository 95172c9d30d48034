import { messages } from '@playsite/rules';
import { Tabs, Text } from '@playsite/ui';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubmitHandler } from '../kit/errors.ts';
import { FormShell } from '../kit/FormShell.tsx';
import { FormTextField } from '../kit/FormTextField.tsx';
import { controlOffset, growStyle, rowStyle } from '../kit/layout.ts';
import { validateRules } from '../kit/validate.ts';
import { SendCodeButton } from '../SendCodeButton/index.ts';

/** How a login from a new IP proves the account (LOGINIPVERF3, docs/product.md § Login flow). */
export type LoginVerifyMethod = 'mobile' | 'email' | 'bankAccountName';

export interface LoginVerificationValues {
  verifyType: LoginVerifyMethod;
  verifyValue: string;
}

export interface LoginVerificationFormProps {
  /** The ways the platform offers for this account, in its order. */
  methods: readonly LoginVerifyMethod[];
  /** The account's bound number and address, masked, to say where a code goes. */
  mobile?: string | null;
  email?: string | null;
  /** Sends a code by that channel; resolves to the countdown in seconds, or false when nothing was sent. */
  onSendCode: (method: 'mobile' | 'email') => Promise<number | false>;
  onSubmit: SubmitHandler<LoginVerificationValues>;
  /** Under the form (back to the login), rendered by the caller. */
  footer?: ReactNode;
}

/** One field per method, so a code typed for one is not taken for a name of another. */
type Raw = Partial<Record<LoginVerifyMethod, string>>;

const required = (value: unknown) => (String(value ?? '').trim() ? undefined : messages.required);
const validators = {
  mobile: validateRules({ mobile: required }),
  email: validateRules({ email: required }),
  bankAccountName: validateRules({ bankAccountName: required }),
};

/** The extra step of a login from an IP the account never used: a code, or the bank account's holder name. */
export function LoginVerificationForm({
  methods,
  mobile,
  email,
  onSendCode,
  onSubmit,
  footer,
}: LoginVerificationFormProps) {
  const { t } = useTranslation('forms');
  const [method, setMethod] = useState<LoginVerifyMethod>(methods[0] ?? 'mobile');
  const tabLabel = (id: LoginVerifyMethod) => t(`verification.method.${id}`);

  const fields = (id: LoginVerifyMethod) =>
    id === 'bankAccountName' ? (
      <FormTextField name={id} label={t('verification.bankAccountName')} autoComplete="off" isRequired />
    ) : (
      <CodeField
        name={id}
        hint={t(`verification.codeTo.${id}`, { target: (id === 'mobile' ? mobile : email) ?? '' })}
        onSend={() => onSendCode(id)}
      />
    );

  return (
    <FormShell<Raw, LoginVerificationValues>
      label={t('titles.loginVerification')}
      onSubmit={onSubmit}
      toValues={(raw) => ({ verifyType: method, verifyValue: (raw[method] ?? '').trim() })}
      validate={validators[method]}
      errorTiming="submitted"
      submitLabel={t('actions.verify')}
      actions={footer}
    >
      <Text as="p" marginBlock="0">
        {t('verification.intro')}
      </Text>
      {methods.length > 1 ? (
        <Tabs
          label={t('verification.methodLabel')}
          isFullWidth
          selectedId={method}
          onSelectionChange={(id) => setMethod(id as LoginVerifyMethod)}
          items={methods.map((id) => ({
            id,
            label: tabLabel(id),
            content: method === id ? fields(id) : null,
          }))}
        />
      ) : (
        fields(method)
      )}
    </FormShell>
  );
}

/** The code input with its send button; the code goes to the account's own number or address. */
function CodeField({
  name,
  hint,
  onSend,
}: {
  name: string;
  hint: string;
  onSend: () => Promise<number | false>;
}) {
  const { t } = useTranslation('forms');
  const container = useRef<HTMLDivElement>(null);
  return (
    <>
      <Text as="p" isMuted marginBlock="0">
        {hint}
      </Text>
      <div style={rowStyle} ref={container}>
        <div style={growStyle}>
          <FormTextField
            name={name}
            label={t('labels.verificationCode')}
            isRequired
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={128}
          />
        </div>
        <div style={controlOffset}>
          <SendCodeButton onSend={onSend} onSent={() => container.current?.querySelector('input')?.focus()} />
        </div>
      </div>
    </>
  );
}
