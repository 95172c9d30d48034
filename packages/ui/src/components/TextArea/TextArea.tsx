import { useState } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  FieldError,
  Label,
  Text,
} from 'react-aria-components';
import type { TextFieldProps } from '../TextField';
import * as field from '../TextField/TextField.css';
import * as styles from './TextArea.css';

export interface TextAreaLabels {
  /** The character counter; `{count}` and `{max}` are replaced. */
  counter: string;
}

export const defaultTextAreaLabels: TextAreaLabels = { counter: '{count} of {max} characters' };

/** Characters as people count them: code points, so an emoji is one (the forms rules count the same way). */
export function characterCount(text: string): number {
  return [...text].length;
}

export interface TextAreaProps
  extends Omit<
    TextFieldProps,
    'type' | 'startAdornment' | 'labels' | 'autoComplete' | 'inputMode' | 'minLength' | 'maxLength'
  > {
  /** Visible lines before it scrolls. */
  rows?: number;
  /**
   * Shows a counter bound. Typing past it is allowed (a paste is never cut short); the counter
   * turns to the danger colour and the form's rule reports the error.
   */
  maxLength?: number;
  labels?: Partial<TextAreaLabels>;
}

/** A multi-line text field with an optional character counter. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  maxLength,
  labels,
  isRequired,
  value,
  defaultValue,
  onChange,
  ...fieldProps
}: TextAreaProps) {
  const text = { ...defaultTextAreaLabels, ...labels };
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const current = value ?? uncontrolled;
  const count = characterCount(current);
  const over = maxLength !== undefined && count > maxLength;

  return (
    <AriaTextField
      {...fieldProps}
      value={current}
      onChange={(next) => {
        setUncontrolled(next);
        onChange?.(next);
      }}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={field.root}
    >
      <Label className={field.label}>
        {label}
        {isRequired ? (
          <span className={field.required} aria-hidden>
            *
          </span>
        ) : null}
      </Label>
      <AriaTextArea className={styles.textArea} placeholder={placeholder} rows={rows} />
      {description || maxLength !== undefined ? (
        // One description slot: the counter is read with the help text when the field gets focus.
        <Text slot="description" className={styles.footer}>
          {description ? <span className={field.description}>{description}</span> : null}
          {maxLength !== undefined ? (
            <span className={styles.counter} data-over={over || undefined}>
              {text.counter.replace('{count}', String(count)).replace('{max}', String(maxLength))}
            </span>
          ) : null}
        </Text>
      ) : null}
      <div aria-live="polite">
        <FieldError className={field.error}>{errorMessage}</FieldError>
      </div>
    </AriaTextField>
  );
}
