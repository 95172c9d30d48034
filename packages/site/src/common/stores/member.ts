import type { MemberInfo } from '@playsite/api';
import { proxy, ref } from 'valtio';

export const member = proxy<{ info: MemberInfo | null; loading: boolean }>({ info: null, loading: false });

export function setMember(info: MemberInfo | null) {
  member.info = info ? ref(info) : null;
}

/** Rank level above 4 counts as VIP (docs/product.md § VIP). */
export const isVip = (info: MemberInfo | null) => (info?.clubLabel?.rankLevel ?? 0) > 4;
