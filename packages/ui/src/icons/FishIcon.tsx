import { createIcon } from './createIcon';

export const FishIcon = createIcon(
  'Fish',
  <path d="M2 12c3.5-5.5 10-6.5 15-2.5L21 6v12l-4-3.5C12 18.5 5.5 17.5 2 12zM7.5 11h.01M12 9.5c.8 1.5.8 3.5 0 5" />,
);
