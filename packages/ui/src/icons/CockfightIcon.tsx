import { createIcon } from './createIcon';

export const CockfightIcon = createIcon(
  'Cockfight',
  <path d="M6 4l1.5 2L9 4l1 2.5M8.5 6.5A3 3 0 0 0 6 9.5V11l-3 1 3 1c0 3.5 3 6 7 6 4.5 0 7-3 7-7l1.5-4-3.5 2c-1.5-1-3-1-4.5 0L11 9.5V8a1.5 1.5 0 0 0-2.5-1.5zM10 19l-1 2.5M14 19l1 2.5M8.5 9.5h.01" />,
);
