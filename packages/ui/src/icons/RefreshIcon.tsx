import { createIcon } from './createIcon';

export const RefreshIcon = createIcon('Refresh', <path d="M21 12a9 9 0 1 1-2.6-6.4L21 8M21 3v5h-5" />);
