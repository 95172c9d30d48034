import { Button } from '@playsite/ui';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { Message } from '../../common/Message.tsx';
import { useActionMessage } from '../../common/useError.ts';
import { muted, panel } from '../../layout/layout.css.ts';
import { ConfirmStatusChange } from './ConfirmStatusChange.tsx';
import { statusActions } from './Settings.css.ts';
import { SiteStatusChoice } from './SiteStatusChoice.tsx';
import type { SystemMode } from './siteSettings.ts';

/** Longer than the confirmation dialog takes to close and try to return focus. */
const focusRescueDelayMs = 300;

/**
 * The site's system status: open, maintenance or region rules. A status is chosen, then
 * "Change site status" asks to confirm it (arrowing through the choices asks nothing); the owner
 * only, the other roles see it disabled.
 */
export function SystemStatus({
  mode,
  canWrite,
  describedBy,
  onChanged,
}: {
  /** The status on the site now. */
  mode: SystemMode;
  canWrite: boolean;
  describedBy?: string;
  /** Reloads the settings; settles once they are reloaded. */
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [chosen, setChosen] = useState<SystemMode>();
  const choice = canWrite ? (chosen ?? mode) : mode;
  // What the dialog asks about: the choice when it opened, whatever changes meanwhile.
  const [asked, setAsked] = useState<SystemMode>(mode);
  const [isOpen, setOpen] = useState(false);
  const { message, fail, done } = useActionMessage();
  const group = useRef<HTMLDivElement>(null);

  const change = async () => {
    try {
      const changed = await call<{ mode: SystemMode }>('POST', '/settings/system-status', { mode: asked });
      await onChanged();
      setChosen(undefined);
      done(t('settings.status.changed', { mode: t(`settings.status.name.${changed.mode}`) }));
      // The button is disabled now (nothing left to change), so the dialog can not give it focus
      // back: put focus on the status chosen.
      setTimeout(() => {
        if (!document.activeElement || document.activeElement === document.body)
          group.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
      }, focusRescueDelayMs);
    } catch (error) {
      // The dialog closes; the refusal shows beside the button it returns focus to.
      fail(error);
    }
  };

  return (
    <section className={panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('settings.status.title')}</h2>
      <p className={muted}>{t('settings.status.current', { mode: t(`settings.status.name.${mode}`) })}</p>
      <SiteStatusChoice
        ref={group}
        value={choice}
        onChange={setChosen}
        isDisabled={!canWrite}
        describedBy={describedBy}
      />
      {canWrite && (
        <div className={statusActions}>
          <Button
            isDisabled={choice === mode}
            onPress={() => {
              setAsked(choice);
              setOpen(true);
            }}
          >
            {t('settings.status.change')}
          </Button>
          <ConfirmStatusChange mode={asked} isOpen={isOpen} onOpenChange={setOpen} onConfirm={change} />
        </div>
      )}
      <Message message={message} />
    </section>
  );
}
