import { type ReactNode, useEffect, useRef } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps
  extends Pick<
    AriaButtonProps,
    | 'id'
    | 'type'
    | 'form'
    | 'name'
    | 'value'
    | 'isDisabled'
    | 'autoFocus'
    | 'onPress'
    | 'aria-label'
    | 'aria-labelledby'
    | 'aria-describedby'
    | 'aria-controls'
    | 'aria-expanded'
    | 'aria-haspopup'
    | 'aria-pressed'
    | 'slot'
  > {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  isFullWidth?: boolean;
  /**
   * Work started by this button is under way: shows a spinner, sets `aria-busy`, ignores
   * presses (and form submits) but keeps focus, and announces the change to screen readers.
   */
  isPending?: boolean;
  /** Accessible name of the spinner while pending. */
  pendingLabel?: string;
}

export function Button({
  children,
  variant = 'primary',
  size = 'md',
  isFullWidth = false,
  isPending = false,
  pendingLabel = 'Loading',
  ...props
}: ButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  // react-aria-components drops `aria-busy` from its props, so it is set on the element itself.
  useEffect(() => {
    if (isPending) ref.current?.setAttribute('aria-busy', 'true');
    else ref.current?.removeAttribute('aria-busy');
  }, [isPending]);

  return (
    <AriaButton
      {...props}
      ref={ref}
      isPending={isPending}
      className={styles.button({ variant, size, isFullWidth })}
    >
      {isPending ? <Spinner label={pendingLabel} size="small" tone="current" /> : null}
      <span className={styles.label}>{children}</span>
    </AriaButton>
  );
}
