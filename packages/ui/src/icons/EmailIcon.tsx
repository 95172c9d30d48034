import { createIcon } from './createIcon';

export const EmailIcon = createIcon(
  'Email',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5L12 13l8.5-6.5" />
  </>,
);
