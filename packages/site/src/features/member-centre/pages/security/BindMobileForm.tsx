import { initialCountry, MobileField, SmsCodeField } from '@playsite/forms';
import { mobileValidator } from '@playsite/rules';
import { useSnapshot } from 'valtio';
import { countries } from '../../../../common/account/countries.ts';
import { platform } from '../../../../common/api/platform.ts';
import { settings } from '../../../../common/stores/settings.ts';
import { ContactForm, useCodeSender } from './ContactForm.tsx';

const target = (values: { mobileNum?: unknown; countryDialingCode?: unknown }) => ({
  mobileNum: String(values.mobileNum ?? '').trim(),
  countryDialingCode: String(values.countryDialingCode ?? ''),
});

const mobileRule = (value: unknown) => mobileValidator(String(value ?? '').trim());

/**
 * Binds a mobile number (dialing code + number) with the SMS code sent to it; changing a bound
 * one also asks for the login password.
 */
export function BindMobileForm({ isChange, onDone }: { isChange: boolean; onDone: () => void }) {
  const { sendError, sendWith } = useCodeSender();
  const { imageHost } = useSnapshot(settings);
  return (
    <ContactForm
      kind="Mobile"
      isChange={isChange}
      targetField="mobileNum"
      targetRule={mobileRule}
      initialValues={initialCountry(countries)}
      bind={(values, proof) => platform.call('bindMobile', { ...target(values), ...proof })}
      onDone={onDone}
      sendError={sendError}
    >
      <MobileField countries={countries} flagHost={imageHost} />
      <SmsCodeField
        onSendCode={(mobile) => sendWith(() => platform.call('bindMobileCode', target(mobile)))}
      />
    </ContactForm>
  );
}
