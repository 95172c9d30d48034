import { type FocusEvent, type HTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useInteractionStates } from '../../hooks/useInteractionStates';
import { EyeIcon, EyeOffIcon } from '../../icons';
import * as styles from './TextField.css';

export const textFieldTypes = ['text', 'password', 'email', 'tel', 'url', 'search'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps {
  /** The input's id (one is made up when left out). */
  id?: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  minLength?: number;
  label: string;
  /** Help under the field, linked to it for screen readers. */
  description?: ReactNode;
  /** Shown under the field, marks it invalid and is announced when it appears. */
  errorMessage?: string;
  type?: TextFieldType;
  placeholder?: string;
  /** Content before the input, e.g. a dialing-code picker or a currency symbol. */
  startAdornment?: ReactNode;
  labels?: Partial<TextFieldLabels>;
}

export interface TextFieldLabels {
  /** Names of the password show/hide button. */
  showPassword: string;
  hidePassword: string;
}

export const defaultTextFieldLabels: TextFieldLabels = {
  showPassword: 'Show password',
  hidePassword: 'Hide password',
};

/**
 * A labelled text input with help, error and (for passwords) a show/hide button: native elements
 * wired for assistive technology, so pages that only search or type need no interaction library.
 */
export function TextField({
  label,
  description,
  errorMessage,
  type = 'text',
  placeholder,
  startAdornment,
  labels,
  id,
  onChange,
  isRequired,
  isDisabled,
  isReadOnly,
  ...inputProps
}: TextFieldProps) {
  const text = { ...defaultTextFieldLabels, ...labels };
  const [revealed, setRevealed] = useState(false);
  const ownId = useId();
  const inputId = id ?? ownId;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  const isPassword = type === 'password';
  const isInvalid = Boolean(errorMessage);
  const describedBy = [description ? descriptionId : '', isInvalid ? errorId : ''].filter(Boolean).join(' ');
  const { handlers, attributes } = useInteractionStates<HTMLInputElement>(
    { isDisabled, isInvalid },
    inputProps,
  );

  return (
    <div
      className={styles.root}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      <label className={styles.label} htmlFor={inputId}>
        {label}
        {isRequired ? (
          <span className={styles.required} aria-hidden>
            *
          </span>
        ) : null}
      </label>
      <div className={styles.control}>
        {startAdornment ? <span className={styles.adornment}>{startAdornment}</span> : null}
        <input
          {...inputProps}
          {...handlers}
          {...attributes}
          id={inputId}
          className={styles.input}
          type={isPassword && revealed ? 'text' : type}
          placeholder={placeholder}
          disabled={isDisabled}
          readOnly={isReadOnly}
          aria-required={isRequired || undefined}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange?.(event.target.value)}
        />
        {isPassword ? (
          <button
            type="button"
            className={styles.reveal}
            aria-label={revealed ? text.hidePassword : text.showPassword}
            aria-pressed={revealed}
            onClick={() => setRevealed(!revealed)}
            disabled={isDisabled}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        ) : null}
      </div>
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
      <div aria-live="polite">
        {isInvalid ? (
          <span id={errorId} className={styles.error}>
            {errorMessage}
          </span>
        ) : null}
      </div>
    </div>
  );
}
