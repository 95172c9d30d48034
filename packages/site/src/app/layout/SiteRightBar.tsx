import { type AppDownload, RightBar } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { settings } from '../../common/stores/settings.ts';
import { openSupport, useSupportUnread } from '../../features/support/index.ts';

/** Resource types of the router resources that the right bar shows. */
const downloadKinds = { IOS: 'ios', LITE: 'lite', ANDROID: 'android' } as const;

/** Customer service, social page, e-mail and app QR codes (leading to /down). */
export function SiteRightBar() {
  const { t } = useTranslation();
  const { resources } = useSnapshot(settings);
  const unread = useSupportUnread();
  const find = (type: string) => resources.find((r) => r.resourceType.toUpperCase() === type)?.url;
  const downloads: AppDownload[] = (Object.keys(downloadKinds) as (keyof typeof downloadKinds)[]).flatMap(
    (type) => {
      const resource = resources.find((r) => r.resourceType.toUpperCase() === type);
      if (type === 'LITE' && !resource) return [];
      // Each code leads to its own entry of /down (or the operator's address); a phone needs a full URL.
      const target = resource?.qrCodeUrl || resource?.url || '/down';
      return [{ kind: downloadKinds[type], qrText: new URL(target, window.location.origin).href }];
    },
  );
  return (
    <RightBar
      onCustomerService={openSupport}
      customerServiceUnread={{ count: unread, label: t('rightBar.unread', { count: unread }) }}
      socialHref={find('SOCIAL')}
      email={find('EMAIL')?.replace(/^mailto:/, '')}
      downloads={downloads}
      downloadHref="/down"
      labels={{
        links: t('header.quickLinks'),
        customerService: t('rightBar.customerService'),
        social: t('rightBar.social'),
        email: t('rightBar.email'),
        ios: t('rightBar.ios'),
        lite: t('rightBar.lite'),
        android: t('rightBar.android'),
      }}
    />
  );
}
