import type { ComponentProps, ReactElement, ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Modal as AriaModal,
  Button,
  DialogTrigger,
  Heading,
  ModalOverlay,
  Pressable,
  VisuallyHidden,
} from 'react-aria-components';
import { CloseIcon } from '../../icons';
import { CloseAction } from './CloseAction';
import * as styles from './Modal.css';
import { type GuardedOpenStateOptions, useGuardedOpenState } from './useGuardedOpenState';

/**
 * Sizes (docs/product.md § Modals): `default` 600 × 300 (minimum height), `dialog` 400 wide,
 * `service` 440 × 500 (service popup, live chat), `vipSupport` 440 × 750. Values come from the theme.
 */
export const modalSizes = ['default', 'dialog', 'service', 'vipSupport'] as const;
export type ModalSize = (typeof modalSizes)[number];

/**
 * `center`: a centred window. `side`: a full-height panel at the inline end (member centre shell).
 * `sheet`: a bottom sheet as wide as the screen, for choices on phones (the lobby's filters).
 */
export const modalPlacements = ['center', 'side', 'sheet'] as const;
export type ModalPlacement = (typeof modalPlacements)[number];

/** `corner`: an icon button beside the title. `footer`: one text button under the content. */
export const modalCloseButtons = ['corner', 'footer', 'none'] as const;
export type ModalCloseButton = (typeof modalCloseButtons)[number];

export interface ModalLabels {
  /** Accessible name (corner) or text (footer) of the close button. */
  close: string;
}

export const defaultModalLabels: ModalLabels = { close: 'Close' };

export interface ModalProps extends GuardedOpenStateOptions {
  title: ReactNode;
  /** Show the title to assistive technology only (it still names the dialog). */
  hideTitle?: boolean;
  children: ReactNode;
  /** Extra content under the body, e.g. action buttons. */
  footer?: ReactNode;
  size?: ModalSize;
  placement?: ModalPlacement;
  closeButton?: ModalCloseButton;
  labels?: Partial<ModalLabels>;
  /** An element that opens the modal when pressed, e.g. a Button; focus returns to it on close. */
  trigger?: ReactElement;
  /** Close on a press outside the modal. */
  isDismissable?: boolean;
  /** Keep the page from scrolling while open. */
  lockScroll?: boolean;
  /** `alertdialog` for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** id of the element that describes the dialog (e.g. a confirmation message). */
  'aria-describedby'?: string;
}

/**
 * A modal window over the page. Focus is trapped inside and returns to where it was; Escape,
 * the close button and (when dismissable) a press outside all ask to close through
 * `onBeforeClose`, which may veto. `onBeforeOpen` may veto opening.
 */
export function Modal({
  title,
  hideTitle = false,
  children,
  footer,
  size = 'default',
  placement = 'center',
  closeButton = 'corner',
  labels,
  trigger,
  isDismissable = true,
  lockScroll = true,
  role = 'dialog',
  'aria-describedby': describedBy,
  ...openOptions
}: ModalProps) {
  const text = { ...defaultModalLabels, ...labels };
  const state = useGuardedOpenState(openOptions);
  const onOpenChange = (open: boolean) => (open ? state.open() : void state.close());

  const overlay = (
    <ModalOverlay
      isOpen={state.isOpen}
      onOpenChange={onOpenChange}
      className={styles.overlay({ placement })}
      isDismissable={isDismissable && role === 'dialog'}
      data-page-scroll={lockScroll ? undefined : 'free'}
    >
      <AriaModal className={styles.modal({ size, placement })}>
        <AriaDialog className={styles.dialog} role={role} aria-describedby={describedBy}>
          <div className={styles.header({ hideTitle })}>
            {hideTitle ? (
              <VisuallyHidden>
                <Heading slot="title">{title}</Heading>
              </VisuallyHidden>
            ) : (
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
            )}
            {closeButton === 'corner' ? (
              <Button slot="close" aria-label={text.close} className={styles.cornerClose}>
                <CloseIcon />
              </Button>
            ) : null}
          </div>
          <div className={styles.body}>{children}</div>
          {footer || closeButton === 'footer' ? (
            <div className={styles.footer}>
              {footer}
              {closeButton === 'footer' ? <CloseAction>{text.close}</CloseAction> : null}
            </div>
          ) : null}
        </AriaDialog>
      </AriaModal>
    </ModalOverlay>
  );
  if (!trigger) return overlay;
  return (
    <DialogTrigger isOpen={state.isOpen} onOpenChange={onOpenChange}>
      {/* Pressable types its child as a DOM element; the ui Button forwards ref and props to one. */}
      <Pressable>{trigger as ComponentProps<typeof Pressable>['children']}</Pressable>
      {overlay}
    </DialogTrigger>
  );
}
