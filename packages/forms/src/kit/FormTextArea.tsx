import { characterCount, TextArea, type TextAreaProps } from '@playsite/ui';
import { useFormField } from './useFormField.ts';

export interface FormTextAreaProps
  extends Omit<
    TextAreaProps,
    'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage' | 'labels'
  > {
  name: string;
  /** The counter text for the current value, already translated (e.g. "12 of 140 characters"). */
  counter?: (count: number) => string;
}

/** A ui TextArea bound to a final-form field; its error shows under it once touched or submitted. */
export function FormTextArea({ name, counter, ...props }: FormTextAreaProps) {
  const { input, errorMessage } = useFormField<string>(name);
  const value = input.value ?? '';
  return (
    <TextArea
      {...props}
      name={name}
      value={value}
      onChange={input.onChange}
      onBlur={() => input.onBlur()}
      errorMessage={errorMessage}
      labels={counter ? { counter: counter(characterCount(value)) } : undefined}
    />
  );
}
