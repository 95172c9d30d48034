export {
  Balance,
  type BalanceLabels,
  type BalanceProps,
  defaultBalanceLabels,
  hiddenAmount,
} from './Balance';
export { type FormatMinorUnitsOptions, formatMinorUnits } from './formatMinorUnits';
