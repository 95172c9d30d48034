export { GameFrameView } from './GameFrameView.tsx';
export type { LaunchTarget } from './launch.ts';
export { useBalanceOnReturn } from './useBalanceOnReturn.ts';
export { type LaunchContext, type LaunchedFrom, launchGame, useLaunch } from './useLaunch.ts';
