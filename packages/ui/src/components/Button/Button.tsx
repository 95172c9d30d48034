import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { type InteractionHandlers, useInteractionStates } from '../../hooks/useInteractionStates';
import type { Size, Tone, Variant } from '../../styles/vocabulary';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

type Variants = NonNullable<RecipeVariants<typeof styles.button>>;
export type ButtonVariant = NonNullable<Variants['variant']>;
export type ButtonTone = NonNullable<Variants['tone']>;
export type ButtonSize = NonNullable<Variants['size']>;
export const buttonVariants = ['solid', 'outline', 'ghost'] as const satisfies readonly (ButtonVariant &
  Variant)[];
export const buttonTones = ['brand', 'neutral', 'critical'] as const satisfies readonly (ButtonTone & Tone)[];
export const buttonSizes = ['sm', 'md', 'lg'] as const satisfies readonly (ButtonSize & Size)[];

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
  /** Visual weight; defaults to `solid`. */
  variant?: ButtonVariant;
  /** Meaning; defaults to `brand` for a solid button and `neutral` for outline and ghost. */
  tone?: ButtonTone;
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
  variant = 'solid',
  tone = variant === 'solid' ? 'brand' : 'neutral',
  size = 'md',
  isFullWidth = false,
  isPending = false,
  pendingLabel = 'Loading',
  ...props
}: ButtonProps) {
  const { handlers, attributes } = useInteractionStates<HTMLButtonElement>(
    { isDisabled },
    props as Partial<InteractionHandlers<HTMLButtonElement>>,
  );
  return (
    <button
      {...props}
      {...handlers}
      {...attributes}
      type={type}
      disabled={isDisabled}
      aria-busy={isPending || undefined}
      aria-disabled={isPending || undefined}
      data-pending={isPending || undefined}
      className={styles.button({ variant, tone, size, isFullWidth })}
      onClick={(event) => {
        if (isPending) {
          event.preventDefault();
          return;
        }
        (props as { onClick?: (e: typeof event) => void }).onClick?.(event);
        onPress?.();
      }}
    >
      {isPending ? <Spinner label={pendingLabel} size="sm" tone="neutral" /> : null}
      <span className={styles.label}>{children}</span>
    </button>
  );
}
