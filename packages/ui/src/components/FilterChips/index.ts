export type { FilterChip, FilterChipsProps } from './FilterChips';
export { FilterChips } from './FilterChips';
