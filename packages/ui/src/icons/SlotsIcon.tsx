import { createIcon } from './createIcon';

/** Slots / RNG games: a slot machine with a lever. */
export const SlotsIcon = createIcon(
  'Slots',
  <>
    <rect x="3" y="5" width="14" height="16" rx="2" />
    <path d="M6 9h8v6H6zM8.7 9v6M11.3 9v6M7 18h6M17 11h2.5V6" />
    <circle cx="19.5" cy="4.5" r="1.5" />
  </>,
);
