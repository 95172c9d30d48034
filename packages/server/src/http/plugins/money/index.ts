import type { DomainPlugin } from '../../plugin.ts';

/** The money domain's plugins (deposits, withdrawals, vendor wallets, records), in registration order. */
export const moneyPlugins: DomainPlugin[] = [];
