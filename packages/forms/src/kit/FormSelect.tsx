import { Select, type SelectProps } from '@playsite/ui';
import { useFormField } from './useFormField.ts';

export interface FormSelectProps
  extends Omit<SelectProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage'> {
  name: string;
}

/** A ui Select bound to a final-form string field. */
export function FormSelect({ name, ...props }: FormSelectProps) {
  const { input, errorMessage } = useFormField<string>(name);
  return (
    <Select
      {...props}
      name={name}
      value={input.value || null}
      onChange={(value) => {
        input.onChange(value ?? '');
        input.onBlur();
      }}
      // Not touched on blur: opening the list moves focus away, and an error then would be noise.
      errorMessage={errorMessage}
    />
  );
}
