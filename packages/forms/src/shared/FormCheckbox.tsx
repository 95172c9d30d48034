import { Checkbox } from '@playsite/ui';
import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { useErrorText, visibleError } from './errors.ts';
import { fieldSubscription } from './FormTextField.tsx';

/** A ui Checkbox bound to a boolean final-form field. */
export function FormCheckbox({ name, children }: { name: string; children: ReactNode }) {
  const errorText = useErrorText();
  const { input, meta } = useField<boolean>(name, { subscription: fieldSubscription });
  return (
    <Checkbox
      name={name}
      isSelected={input.value === true}
      onChange={(selected) => input.onChange(selected)}
      onBlur={() => input.onBlur()}
      errorMessage={errorText(visibleError(meta))}
    >
      {children}
    </Checkbox>
  );
}
