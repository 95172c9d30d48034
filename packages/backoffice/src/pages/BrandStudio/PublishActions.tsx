import type { BrandTokens } from '@playsite/brands';
import { Button } from '@playsite/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiBase, BackofficeError, call } from '../../api/client.ts';
import { Message } from '../../common/Message.tsx';
import { useActionMessage } from '../../common/useError.ts';
import { link, muted, panel, row } from '../../layout/layout.css.ts';

/** Why publishing waits (studio.blocked.<reason>). */
export type Blocker = 'invalid' | 'warnings' | 'checking' | 'violations';

interface PublishActionsProps {
  brandId: string;
  draft: BrandTokens;
  /** The role may publish (brands.publish); others may still export. */
  canPublish: boolean;
  blockers: readonly Blocker[];
  onReset: () => void;
  onPublished: (revision: number) => void;
}

/** The server's warnings of a contrastFailing refusal. */
const warningsOf = (error: unknown): string[] => {
  const value = error instanceof BackofficeError ? (error.value as { warnings?: unknown }) : undefined;
  return Array.isArray(value?.warnings) ? value.warnings.map(String) : [];
};

/** Publishing the draft (refused while anything blocks it), resetting it, exporting brand.json. */
export function PublishActions({
  brandId,
  draft,
  canPublish,
  blockers,
  onReset,
  onPublished,
}: PublishActionsProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [refusedWarnings, setRefusedWarnings] = useState<string[]>([]);
  const { message, fail, done } = useActionMessage();
  const brandPath = `/brands/${encodeURIComponent(brandId)}`;
  const publish = async () => {
    setPending(true);
    setRefusedWarnings([]);
    try {
      const published = await call<{ revision: number }>('POST', `${brandPath}/publish`, { tokens: draft });
      done(t('studio.published', { revision: published.revision }));
      onPublished(published.revision);
    } catch (error) {
      fail(error);
      setRefusedWarnings(warningsOf(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <section className={panel} aria-labelledby="studio-publish">
      <h2 id="studio-publish">{t('studio.publishTitle')}</h2>
      <div className={row}>
        {canPublish && (
          <Button
            onPress={publish}
            isPending={pending}
            pendingLabel={t('studio.publishing')}
            isDisabled={blockers.length > 0}
            aria-describedby={blockers.length > 0 ? 'studio-blockers' : undefined}
          >
            {t('studio.publish')}
          </Button>
        )}
        <Button variant="outline" onPress={onReset}>
          {t('studio.reset')}
        </Button>
        <a className={link} href={`${apiBase}${brandPath}/export`} download>
          {t('studio.export')}
        </a>
      </div>
      <p className={muted}>{t('studio.exportHelp')}</p>
      {canPublish && blockers.length > 0 && (
        <div id="studio-blockers" className={muted}>
          {t('studio.blocked.title')}
          <ul>
            {blockers.map((blocker) => (
              <li key={blocker}>{t(`studio.blocked.${blocker}`)}</li>
            ))}
          </ul>
        </div>
      )}
      {!canPublish && <p className={muted}>{t('studio.readOnly')}</p>}
      <Message message={message} />
      {refusedWarnings.length > 0 && (
        <ul aria-label={t('studio.refusedWarnings')}>
          {refusedWarnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
