import { useField } from 'react-final-form';
import { useErrorText, useVisibleError } from './errors.ts';

const fieldSubscription = {
  value: true,
  error: true,
  submitError: true,
  touched: true,
  submitFailed: true,
  dirtySinceLastSubmit: true,
} as const;

/**
 * Binds a control to the surrounding form's field `name`: its value and handlers (final-form's
 * `input`), and the message to show under it now, translated, per the form's error timing.
 * The Form* fields use it; a control of the caller's own (an amount field) does too.
 */
export function useFormField<T = string>(name: string) {
  const errorText = useErrorText();
  const { input, meta } = useField<T>(name, { subscription: fieldSubscription });
  const errorMessage = errorText(useVisibleError(meta));
  return { input, meta, errorMessage };
}

/** The current value of field `name`, for parts of a form that depend on it (which fields show). */
export function useFormValue<T = string>(name: string): T | undefined {
  return useField<T>(name, { subscription: { value: true } }).input.value;
}
