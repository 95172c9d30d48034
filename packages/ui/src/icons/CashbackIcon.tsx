import { createIcon } from './createIcon';

/** Cashback: money coming round again. */
export const CashbackIcon = createIcon(
  'Cashback',
  <path d="M20.5 12a8.5 8.5 0 1 1-2.5-6M20.5 3v4.5H16M12 7.5v9M14.5 9.5c-.4-.7-1.3-1-2.5-1-1.5 0-2.5.7-2.5 1.7 0 2.3 5 1.2 5 3.6 0 1-1 1.7-2.5 1.7-1.2 0-2.1-.4-2.5-1" />,
);
