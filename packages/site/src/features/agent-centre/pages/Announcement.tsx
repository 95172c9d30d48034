import { sanitizeHtml } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../common/brand/index.ts';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import * as styles from '../../../common/panel/panel.css.ts';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';

/** The brand's player announcements, newest as the platform lists them. */
export default function Announcement() {
  const { t } = useTranslation('agent');
  const notices = useCallQuery('announcements', {
    types: brand.announcementTypes.join(','),
    platform: 'W',
    execution: brand.defaultAnnouncementType,
  });
  return (
    <Loaded
      state={notices}
      isEmpty={(value) => (value.player ?? []).length === 0}
      emptyTitle={t('announcement.emptyTitle')}
      emptyText={t('announcement.emptyText')}
    >
      {(value) => (
        <ul className={styles.stack} aria-label={t('pages.announcement')}>
          {(value.player ?? []).map((notice) => (
            <li key={String(notice.id)} className={styles.card}>
              <h4 className={styles.sectionTitle}>{notice.title}</h4>
              <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.content) }} />
            </li>
          ))}
        </ul>
      )}
    </Loaded>
  );
}
