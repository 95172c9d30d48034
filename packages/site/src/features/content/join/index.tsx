import { Stack } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../common/page/index.ts';
import * as styles from '../help/help.css.ts';
import { AgentApplication } from './AgentApplication.tsx';

const benefits = ['commission', 'code', 'team', 'support'] as const;

/** /join: agent recruitment and the application to become an agent. */
export function Component() {
  const { t } = useTranslation('content');
  return (
    <PageShell page="join">
      <Stack gap="5">
        <p className={styles.muted}>{t('join.intro')}</p>
        <section aria-labelledby="join-why">
          <Stack gap="3">
            <h2 id="join-why">{t('join.whyTitle')}</h2>
            <ul className={styles.cards}>
              {benefits.map((id) => (
                <li key={id} className={styles.card}>
                  <h3>{t(`join.benefits.${id}.title`)}</h3>
                  <p>{t(`join.benefits.${id}.text`)}</p>
                </li>
              ))}
            </ul>
          </Stack>
        </section>
        <AgentApplication />
      </Stack>
    </PageShell>
  );
}
