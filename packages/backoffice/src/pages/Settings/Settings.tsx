import { useCustom, useGetIdentity } from '@refinedev/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BackofficeError, type Me } from '../../api/client.ts';
import { Message } from '../../common/Message.tsx';
import { muted } from '../../layout/layout.css.ts';
import { FeatureFlags } from './FeatureFlags.tsx';
import { SystemStatus } from './SystemStatus.tsx';
import type { SiteSettings } from './siteSettings.ts';

/**
 * Settings: the site's system status (open, maintenance, region rules) and its feature flags.
 * Every reading role sees them; only the owner (settings.write) changes them.
 */
export function Settings() {
  const { t } = useTranslation();
  const noteId = useId();
  const { data: me } = useGetIdentity<Me>();
  const canWrite = me?.permissions.includes('settings.write') ?? false;
  const { result, query } = useCustom<SiteSettings>({ url: '/settings', method: 'get' });
  // Refine's result holds an empty object until the answer: only an answer is the settings.
  const settings: SiteSettings | undefined = query.isSuccess ? result.data : undefined;
  const reason = query.error instanceof BackofficeError ? query.error.reason : 'unknown';
  const reload = () => query.refetch();
  const readOnly = me !== undefined && !canWrite;

  return (
    <>
      <h1>{t('settings.title')}</h1>
      {query.isLoading && <p role="status">{t('settings.loading')}</p>}
      {query.isError && (
        <Message
          message={{ text: t(`errors.${reason}`, { defaultValue: t('errors.unknown') }), isError: true }}
        />
      )}
      {settings && (
        <>
          {readOnly && (
            <p id={noteId} className={muted}>
              {t('settings.readOnly')}
            </p>
          )}
          <SystemStatus
            mode={settings.mode}
            canWrite={canWrite}
            describedBy={readOnly ? noteId : undefined}
            onChanged={reload}
          />
          <FeatureFlags flags={settings.flags} canWrite={canWrite} onChanged={reload} />
        </>
      )}
    </>
  );
}
