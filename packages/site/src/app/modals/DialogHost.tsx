import { ConfirmDialog, Dialog } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { closeDialog, modals } from '../../common/stores/modals.ts';

/** The one warning or confirmation dialog of the site (errors, logout, trial account). */
export function DialogHost() {
  const { t } = useTranslation();
  const { dialog } = useSnapshot(modals);
  if (!dialog) return null;
  const onOpenChange = (open: boolean) => {
    if (!open) closeDialog();
  };
  if (dialog.kind === 'confirm') {
    return (
      <ConfirmDialog
        isOpen
        onOpenChange={onOpenChange}
        title={dialog.title ?? t('dialog.notice')}
        message={dialog.message}
        confirmLabel={dialog.confirmLabel ?? t('actions.confirm')}
        cancelLabel={dialog.cancelLabel ?? t('actions.cancel')}
        onConfirm={async () => {
          await dialog.onConfirm?.();
        }}
      />
    );
  }
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) {
          closeDialog();
          dialog.onConfirm?.();
        }
      }}
      role="alertdialog"
      title={dialog.title ?? t('dialog.warning')}
      labels={{ close: dialog.confirmLabel ?? t('actions.confirm') }}
    >
      <p>{dialog.message}</p>
    </Dialog>
  );
}
