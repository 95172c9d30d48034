import type { DomainPlugin } from '../plugin.ts';

/** Social sign-in through the local development provider (issue 5). */
export const socialPlugin: DomainPlugin = async () => {};
