import type { DomainPlugin } from '../plugin.ts';

/** PVP card rooms and fish games (issue 6). */
export const roomsPlugin: DomainPlugin = async () => {};
