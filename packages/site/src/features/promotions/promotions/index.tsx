import { type ActivityType, activityTypes } from '@playsite/api';
import { Tabs } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../common/page/index.ts';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import * as panel from '../../../common/panel/panel.css.ts';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';
import { ActivityCard } from '../ActivityCard.tsx';
import * as styles from '../promotions.css.ts';
import { promotionsNamespaces as namespaces } from './firstReads.ts';

/** promotions: the brand's promotions as cards, by type, with each one's status for this visitor. */
export function Component() {
  const { t, ready } = useTranslation(namespaces);
  const query = useCallQuery('activityList', {});
  // The cards wait for their texts: a label that swapped from its key would move the page.
  const list = ready ? query : { ...query, status: 'loading' as const, data: undefined };
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
                        {shown.map((activity, index) => (
                          <ActivityCard key={activity.id} activity={activity} first={index === 0} />
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
