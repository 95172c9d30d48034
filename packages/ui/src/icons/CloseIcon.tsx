import { createIcon } from './createIcon';

export const CloseIcon = createIcon('Close', <path d="M6 6l12 12M18 6L6 18" />);
