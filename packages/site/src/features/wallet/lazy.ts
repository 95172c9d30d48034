// The wallet's member-centre pages, one chunk each.
export const loadTransferFund = () => import('./pages/TransferFund.tsx');
export const loadDeposit = () => import('./pages/Deposit.tsx');
export const loadWithdraw = () => import('./pages/Withdraw.tsx');
export const loadTransferUpline = () => import('./pages/TransferUpline.tsx');
export const loadManualRebate = () => import('./pages/ManualRebate.tsx');
