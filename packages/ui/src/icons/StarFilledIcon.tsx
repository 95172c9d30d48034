import { createIcon } from './createIcon';
import { starPath } from './StarIcon';

/** The favourite state: the same star, filled. */
export const StarFilledIcon = createIcon('StarFilled', <path d={starPath} fill="currentColor" />);
