import { Button } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import * as styles from '../../../common/panel/panel.css.ts';
import { openModal } from '../../../common/stores/modals.ts';
import type { MoneyState } from './useMoneyAction.ts';

/** What became of a money action, in words: done, refused (why), or unknown (check the history). */
export function MoneyOutcome({ state, doneText }: { state: MoneyState<unknown>; doneText: string }) {
  const { t } = useTranslation('wallet');
  if (state.status === 'done') {
    return (
      <p role="status" className={styles.message}>
        {doneText}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <p role="alert" className={styles.message}>
        {state.message}
      </p>
    );
  }
  if (state.status === 'unknown') {
    return (
      <div role="alert" className={styles.message}>
        <p className={styles.muted}>{t('outcome.unknown')}</p>
        <Button
          variant="ghost"
          size="sm"
          onPress={() => openModal('memberCenter', { page: 'transactionHistory' })}
        >
          {t('outcome.checkHistory')}
        </Button>
      </div>
    );
  }
  return null;
}
