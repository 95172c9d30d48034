import type { CallValue } from '@playsite/api';
import { Button, Modal } from '@playsite/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { refreshBalance } from '../../../common/account/member.ts';
import { platform } from '../../../common/api/platform.ts';
import { errorText } from '../../../common/panel/errorText.ts';
import { formatMoney, formatTime } from '../../../common/panel/Money.tsx';
import * as panel from '../../../common/panel/panel.css.ts';
import { callQuery, useSiteQuery } from '../../../common/query/query.ts';
import { modals } from '../../../common/stores/modals.ts';
import * as styles from './envelopes.css.ts';

const dismissedKey = (eventId: number) => `envelope-dismissed-${eventId}`;
const drops = [6, 22, 38, 54, 70, 86];

/** How often a logged-in member's open tab asks whether an envelope event runs (paused while hidden). */
export const envelopePollMs = 20_000;

type Event = NonNullable<NonNullable<CallValue<'envelopeEvent'>>['event']>;

/**
 * During a red envelope event, a member who may still grab sees the rain once per event (a closed
 * rain stays closed for the tab's session) and grabs; the amount is drawn on the server. The event
 * is asked for while the tab is visible, so a rain starts without a reload; when the event ends the
 * platform no longer names it and the rain goes (a grab's result stays until it is closed).
 */
export default function EnvelopeRain() {
  const current = useSiteQuery({
    ...callQuery('envelopeEvent'),
    staleTime: 0,
    refetchInterval: envelopePollMs,
    refetchOnWindowFocus: true,
  });
  const event = current.data?.event;
  const { refetch } = current;
  const endTime = event?.endTime;
  const { open, dialog } = useSnapshot(modals);
  const [dismissed, setDismissed] = useState<number | null>(null);
  // The event whose grab result is on screen: kept until closed, whatever the next answers say.
  const [result, setResult] = useState<Event | null>(null);

  // Ask again as the event ends, so the rain leaves on time rather than at the next poll.
  useEffect(() => {
    if (endTime === undefined) return;
    const timer = setTimeout(() => void refetch(), Math.max(0, endTime - Date.now()) + 500);
    return () => clearTimeout(timer);
  }, [endTime, refetch]);

  const close = (id: number) => {
    sessionStorage.setItem(dismissedKey(id), '1');
    setDismissed(id);
    setResult(null);
  };
  if (result)
    return (
      <Rain key={result.id} event={result} onGrabbed={() => undefined} onClose={() => close(result.id)} />
    );
  // One modal at a time: the rain waits for the after-login modal, the member centre or a dialog.
  if (open !== null || dialog !== null) return null;
  if (!event?.eligible || (event.grabbed ?? null) !== null) return null;
  if (dismissed === event.id || sessionStorage.getItem(dismissedKey(event.id))) return null;
  return (
    <Rain key={event.id} event={event} onGrabbed={() => setResult(event)} onClose={() => close(event.id)} />
  );
}

interface RainProps {
  event: Event;
  /** The grab was answered (won or refused): its result stays on screen until closed. */
  onGrabbed: () => void;
  onClose: () => void;
}

function Rain({ event, onGrabbed, onClose }: RainProps) {
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
      onGrabbed();
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
