import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

type NativeProps = Pick<
  ButtonHTMLAttributes<HTMLButtonElement>,
  | 'id'
  | 'form'
  | 'name'
  | 'value'
  | 'autoFocus'
  | 'aria-label'
  | 'aria-labelledby'
  | 'aria-describedby'
  | 'aria-controls'
  | 'aria-expanded'
  | 'aria-haspopup'
  | 'aria-pressed'
>;

export interface ButtonProps extends NativeProps {
  children: ReactNode;
  type?: 'button' | 'submit' | 'reset';
  onPress?: () => void;
  isDisabled?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  isFullWidth?: boolean;
  /**
   * Work started by this button is under way: shows a spinner, sets `aria-busy`, ignores
   * presses (and form submits) but keeps focus.
   */
  isPending?: boolean;
  /** Accessible name of the spinner while pending. */
  pendingLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The design system's button: a native `<button>`, so the site's first screen needs no
 * interaction library. Other props (from react-aria's `Pressable`, e.g. as a modal trigger) pass
 * through to the element.
 */
export function Button({
  children,
  type = 'button',
  onPress,
  isDisabled = false,
  variant = 'primary',
  size = 'md',
  isFullWidth = false,
  isPending = false,
  pendingLabel = 'Loading',
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={isDisabled}
      aria-busy={isPending || undefined}
      aria-disabled={isPending || undefined}
      data-pending={isPending || undefined}
      className={styles.button({ variant, size, isFullWidth })}
      onClick={(event) => {
        if (isPending) {
          event.preventDefault();
          return;
        }
        (props as { onClick?: (e: typeof event) => void }).onClick?.(event);
        onPress?.();
      }}
    >
      {isPending ? <Spinner label={pendingLabel} size="small" tone="current" /> : null}
      <span className={styles.label}>{children}</span>
    </button>
  );
}
