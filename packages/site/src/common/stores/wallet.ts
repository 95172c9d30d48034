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

/** A money call answered with the new total (sumBalance): show it at once, before the next refresh. */
export function setBalance(sumBalance: number) {
  wallet.balance = sumBalance;
}
