import { type ReactNode, useState } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Button,
  FieldError,
  Input,
  Label,
  Text,
} from 'react-aria-components';
import { EyeIcon, EyeOffIcon } from '../../icons';
import * as styles from './TextField.css';

export const textFieldTypes = ['text', 'password', 'email', 'tel', 'url', 'search'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps
  extends Pick<
    AriaTextFieldProps,
    | 'id'
    | 'name'
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'onBlur'
    | 'onFocus'
    | 'isRequired'
    | 'isDisabled'
    | 'isReadOnly'
    | 'autoFocus'
    | 'autoComplete'
    | 'inputMode'
    | 'maxLength'
    | 'minLength'
  > {
  label: string;
  /** Help under the field, linked to it for screen readers. */
  description?: ReactNode;
  /** Shown under the field, marks it invalid and is announced when it appears. */
  errorMessage?: string;
  type?: TextFieldType;
  placeholder?: string;
  /** Content before the input, e.g. a dialing-code picker or a currency symbol. */
  startAdornment?: ReactNode;
  /** Names of the password show/hide button. */
  showPasswordLabel?: string;
  hidePasswordLabel?: string;
}

export function TextField({
  label,
  description,
  errorMessage,
  type = 'text',
  placeholder,
  startAdornment,
  showPasswordLabel = 'Show password',
  hidePasswordLabel = 'Hide password',
  isRequired,
  ...fieldProps
}: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';

  return (
    <AriaTextField
      {...fieldProps}
      type={isPassword && revealed ? 'text' : type}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={styles.root}
    >
      <Label className={styles.label}>
        {label}
        {isRequired ? (
          <span className={styles.required} aria-hidden>
            *
          </span>
        ) : null}
      </Label>
      <div className={styles.control}>
        {startAdornment ? <span className={styles.adornment}>{startAdornment}</span> : null}
        <Input className={styles.input} placeholder={placeholder} />
        {isPassword ? (
          <Button
            className={styles.reveal}
            aria-label={revealed ? hidePasswordLabel : showPasswordLabel}
            aria-pressed={revealed}
            onPress={() => setRevealed(!revealed)}
            isDisabled={fieldProps.isDisabled}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </Button>
        ) : null}
      </div>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <div aria-live="polite">
        <FieldError className={styles.error}>{errorMessage}</FieldError>
      </div>
    </AriaTextField>
  );
}
