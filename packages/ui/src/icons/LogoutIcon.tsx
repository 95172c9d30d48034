import { createIcon } from './createIcon';

export const LogoutIcon = createIcon(
  'Logout',
  <path d="M9 21H5a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h4M16 17l5-5-5-5M21 12H9" />,
);
