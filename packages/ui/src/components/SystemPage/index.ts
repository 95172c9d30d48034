export type { SystemPageKind, SystemPageLabels, SystemPageProps } from './SystemPage';
export { defaultSystemPageLabels, SystemPage, systemPageKinds } from './SystemPage';
