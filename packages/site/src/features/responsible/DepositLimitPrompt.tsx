import type { ResponsibleStatus } from '@playsite/api';
import { Button } from '@playsite/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../../common/api/platform.ts';
import { errorText } from '../../common/panel/errorText.ts';
import * as styles from '../../common/panel/panel.css.ts';
import { useCallQuery } from '../../common/panel/useCallQuery.ts';
import { LimitForm } from './LimitForm.tsx';

/** Where the limits and breaks are: the member centre's Responsible gaming page (opens over any page). */
export const responsibleHref = '?centre=member/responsibleGaming';

/**
 * On the deposit page: the link to limits and breaks, and before a first deposit, where the brand's
 * profile says so (RTS 12A), the prompt to set a deposit limit, answered by setting one or declining.
 */
export function DepositLimitPrompt() {
  const { t } = useTranslation('wallet');
  const query = useCallQuery('responsibleStatus');
  const [answered, setAnswered] = useState<ResponsibleStatus>();
  const [error, setError] = useState<string>();
  const status = answered ?? (query.status === 'ready' ? query.data : undefined);
  return (
    <div className={styles.stack}>
      <a href={responsibleHref}>{t('responsible.link')}</a>
      {status?.promptDepositLimit ? (
        <section className={styles.card} aria-labelledby="deposit-limit-prompt">
          <h4 id="deposit-limit-prompt" className={styles.sectionTitle}>
            {t('responsible.promptTitle')}
          </h4>
          <p className={styles.muted}>{t('responsible.promptText')}</p>
          <LimitForm
            kind="deposit"
            status={status}
            onSaved={async () => {
              setAnswered(await platform.call('responsibleDepositPrompt', { answered: true }));
            }}
          />
          <Button
            variant="ghost"
            onPress={async () => {
              try {
                setAnswered(await platform.call('responsibleDepositPrompt', { answered: true }));
              } catch (caught) {
                setError(errorText(caught));
              }
            }}
          >
            {t('responsible.promptDecline')}
          </Button>
          {error ? <p role="alert">{error}</p> : null}
        </section>
      ) : null}
    </div>
  );
}
