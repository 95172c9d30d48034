import { createIcon } from './createIcon';

export const HomeIcon = createIcon('Home', <path d="M3 11l9-8 9 8M5 9.5V21h5v-6h4v6h5V9.5" />);
