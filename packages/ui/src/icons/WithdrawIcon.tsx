import { createIcon } from './createIcon';

export const WithdrawIcon = createIcon('Withdraw', <path d="M12 15V3M7 8l5-5 5 5M4 16v4h16v-4" />);
