import { type Country, CountryCodePicker } from '@playsite/ui';
import { useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../kit/FormTextField.tsx';

export interface MobileFieldProps {
  /** Dialing codes to offer; without any, the number is typed without a picker. */
  countries?: readonly Country[];
  /** Image host of the flags (ui CountryCodePicker). */
  flagHost?: string;
  name?: string;
  isRequired?: boolean;
}

/** Initial `countryCode` / `countryDialingCode` values for a form holding a MobileField. */
export function initialCountry(countries: readonly Country[] | undefined, countryCode?: string) {
  const country = countries?.find((c) => c.countryCode === countryCode) ?? countries?.[0];
  return country ? { countryCode: country.countryCode, countryDialingCode: country.countryDialingCode } : {};
}

/** Mobile number with the dialing-code picker before it; keeps countryCode and countryDialingCode. */
export function MobileField({
  countries = [],
  flagHost,
  name = 'mobileNum',
  isRequired = true,
}: MobileFieldProps) {
  const { t, i18n } = useTranslation('forms');
  const form = useForm();
  const { input: countryCode } = useField<string>('countryCode', { subscription: { value: true } });
  const picker =
    countries.length > 0 ? (
      <CountryCodePicker
        countries={countries}
        flagHost={flagHost}
        value={countryCode.value || undefined}
        label={t('labels.countryCode')}
        locale={i18n.language === 'cn' ? 'zh' : i18n.language}
        onChange={(country) =>
          form.batch(() => {
            form.change('countryCode', country.countryCode);
            form.change('countryDialingCode', country.countryDialingCode);
          })
        }
      />
    ) : undefined;
  return (
    <FormTextField
      name={name}
      label={t('labels.mobileNum')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      isRequired={isRequired}
      startAdornment={picker}
    />
  );
}
