import { createIcon } from './createIcon';

/** Customer service: a headset. */
export const CustomerServiceIcon = createIcon(
  'CustomerService',
  <path d="M4 15v-3a8 8 0 0 1 16 0v3M4 14h3v5H4zM17 14h3v5h-3zM20 19c0 1.5-2 2.5-5 2.5h-2" />,
);
