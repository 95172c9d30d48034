export type { AppShellLayout, AppShellProps } from './AppShell';
export { AppShell, appShellLayouts } from './AppShell';
