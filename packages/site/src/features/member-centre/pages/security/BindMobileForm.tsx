import { mobileValidator } from '@playsite/rules';
import { type Country, CountryCodePicker, TextField } from '@playsite/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../../shared/api/platform.ts';
import { countries } from '../../../../shared/brand/countries.ts';
import { CodeField } from './CodeField.tsx';
import { ContactForm, useContactForm } from './ContactForm.tsx';

/**
 * Binds a mobile number (dialing code + number) with the SMS code sent to it; changing a bound
 * one also asks for the login password.
 */
export function BindMobileForm({ isChange, onDone }: { isChange: boolean; onDone: () => void }) {
  const { t: forms, i18n } = useTranslation('forms');
  const [country, setCountry] = useState<Country | undefined>(countries[0]);
  const [mobileNum, setMobileNum] = useState('');
  const form = useContactForm(isChange, onDone);
  const dialingCode = country?.countryDialingCode ?? '';
  const numberError = mobileValidator(mobileNum.trim());
  const target = { mobileNum: mobileNum.trim(), countryDialingCode: dialingCode };

  const send = () => form.send(numberError === undefined, () => platform.call('bindMobileCode', target));
  const submit = () =>
    form.submit(numberError === undefined, (proof) => platform.call('bindMobile', { ...target, ...proof }));

  return (
    <ContactForm form={form} kind="Mobile" onSubmit={submit}>
      <TextField
        type="tel"
        label={forms('labels.mobileNum')}
        value={mobileNum}
        onChange={setMobileNum}
        inputMode="numeric"
        autoComplete="tel-national"
        isRequired
        startAdornment={
          <CountryCodePicker
            countries={countries}
            value={country?.countryCode}
            onChange={setCountry}
            label={forms('labels.countryCode')}
            locale={i18n.language === 'cn' ? 'zh' : i18n.language}
          />
        }
        errorMessage={
          form.targetChecked && numberError ? forms(numberError.key, numberError.values) : undefined
        }
      />
      <CodeField value={form.code} onChange={form.setCode} onSend={send} showError={form.tried} />
    </ContactForm>
  );
}
