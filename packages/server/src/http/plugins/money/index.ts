import type { DomainPlugin } from '../../plugin.ts';
import { depositPlugin } from './deposits.ts';
import { memberCentrePlugin } from './member-centre.ts';
import { withdrawalPlugin } from './withdrawals.ts';

/** The money domain's plugins (deposits, withdrawals, vendor wallets, records), in registration order. */
export const moneyPlugins: DomainPlugin[] = [depositPlugin, withdrawalPlugin, memberCentrePlugin];
