import { createIcon } from './createIcon';

/** VIP: a crown. */
export const VipIcon = createIcon('Vip', <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5zM5 19h14" />);
