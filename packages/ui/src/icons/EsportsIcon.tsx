import { createIcon } from './createIcon';

export const EsportsIcon = createIcon(
  'Esports',
  <>
    <path d="M7 7h10a5 5 0 0 1 5 5v2.5a3 3 0 0 1-5.4 1.8L15 14H9l-1.6 2.3A3 3 0 0 1 2 14.5V12a5 5 0 0 1 5-5z" />
    <path d="M7.5 9.5v4M5.5 11.5h4M15.5 10.5h.01M18 12.5h.01" />
  </>,
);
