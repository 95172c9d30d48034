export { Balance, type BalanceProps, hiddenAmount } from './Balance';
export { type FormatMinorUnitsOptions, formatMinorUnits } from './formatMinorUnits';
