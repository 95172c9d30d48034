export type { AppShellLabels, AppShellLayout, AppShellProps } from './AppShell';
export { AppShell, appShellLayouts, defaultAppShellLabels } from './AppShell';
