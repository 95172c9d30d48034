import type { HelpTopicId } from '@playsite/api';
import { sanitizeHtml } from '@playsite/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../common/brand/index.ts';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';
import * as styles from './help.css.ts';

/** One of the footer's about-pages: the operator's text in the reader's language, sanitised. */
export function TopicArticle({ topic }: { topic: HelpTopicId }) {
  const { t, i18n } = useTranslation('content');
  const state = useCallQuery('helpTopic', { topic });
  const title = state.data?.title;
  useEffect(() => {
    if (title) document.title = `${title} | ${brand.name}`;
  }, [title]);
  return (
    <Loaded state={state}>
      {(article) => (
        <article aria-labelledby="topic-title">
          <h2 id="topic-title">{article.title}</h2>
          <div
            className={styles.answer}
            data-testid="topic-content"
            // Operator HTML, sanitised before it reaches the page.
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(article.content) }}
          />
          <p className={styles.muted}>
            {t('help.updated', {
              date: new Intl.DateTimeFormat(i18n.language === 'cn' ? 'zh-CN' : i18n.language, {
                dateStyle: 'medium',
              }).format(article.updatedAt),
            })}
          </p>
        </article>
      )}
    </Loaded>
  );
}
