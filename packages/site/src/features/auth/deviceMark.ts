/** Set while the server remembers this device (its own cookie is HttpOnly, so unreadable here). */
export const deviceMarkCookie = 'rememberedDevice';

/**
 * True while the server remembers this browser (set by device.ts). Its own small module: the
 * start-up path asks it on every visit and needs none of the other cookie code.
 */
export const isDeviceRemembered = (): boolean =>
  typeof document !== 'undefined' && document.cookie.split(/;\s*/).includes(`${deviceMarkCookie}=1`);
