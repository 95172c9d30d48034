import { createIcon } from './createIcon';

/** Social page: a share graph. */
export const SocialIcon = createIcon(
  'Social',
  <>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="M8.2 10.8l7.6-4.5M8.2 13.2l7.6 4.5" />
  </>,
);
