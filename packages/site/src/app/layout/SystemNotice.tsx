import { SystemPage } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { settings } from '../../common/stores/settings.ts';
import { openCustomerService } from './customerService.ts';

/** Maintenance, region restriction or an unreachable platform: a full page instead of the site. */
export default function SystemNotice() {
  const { t } = useTranslation();
  const { status, location } = useSnapshot(settings);
  const labels = {
    maintenanceTitle: t('system.maintenanceTitle'),
    maintenanceMessage: t('system.maintenanceMessage'),
    regionTitle: t('system.regionTitle'),
    regionMessage: t('system.regionMessage'),
    ip: t('system.ip'),
    country: t('system.country'),
    contactUs: t('actions.contactUs'),
  };
  if (status === 'unreachable') {
    return (
      <SystemPage
        kind="maintenance"
        labels={{
          ...labels,
          maintenanceTitle: t('system.unreachableTitle'),
          maintenanceMessage: t('system.unreachableMessage'),
        }}
        onContactUs={openCustomerService}
      />
    );
  }
  if (status !== 'maintenance' && status !== 'region') return null;
  return (
    <SystemPage
      kind={status}
      ip={location.ip}
      country={location.country}
      labels={labels}
      onContactUs={openCustomerService}
    />
  );
}
