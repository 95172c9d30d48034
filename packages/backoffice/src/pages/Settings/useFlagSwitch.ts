import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { useActionMessage } from '../../common/useError.ts';
import type { Flag } from './siteSettings.ts';
import { useFlagName } from './useFlagName.ts';

/**
 * Switches a flag at once: shown in its new state while the server saves it (and put back if it
 * refuses), then the settings are reloaded. One change per flag at a time.
 */
export function useFlagSwitch(onChanged: () => Promise<unknown>) {
  const { t } = useTranslation();
  const nameOf = useFlagName();
  const { message, fail, done } = useActionMessage();
  /** Flags being saved, with the state asked for. */
  const [saving, setSaving] = useState<ReadonlyMap<string, boolean>>(new Map());
  // Read before a re-render shows `saving`: a second press meanwhile is ignored.
  const busy = useRef(new Set<string>());

  const switchFlag = async (flag: Flag, enabled: boolean) => {
    if (busy.current.has(flag.modId)) return;
    busy.current.add(flag.modId);
    setSaving((current) => new Map(current).set(flag.modId, enabled));
    try {
      const changed = await call<{ modId: string; enabled: boolean }>('POST', '/settings/flags', {
        modId: flag.modId,
        enabled,
      });
      done(t(changed.enabled ? 'settings.flags.on' : 'settings.flags.off', { name: nameOf(changed.modId) }));
    } catch (error) {
      fail(error);
    } finally {
      // Reloaded first, so that the switch does not flick back to its old state meanwhile.
      await onChanged();
      busy.current.delete(flag.modId);
      setSaving((current) => {
        const next = new Map(current);
        next.delete(flag.modId);
        return next;
      });
    }
  };

  /** The state to show: the one asked for while it is being saved. */
  const shownState = (flag: Flag) => saving.get(flag.modId) ?? flag.enabled;

  return { switchFlag, shownState, message };
}
