import { ConfirmDialog, type ConfirmDialogTone } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import type { SystemMode } from './siteSettings.ts';

/** Maintenance turns every player away: the strongest warning. */
const tones: Record<SystemMode, ConfirmDialogTone> = {
  normal: 'neutral',
  maintenance: 'critical',
  region: 'caution',
};

/** "Put the site into maintenance?" and the like: what the new status does, asked before it is sent. */
export function ConfirmStatusChange({
  mode,
  isOpen,
  onOpenChange,
  onConfirm,
}: {
  /** The status asked for. */
  mode: SystemMode;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      tone={tones[mode]}
      title={t(`settings.status.confirmTitle.${mode}`)}
      message={<p>{t(`settings.status.confirmText.${mode}`)}</p>}
      confirmLabel={t(`settings.status.confirm.${mode}`)}
      cancelLabel={t('settings.status.cancel')}
      onConfirm={onConfirm}
    />
  );
}
