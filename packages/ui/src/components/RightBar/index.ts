export type { AppDownload, AppDownloadKind, RightBarLabels, RightBarProps } from './RightBar';
export { appDownloadKinds, defaultRightBarLabels, RightBar } from './RightBar';
