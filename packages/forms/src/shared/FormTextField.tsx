import { TextField, type TextFieldProps } from '@playsite/ui';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useErrorText, visibleError } from './errors.ts';

export const fieldSubscription = {
  value: true,
  error: true,
  submitError: true,
  touched: true,
  submitFailed: true,
  dirtySinceLastSubmit: true,
} as const;

export interface FormTextFieldProps
  extends Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage'> {
  name: string;
}

/** A ui TextField bound to a final-form field; its error shows under it once touched or submitted. */
export function FormTextField({ name, ...props }: FormTextFieldProps) {
  const { t } = useTranslation('forms');
  const errorText = useErrorText();
  const { input, meta } = useField<string>(name, { subscription: fieldSubscription });
  return (
    <TextField
      showPasswordLabel={t('actions.showPassword')}
      hidePasswordLabel={t('actions.hidePassword')}
      {...props}
      name={name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={() => input.onBlur()}
      errorMessage={errorText(visibleError(meta))}
    />
  );
}
