import { type ReactNode, useId } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import * as styles from './Checkbox.css';

export interface CheckboxProps
  extends Pick<
    AriaCheckboxProps,
    | 'id'
    | 'name'
    | 'value'
    | 'isSelected'
    | 'defaultSelected'
    | 'onChange'
    | 'onBlur'
    | 'isIndeterminate'
    | 'isDisabled'
    | 'isReadOnly'
    | 'isRequired'
    | 'autoFocus'
  > {
  /** The visible label, e.g. "I am over 18 and accept the terms". */
  children: ReactNode;
  /** Shown under the label, marks the box invalid and is announced. */
  errorMessage?: string;
}

export function Checkbox({ children, errorMessage, ...props }: CheckboxProps) {
  const errorId = useId();
  return (
    <span>
      <AriaCheckbox
        {...props}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        aria-describedby={errorMessage ? errorId : undefined}
        className={styles.root}
      >
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden>
              {/* biome-ignore lint/a11y/noSvgWithoutTitle: decorative; the input carries the state. */}
              <svg
                viewBox="0 0 18 18"
                className={styles.mark}
                fill="none"
                stroke="currentColor"
                strokeWidth={3}
              >
                {isIndeterminate ? (
                  <path d="M4 9h10" />
                ) : isSelected ? (
                  <path d="M3.5 9.5l3.5 3.5 7.5-8" />
                ) : null}
              </svg>
            </span>
            {children}
          </>
        )}
      </AriaCheckbox>
      <span aria-live="polite">
        {errorMessage ? (
          <span id={errorId} className={styles.error}>
            {errorMessage}
          </span>
        ) : null}
      </span>
    </span>
  );
}
