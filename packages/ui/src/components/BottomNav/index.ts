export type { BottomNavLabels, BottomNavProps, NavCategory } from './BottomNav';
export { BottomNav, categoryIcons, defaultBottomNavLabels } from './BottomNav';
