import { createIcon } from './createIcon';

/** Promotions: a gift box. */
export const PromotionsIcon = createIcon(
  'Promotions',
  <>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v9h14v-9M12 8v13M12 8C10.5 4 6.5 3.5 6.5 6S12 8 12 8s5.5 0 5.5-2-4-1.5-5.5 2" />
  </>,
);
