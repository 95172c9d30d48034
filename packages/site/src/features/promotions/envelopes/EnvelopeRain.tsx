import { Button, Modal } from '@playsite/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshBalance } from '../../../common/account/member.ts';
import { platform } from '../../../common/api/platform.ts';
import { errorText } from '../../../common/panel/errorText.ts';
import { formatMoney, formatTime } from '../../../common/panel/Money.tsx';
import * as panel from '../../../common/panel/panel.css.ts';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';
import * as styles from './envelopes.css.ts';

const dismissedKey = (eventId: number) => `envelope-dismissed-${eventId}`;
const drops = [6, 22, 38, 54, 70, 86];

/**
 * During a red envelope event, a member who may still grab sees the rain once per event (a closed
 * rain stays closed for the tab's session) and grabs; the amount is drawn on the server.
 */
export default function EnvelopeRain() {
  const current = useCallQuery('envelopeEvent');
  const event = current.data?.event;
  const [dismissed, setDismissed] = useState<number | null>(null);
  if (!event?.eligible || (event.grabbed ?? null) !== null) return null;
  if (dismissed === event.id || sessionStorage.getItem(dismissedKey(event.id))) return null;
  const close = () => {
    sessionStorage.setItem(dismissedKey(event.id), '1');
    setDismissed(event.id);
  };
  return <Rain event={event} onClose={close} />;
}

type Event = NonNullable<NonNullable<ReturnType<typeof useCallQuery<'envelopeEvent'>>['data']>['event']>;

function Rain({ event, onClose }: { event: Event; onClose: () => void }) {
  const { t } = useTranslation('engagement');
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const grab = async () => {
    setPending(true);
    try {
      const won = await platform.call('envelopeGrab', { eventId: event.id });
      setOutcome({
        ok: true,
        text: t('envelopes.grabbed', {
          amount: formatMoney(won.amount),
          turnover: formatMoney(won.turnoverRequired),
        }),
      });
      void refreshBalance();
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error) });
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('envelopes.title')}
      labels={{ close: t('envelopes.close') }}
      footer={
        outcome ? (
          <Button onPress={onClose}>{t('envelopes.close')}</Button>
        ) : (
          <Button isPending={pending} pendingLabel={t('promotions.pending')} onPress={grab}>
            {t('envelopes.grab')}
          </Button>
        )
      }
    >
      <div className={styles.rain} aria-hidden="true">
        {drops.map((left, index) => (
          <span
            key={left}
            className={styles.drop}
            style={{ left: `${left}%`, animationDelay: `${index * 0.4}s` }}
          />
        ))}
      </div>
      <p>{t('envelopes.text', { title: event.title, time: formatTime(event.endTime) })}</p>
      <p className={panel.muted}>{t('envelopes.left', { count: event.remaining })}</p>
      <p
        role="status"
        className={outcome?.ok === false ? panel.negative : panel.positive}
        data-testid="envelope-outcome"
      >
        {outcome?.text ?? ''}
      </p>
    </Modal>
  );
}
