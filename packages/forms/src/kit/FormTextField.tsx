import { TextField, type TextFieldProps } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { useFormField } from './useFormField.ts';

export interface FormTextFieldProps
  extends Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage'> {
  name: string;
}

/** A ui TextField bound to a final-form field; its error shows under it once touched or submitted. */
export function FormTextField({ name, ...props }: FormTextFieldProps) {
  const { t } = useTranslation('forms');
  const { input, errorMessage } = useFormField<string>(name);
  return (
    <TextField
      labels={{ showPassword: t('actions.showPassword'), hidePassword: t('actions.hidePassword') }}
      {...props}
      name={name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={() => input.onBlur()}
      errorMessage={errorMessage}
    />
  );
}

/** A required field for a new password (or its confirmation), labelled `labels.<name>`. */
export function NewPasswordField({ name }: { name: 'newPassword' | 'confirmNewPassword' }) {
  const { t } = useTranslation('forms');
  return (
    <FormTextField
      name={name}
      label={t(`labels.${name}`)}
      type="password"
      autoComplete="new-password"
      isRequired
    />
  );
}
