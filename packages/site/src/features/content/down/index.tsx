import type { RouterResource } from '@playsite/api';
import { EmptyState, Link, QrCode, Stack } from '@playsite/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PageShell } from '../../../common/page/index.ts';
import { settings } from '../../../common/stores/settings.ts';
import * as styles from '../help/help.css.ts';

/** The app entries of the router resources, in this order (docs/product.md § Help, download and join-us). */
const platforms = { IOS: 'ios', ANDROID: 'android', LITE: 'lite' } as const;
type Platform = (typeof platforms)[keyof typeof platforms];

const absolute = (url: string) => new URL(url, window.location.origin).href;

function AppEntry({ platform, resource }: { platform: Platform; resource: RouterResource }) {
  const { t } = useTranslation('content');
  // A list in the texts; until the namespace has loaded, t answers the key (a string).
  const steps: unknown = t(`down.${platform}.steps`, { returnObjects: true });
  const name = t(`down.${platform}.name`);
  return (
    <li id={`app-${platform}`} className={styles.card} data-testid={`app-${platform}`} tabIndex={-1}>
      <Stack gap="3" align="start">
        <h2>{name}</h2>
        <p className={styles.muted}>{t(`down.${platform}.summary`)}</p>
        <QrCode
          text={absolute(resource.qrCodeUrl || resource.url)}
          size={160}
          margin={12}
          label={t('down.qrLabel', { name })}
        />
        <Link href={resource.url}>{t('down.open', { name })}</Link>
        <h3>{t('down.tutorial')}</h3>
        <ol>
          {(Array.isArray(steps) ? (steps as string[]) : []).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Stack>
    </li>
  );
}

/** /down: iOS, Android and lite app entries, each with its QR code and install tutorial. */
export function Component() {
  const { t } = useTranslation('content');
  const { resources } = useSnapshot(settings);
  const [params] = useSearchParams();
  const wanted = params.get('app');
  const entries = (Object.entries(platforms) as [keyof typeof platforms, Platform][]).flatMap(
    ([type, platform]) => {
      const resource = resources.find((item) => item.resourceType.toUpperCase() === type);
      return resource ? [{ platform, resource }] : [];
    },
  );
  useEffect(() => {
    // A QR code of one app leads here with ?app=: bring that entry into view.
    if (wanted) document.getElementById(`app-${wanted}`)?.focus();
  }, [wanted]);
  return (
    <PageShell page="down">
      <p className={styles.muted}>{t('down.intro')}</p>
      {entries.length === 0 ? (
        <EmptyState title={t('down.empty')} size="sm" />
      ) : (
        <ul className={styles.cards}>
          {entries.map(({ platform, resource }) => (
            <AppEntry key={platform} platform={platform} resource={resource} />
          ))}
        </ul>
      )}
    </PageShell>
  );
}
