import type { ResponsibleStatus } from '@playsite/api';
import { Button } from '@playsite/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../../common/api/platform.ts';
import { formatMoney } from '../../common/panel/Money.tsx';
import { responsibleHref } from './DepositLimitPrompt.tsx';
import * as styles from './RealityCheck.css.ts';

/**
 * Over a running game, at the interval the player chose (or the profile's default): time played and
 * net position this session, with ways to stop, see the history or set limits. The reminder covers
 * the game, so it cannot be played until the reminder is answered (RTS 13).
 */
export function RealityCheck({ onStop }: { onStop: () => void }) {
  const { t } = useTranslation('wallet');
  const [due, setDue] = useState<ResponsibleStatus>();
  const [round, setRound] = useState(0);
  const continueRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    platform
      .call('responsibleStatus')
      .then((status) => {
        if (stopped || status.realityCheckMinutes === null) return;
        timer = setTimeout(async () => {
          const now = await platform.call('responsibleStatus').catch(() => status);
          if (!stopped) setDue(now);
        }, status.realityCheckMinutes * 60_000);
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [round]);

  useEffect(() => {
    if (due) continueRef.current?.querySelector('button')?.focus();
  }, [due]);

  if (!due) return null;
  const minutes = Math.max(0, Math.floor((Date.now() - due.session.startedAt) / 60_000));
  return (
    <div className={styles.cover}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="reality-title"
        aria-describedby="reality-text"
        className={styles.panel}
      >
        <h2 id="reality-title">{t('responsible.realityTitle')}</h2>
        <p id="reality-text">
          {t('responsible.sessionLine', { minutes, net: formatMoney(due.session.net) })}
        </p>
        <div className={styles.actions} ref={continueRef}>
          <Button
            onPress={() => {
              setDue(undefined);
              setRound((value) => value + 1);
            }}
          >
            {t('responsible.realityContinue')}
          </Button>
          <Button variant="outline" onPress={onStop}>
            {t('responsible.realityStop')}
          </Button>
        </div>
        <div className={styles.actions}>
          <a href="?centre=member/personalHistoryCopy">{t('responsible.realityHistory')}</a>
          <a href={responsibleHref}>{t('responsible.link')}</a>
        </div>
      </div>
    </div>
  );
}
