import { createIcon } from './createIcon';

export const SportsIcon = createIcon(
  'Sports',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5l4 2.9-1.5 4.6h-5L8 10.4zM12 7.5V3M16 10.4l4.3-1.4M14.5 15l2.7 3.7M9.5 15l-2.7 3.7M8 10.4L3.7 9" />
  </>,
);
