import { Modal, type ModalProps } from './Modal';

export interface DialogProps extends Omit<ModalProps, 'size' | 'placement' | 'closeButton'> {
  /** `true` (default): one text button under the content closes the dialog; `false`: a corner icon. */
  singleCloseButton?: boolean;
}

/** A dialog: a 400-wide window, by default with a single CLOSE button (docs/product.md § Modals). */
export function Dialog({ singleCloseButton = true, labels, ...props }: DialogProps) {
  return (
    <Modal
      {...props}
      size="dialog"
      closeButton={singleCloseButton ? 'footer' : 'corner'}
      labels={{ close: singleCloseButton ? 'CLOSE' : 'Close', ...labels }}
    />
  );
}
