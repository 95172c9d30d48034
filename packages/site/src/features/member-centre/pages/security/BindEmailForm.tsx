import { checkRule, EMAIL_RULE } from '@playsite/rules';
import { TextField } from '@playsite/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../../shared/api/platform.ts';
import { CodeField } from './CodeField.tsx';
import { ContactForm, useContactForm } from './ContactForm.tsx';

/** Binds an e-mail address with the code mailed to it; changing a bound one also asks for the login password. */
export function BindEmailForm({ isChange, onDone }: { isChange: boolean; onDone: () => void }) {
  const forms = useTranslation('forms').t;
  const [email, setEmail] = useState('');
  const form = useContactForm(isChange, onDone);
  const emailError = checkRule(EMAIL_RULE, email.trim());

  const send = () =>
    form.send(emailError === undefined, () => platform.call('bindEmailCode', { email: email.trim() }));
  const submit = () =>
    form.submit(emailError === undefined, (proof) =>
      platform.call('bindEmail', { email: email.trim(), ...proof }),
    );

  return (
    <ContactForm form={form} kind="Email" onSubmit={submit}>
      <TextField
        type="email"
        label={forms('labels.email')}
        value={email}
        onChange={setEmail}
        autoComplete="email"
        maxLength={254}
        isRequired
        errorMessage={
          form.targetChecked && emailError
            ? forms(emailError.key === 'validation.required' ? emailError.key : 'validation.invalidEmail')
            : undefined
        }
      />
      <CodeField value={form.code} onChange={form.setCode} onSend={send} showError={form.tried} />
    </ContactForm>
  );
}
