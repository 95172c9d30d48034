import { proxy } from 'valtio';

/** The VIP rank label shown in the bottom navigation ('- -' when logged out). */
export const vip = proxy<{ rankLabel: string | null; rankLevel: number }>({ rankLabel: null, rankLevel: 0 });

export function clearVip() {
  vip.rankLabel = null;
  vip.rankLevel = 0;
}
