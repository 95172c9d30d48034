import { SystemPage } from '@playsite/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { loadLoginInfo } from '../account/member.ts';
import { loadSystemStatus } from '../account/system.ts';
import { settings } from '../stores/settings.ts';
import { openCustomerService } from './customerService.ts';
import { StatusLoading } from './StatusLoading.tsx';

/** The site only shows once /wps/system/status says normal; maintenance and region pages otherwise. */
export function SystemGate() {
  const { t } = useTranslation();
  const { status, location } = useSnapshot(settings);

  useEffect(() => {
    loadSystemStatus().then(() => {
      if (settings.status === 'normal') return loadLoginInfo();
    });
  }, []);

  if (status === 'loading') return <StatusLoading />;
  if (status === 'normal') return <Outlet />;
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
