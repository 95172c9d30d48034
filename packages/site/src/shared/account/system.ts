import { flattenWhitelabel, isPlatformError, systemState } from '@playsite/api';
import { platform } from '../api/platform.ts';
import { setRegisterSettings, settings } from '../stores/settings.ts';

let started: Promise<void> | undefined;

/**
 * GET /wps/system/status: maintenance first, then region, else the site with its flags and
 * settings. Asked once per visit: main.tsx starts it alongside the translations.
 */
export function loadSystemStatus(): Promise<void> {
  started ??= fetchSystemStatus();
  return started;
}

async function fetchSystemStatus(): Promise<void> {
  try {
    const status = await platform.call('systemStatus', { url: window.location.host });
    settings.location = { ip: status.location?.ip, country: status.location?.country };
    const info = status.info;
    settings.flags = flattenWhitelabel(info?.whitelabel ?? (await platform.call('whitelabel')));
    settings.resources = info?.resources ?? [];
    settings.customerService = info?.customerService ?? [];
    if (info?.register) setRegisterSettings(info.register);
    settings.status = (['normal', 'maintenance', 'region'] as const)[systemState(status)];
  } catch (error) {
    settings.status =
      isPlatformError(error) && error.errorCode === 'system.maintenance' ? 'maintenance' : 'unreachable';
  }
}

/** Register field settings (cached by the client for the session). */
export async function loadRegisterSettings(): Promise<void> {
  if (settings.register) return;
  setRegisterSettings(await platform.call('registerSettings'));
}
