import { type ActivityType, activityTypes } from '@playsite/api';
import { Tabs } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../common/page/index.ts';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import * as panel from '../../../common/panel/panel.css.ts';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';
import { ActivityCard } from '../ActivityCard.tsx';
import * as styles from '../promotions.css.ts';

/** promotions: the brand's promotions as cards, by type, with each one's status for this visitor. */
export function Component() {
  const { t } = useTranslation('engagement');
  const list = useCallQuery('activityList', {});
  const tabs: ('all' | ActivityType)[] = ['all', ...activityTypes];
  return (
    <PageShell page="promotions">
      <Loaded state={list} isEmpty={(value) => value.list.length === 0} emptyTitle={t('promotions.empty')}>
        {(value) => (
          <div className={panel.wrappingTabs}>
            <Tabs
              label={t('promotions.types.label')}
              items={tabs.map((type) => {
                const shown = type === 'all' ? value.list : value.list.filter((item) => item.type === type);
                return {
                  id: type,
                  label: t(`promotions.types.${type}`),
                  content:
                    shown.length === 0 ? (
                      <p>{t('promotions.emptyType')}</p>
                    ) : (
                      <ul className={styles.grid}>
                        {shown.map((activity) => (
                          <ActivityCard key={activity.id} activity={activity} />
                        ))}
                      </ul>
                    ),
                };
              })}
            />
          </div>
        )}
      </Loaded>
    </PageShell>
  );
}
