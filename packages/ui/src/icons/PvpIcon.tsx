import { createIcon } from './createIcon';

/** PVP card rooms: two playing cards. */
export const PvpIcon = createIcon(
  'Pvp',
  <>
    <rect x="3" y="5" width="10" height="15" rx="1.5" transform="rotate(-12 8 12.5)" />
    <path d="M14.5 4.5H19a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-5.5M8 10.5l1.2 2-1.2 2-1.2-2z" />
  </>,
);
