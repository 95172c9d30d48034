import type { Announcements } from '@playsite/api';
import { proxy, ref } from 'valtio';

type Notice = NonNullable<Announcements['player']>[number];

/** Announcements of the brand: player notices, banners, popups and promotions. */
export const notices = proxy<{ loaded: boolean; value: Announcements }>({ loaded: false, value: {} });

export function setNotices(value: Announcements) {
  notices.value = ref(value);
  notices.loaded = true;
}

export type { Notice };
