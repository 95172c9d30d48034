import { flattenWhitelabel, isPlatformError, systemState } from '@playsite/api';
import { startCall } from '../api/reads.ts';
import { setRegisterSettings, settings } from '../stores/settings.ts';

let started: Promise<void> | undefined;

/**
 * GET /wps/system/status: maintenance first, then region, else the site with its flags and
 * settings. Asked once per visit (main.tsx starts it alongside the translations); a failure is kept
 * as the state 'unreachable', which the gate shows.
 */
export function loadSystemStatus(): Promise<void> {
  started ??= fetchSystemStatus();
  return started;
}

async function fetchSystemStatus(): Promise<void> {
  try {
    const status = await startCall('systemStatus', { url: window.location.host });
    settings.location = { ip: status.location?.ip, country: status.location?.country };
    const info = status.info;
    settings.flags = flattenWhitelabel(info?.whitelabel ?? (await startCall('whitelabel')));
    settings.resources = info?.resources ?? [];
    settings.customerService = info?.customerService ?? [];
    settings.imageHost = info?.imageCDNs?.[0];
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
  setRegisterSettings(await startCall('registerSettings'));
}
