import { EmptyState, Select } from '@playsite/ui';
import { useCustom, useGetIdentity } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackofficeError, type Me } from '../../api/client.ts';
import { Message } from '../../common/Message.tsx';
import { currentTag } from '../../i18n/index.ts';
import { muted, row } from '../../layout/layout.css.ts';
import { BrandEditor } from './BrandEditor.tsx';
import type { BrandList } from './draft.ts';

/**
 * The brand studio: a brand's design inputs edited live over every component and the real pages,
 * the derivation's contrast moves shown, and the design published once axe-core finds nothing.
 */
export function BrandStudio() {
  const { t } = useTranslation();
  const { data: me } = useGetIdentity<Me>();
  const { result, query } = useCustom<BrandList>({ url: '/brands', method: 'get' });
  const [chosenId, setChosenId] = useState<string>();
  const list = result.data;
  const brands = list?.brands ?? [];
  const brand = brands.find((candidate) => candidate.id === chosenId) ?? brands[0];
  const reason = query.error instanceof BackofficeError ? query.error.reason : 'unknown';

  return (
    <>
      <h1>{t('studio.title')}</h1>
      {query.isLoading && <p role="status">{t('studio.loading')}</p>}
      {query.isError && (
        <Message
          message={{ text: t(`errors.${reason}`, { defaultValue: t('errors.unknown') }), isError: true }}
        />
      )}
      {list && !brand && (
        <EmptyState title={t('studio.empty')} text={t('studio.emptyText')} headingLevel={2} />
      )}
      {list && brand && (
        <>
          <div className={row}>
            <Select
              label={t('studio.brand')}
              value={brand.id}
              options={brands.map((candidate) => ({ value: candidate.id, label: candidate.label }))}
              onChange={(id) => id && setChosenId(id)}
            />
            <p className={muted}>
              {brand.published
                ? t('studio.publishedBy', {
                    revision: brand.published.revision,
                    by: brand.published.by,
                    at: new Date(brand.published.at).toLocaleString(currentTag()),
                  })
                : t('studio.notPublished')}
            </p>
          </div>
          <BrandEditor
            key={brand.id}
            brand={brand}
            fonts={list.fonts}
            canPublish={me?.permissions.includes('brands.publish') ?? false}
            onPublished={() => void query.refetch()}
          />
        </>
      )}
    </>
  );
}
