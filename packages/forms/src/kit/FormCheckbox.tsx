import { Checkbox } from '@playsite/ui';
import type { ReactNode } from 'react';
import { useFormField } from './useFormField.ts';

/** A ui Checkbox bound to a boolean final-form field. */
export function FormCheckbox({ name, children }: { name: string; children: ReactNode }) {
  const { input, errorMessage } = useFormField<boolean>(name);
  return (
    <Checkbox
      name={name}
      isSelected={input.value === true}
      onChange={(selected) => input.onChange(selected)}
      onBlur={() => input.onBlur()}
      errorMessage={errorMessage}
    >
      {children}
    </Checkbox>
  );
}
