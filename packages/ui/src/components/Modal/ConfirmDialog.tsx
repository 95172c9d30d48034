import type { RecipeVariants } from '@vanilla-extract/recipes';
import { type ReactNode, useContext, useId, useRef, useState } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';
import type { Tone } from '../../styles/vocabulary';
import { Button } from '../Button';
import { CloseAction } from './CloseAction';
import { Modal, type ModalProps } from './Modal';
import * as styles from './Modal.css';

export type ConfirmDialogTone = NonNullable<NonNullable<RecipeVariants<typeof styles.message>>['tone']>;
export const confirmDialogTones = [
  'neutral',
  'caution',
  'critical',
] as const satisfies readonly (ConfirmDialogTone & Tone)[];

export interface ConfirmDialogProps
  extends Pick<ModalProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'onBeforeOpen' | 'trigger'> {
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: ConfirmDialogTone;
  /** Runs on confirm; the dialog shows it pending and closes when it settles without throwing. */
  onConfirm: () => void | Promise<void>;
  onCancel?: () => void;
}

/**
 * A question that needs an answer (alertdialog): "log out?", "this needs a real account".
 * Escape and Cancel close it; a press outside does not.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'caution',
  onConfirm,
  onCancel,
  ...openProps
}: ConfirmDialogProps) {
  const messageId = useId();
  const [pending, setPending] = useState(false);
  // Read by the close guard, which may run before a re-render shows the latest state.
  const pendingRef = useRef(false);
  const track = (next: boolean) => {
    pendingRef.current = next;
    setPending(next);
  };
  return (
    <Modal
      {...openProps}
      role="alertdialog"
      size="dialog"
      closeButton="none"
      title={title}
      aria-describedby={messageId}
      onBeforeClose={() => !pendingRef.current}
      footer={
        <>
          <CloseAction variant="outline" isDisabled={pending} onPress={onCancel}>
            {cancelLabel}
          </CloseAction>
          <ConfirmButton tone={tone} onConfirm={onConfirm} pending={pending} track={track}>
            {confirmLabel}
          </ConfirmButton>
        </>
      }
    >
      <div id={messageId} className={styles.message({ tone })}>
        {message}
      </div>
    </Modal>
  );
}

interface ConfirmButtonProps {
  tone: ConfirmDialogTone;
  onConfirm: () => void | Promise<void>;
  pending: boolean;
  track: (pending: boolean) => void;
  children: string;
}

/** Lives inside the dialog so that it can close it through the overlay state. */
function ConfirmButton({ tone, onConfirm, pending, track, children }: ConfirmButtonProps) {
  const overlay = useContext(OverlayTriggerStateContext);
  const confirm = async () => {
    track(true);
    try {
      await onConfirm();
    } catch {
      // The caller reports its own failure; the question stays open so it can be answered again.
      track(false);
      return;
    }
    track(false);
    overlay?.close();
  };
  return (
    <Button tone={tone === 'critical' ? 'critical' : 'brand'} isPending={pending} onPress={confirm}>
      {children}
    </Button>
  );
}
