import type { DomainPlugin } from '../plugin.ts';

/** Bind mobile and e-mail, avatar, transfer to downline (issue 7). */
export const profilePlugin: DomainPlugin = async () => {};
