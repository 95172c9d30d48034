import { createIcon } from './createIcon';

export const starPath = 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z';
export const StarIcon = createIcon('Star', <path d={starPath} />);
