import { FormTextField, VerificationCodeField } from '@playsite/forms';
import { checkRule, EMAIL_RULE, messages } from '@playsite/rules';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../../common/api/platform.ts';
import { ContactForm, useCodeSender } from './ContactForm.tsx';

const emailOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Empty: required; otherwise the e-mail format. */
const emailRule = (value: unknown) => {
  const error = checkRule(EMAIL_RULE, emailOf(value));
  if (!error) return undefined;
  return error.key === messages.required ? messages.required : messages.invalidEmail;
};

/** Binds an e-mail address with the code mailed to it; changing a bound one also asks for the login password. */
export function BindEmailForm({ isChange, onDone }: { isChange: boolean; onDone: () => void }) {
  const forms = useTranslation('forms').t;
  const { sendError, sendWith } = useCodeSender();
  return (
    <ContactForm
      kind="Email"
      isChange={isChange}
      targetField="email"
      targetRule={emailRule}
      bind={(values, proof) => platform.call('bindEmail', { email: emailOf(values.email), ...proof })}
      onDone={onDone}
      sendError={sendError}
    >
      <FormTextField
        name="email"
        type="email"
        label={forms('labels.email')}
        autoComplete="email"
        maxLength={254}
        isRequired
      />
      <VerificationCodeField
        targetField="email"
        targetRule={emailRule}
        onSendCode={(values) =>
          sendWith(() => platform.call('bindEmailCode', { email: emailOf(values.email) }))
        }
      />
    </ContactForm>
  );
}
