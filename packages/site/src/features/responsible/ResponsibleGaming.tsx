import type { ResponsibleStatus } from '@playsite/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loaded } from '../../common/panel/Loaded.tsx';
import { formatMoney } from '../../common/panel/Money.tsx';
import * as styles from '../../common/panel/panel.css.ts';
import { useCallQuery } from '../../common/panel/useCallQuery.ts';
import { BreakForm } from './BreakForm.tsx';
import { LimitForm } from './LimitForm.tsx';
import { RealityCheckForm } from './RealityCheckForm.tsx';

/** The member centre's Responsible gaming page: limits, breaks and reality checks (docs/responsible-gaming.md). */
export default function ResponsibleGaming() {
  const { t } = useTranslation('wallet');
  const query = useCallQuery('responsibleStatus');
  const [saved, setSaved] = useState<ResponsibleStatus>();
  const onSaved = (next: ResponsibleStatus) => setSaved(next);
  return (
    <Loaded state={query}>
      {(loaded) => {
        const status = saved ?? loaded;
        return (
          <div className={styles.stack}>
            <p className={styles.muted}>
              {t('responsible.sessionLine', {
                minutes: Math.max(0, Math.floor((Date.now() - status.session.startedAt) / 60_000)),
                net: formatMoney(status.session.net),
              })}
            </p>
            {(['deposit', 'loss', 'wager', 'session'] as const).map((kind) => (
              <LimitForm
                key={`${kind}-${JSON.stringify(status.limits)}`}
                kind={kind}
                status={status}
                onSaved={onSaved}
              />
            ))}
            <BreakForm status={status} onSaved={onSaved} />
            <RealityCheckForm status={status} onSaved={onSaved} />
          </div>
        );
      }}
    </Loaded>
  );
}
