import { proxy } from 'valtio';

/** Balance in integer minor units; `hidden` shows it as ***. */
export const wallet = proxy<{ balance: number | null; hidden: boolean; loading: boolean }>({
  balance: null,
  hidden: false,
  loading: false,
});

export function clearWallet() {
  wallet.balance = null;
  wallet.loading = false;
}
