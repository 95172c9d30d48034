import { EmptyState, TextField } from '@playsite/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Message } from '../../common/Message.tsx';
import { muted, panel } from '../../layout/layout.css.ts';
import { FlagList } from './FlagList.tsx';
import { filterTree, flagTree, matchesQuery } from './flags.ts';
import { filterField, flagMessage } from './Settings.css.ts';
import type { Flag } from './siteSettings.ts';
import { useFlagName } from './useFlagName.ts';
import { useFlagSwitch } from './useFlagSwitch.ts';

/** Every feature flag, each module's flags under it, switched at once (the owner only). */
export function FeatureFlags({
  flags,
  canWrite,
  onChanged,
}: {
  flags: readonly Flag[];
  canWrite: boolean;
  /** Reloads the settings; settles once they are reloaded. */
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const nameOf = useFlagName();
  const [query, setQuery] = useState('');
  const { switchFlag, shownState, message } = useFlagSwitch(onChanged);
  const shown = filterTree(flagTree(flags), (flag) => matchesQuery(nameOf(flag.modId), query));

  return (
    <section className={panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('settings.flags.title')}</h2>
      {flags.length === 0 ? (
        <EmptyState title={t('settings.flags.empty')} text={t('settings.flags.emptyText')} headingLevel={3} />
      ) : (
        <>
          {canWrite && <p className={muted}>{t('settings.flags.help')}</p>}
          <search className={filterField}>
            <TextField
              label={t('settings.flags.filter')}
              description={t('settings.flags.filterHelp')}
              type="search"
              value={query}
              onChange={setQuery}
            />
          </search>
          <div className={flagMessage}>
            <Message message={message} />
          </div>
          {shown.length ? (
            <FlagList
              labelledBy={headingId}
              nodes={shown}
              nameOf={nameOf}
              shownState={shownState}
              canWrite={canWrite}
              onSwitch={(flag, enabled) => void switchFlag(flag, enabled)}
            />
          ) : (
            <p>{t('settings.flags.noMatch')}</p>
          )}
        </>
      )}
    </section>
  );
}
