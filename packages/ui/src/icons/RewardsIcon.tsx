import { createIcon } from './createIcon';

/** Rewards: a trophy. */
export const RewardsIcon = createIcon(
  'Rewards',
  <path d="M8 3h8v6a4 4 0 0 1-8 0zM8 5H5a3 3 0 0 0 3 5M16 5h3a3 3 0 0 1-3 5M12 13v4M8.5 21h7M9.5 17h5l.5 4H9z" />,
);
