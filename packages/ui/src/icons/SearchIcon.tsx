import { createIcon } from './createIcon';

export const SearchIcon = createIcon(
  'Search',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-5-5" />
  </>,
);
