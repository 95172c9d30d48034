import { createIcon } from './createIcon';

export const DepositIcon = createIcon('Deposit', <path d="M12 3v12M7 10l5 5 5-5M4 16v4h16v-4" />);
