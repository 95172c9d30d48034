import { flattenWhitelabel, isPlatformError, systemState } from '@playsite/api';
import { callKey } from '../api/keys.ts';
import { platform } from '../api/platform.ts';
import { startRead } from '../api/reads.ts';
import { setRegisterSettings, settings } from '../stores/settings.ts';

/**
 * GET /wps/system/status: maintenance first, then region, else the site with its flags and
 * settings. Asked once per visit (main.tsx starts it alongside the translations); a failure is kept
 * as the state 'unreachable', which the gate shows.
 */
let started: Promise<void> | undefined;

export function loadSystemStatus(): Promise<void> {
  started ??= fetchSystemStatus();
  return started;
}

async function fetchSystemStatus(): Promise<void> {
  try {
    const payload = { url: window.location.host };
    const status = await startRead(callKey('systemStatus', payload), () =>
      platform.call('systemStatus', payload),
    );
    settings.location = { ip: status.location?.ip, country: status.location?.country };
    const info = status.info;
    settings.flags = flattenWhitelabel(
      info?.whitelabel ?? (await startRead(callKey('whitelabel'), () => platform.call('whitelabel'))),
    );
    settings.resources = info?.resources ?? [];
    settings.customerService = info?.customerService ?? [];
    if (info?.register) setRegisterSettings(info.register);
    settings.status = (['normal', 'maintenance', 'region'] as const)[systemState(status)];
  } catch (error) {
    settings.status =
      isPlatformError(error) && error.errorCode === 'system.maintenance' ? 'maintenance' : 'unreachable';
  }
}

/** Register field settings (the client also keeps them for the session); this module is on the start path. */
export async function loadRegisterSettings(): Promise<void> {
  if (settings.register) return;
  setRegisterSettings(await startRead(callKey('registerSettings'), () => platform.call('registerSettings')));
}
