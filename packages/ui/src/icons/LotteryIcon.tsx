import { createIcon } from './createIcon';

/** Lottery: a ticket. */
export const LotteryIcon = createIcon(
  'Lottery',
  <path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM15 7v2M15 11v2M15 15v2M7 10.5h4M7 13.5h3" />,
);
