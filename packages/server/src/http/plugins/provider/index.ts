import type { DomainPlugin } from '../../plugin.ts';

/** The provider wallet API (docs/provider-wallet.md): balance, bet, win and rollback for game providers. */
export const providerPlugin: DomainPlugin = async () => {};
