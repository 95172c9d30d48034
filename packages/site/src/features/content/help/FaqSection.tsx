import { focusRing, Stack, sanitizeHtml, TextField } from '@playsite/ui';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';
import * as styles from './help.css.ts';
import { searchFaq } from './searchFaq.ts';

/** The FAQ of the help centre, in the reader's language, grouped and searchable. */
export function FaqSection() {
  const { t } = useTranslation('content');
  const state = useCallQuery('helpCenter');
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const groups = useMemo(() => searchFaq(state.data ?? [], deferred), [state.data, deferred]);
  return (
    <section aria-labelledby="faq-title">
      <Stack gap="4">
        <h2 id="faq-title">{t('help.faqTitle')}</h2>
        <search>
          <TextField
            type="search"
            label={t('help.searchLabel')}
            placeholder={t('help.searchPlaceholder')}
            value={query}
            onChange={setQuery}
          />
        </search>
        <Loaded state={state} isEmpty={(faq) => faq.length === 0} emptyTitle={t('help.emptyFaq')}>
          {() =>
            groups.length === 0 ? (
              <p role="status">{t('help.noResults', { query: deferred })}</p>
            ) : (
              <Stack gap="4">
                <p role="status" className={styles.muted}>
                  {t('help.results', { count: groups.reduce((sum, [, entries]) => sum + entries.length, 0) })}
                </p>
                {groups.map(([category, entries]) => (
                  <section key={category} aria-label={category}>
                    <h3>{category}</h3>
                    {entries.map((entry) => (
                      <details key={entry.id} className={styles.question} open={deferred.trim() !== ''}>
                        <summary className={focusRing}>{entry.title}</summary>
                        <div
                          className={styles.answer}
                          dangerouslySetInnerHTML={{ __html: sanitizeHtml(entry.content) }}
                        />
                      </details>
                    ))}
                  </section>
                ))}
              </Stack>
            )
          }
        </Loaded>
      </Stack>
    </section>
  );
}
