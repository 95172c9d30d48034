import { createIcon } from './createIcon';

/** Bet records / history: a clock turning back. */
export const HistoryIcon = createIcon('History', <path d="M3 12a9 9 0 1 0 2.6-6.4L3 8M3 3v5h5M12 7v5l3 3" />);
