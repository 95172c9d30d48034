import { createIcon } from './createIcon';

// The chevrons share a module, unlike the other icons: they are tiny and drawn together (a
// carousel's arrows, a drop-down's toggle), so one file saves requests instead of adding them.
export const ChevronLeftIcon = createIcon('ChevronLeft', <path d="M15 6l-6 6 6 6" />);
export const ChevronRightIcon = createIcon('ChevronRight', <path d="M9 6l6 6-6 6" />);
export const ChevronDownIcon = createIcon('ChevronDown', <path d="M6 9l6 6 6-6" />);
export const ChevronUpIcon = createIcon('ChevronUp', <path d="M6 15l6-6 6 6" />);
