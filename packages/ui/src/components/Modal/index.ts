export { CloseAction } from './CloseAction';
export * from './ConfirmDialog';
export * from './Dialog';
export * from './Modal';
export type { GuardedOpenStateOptions, OpenGuard } from './useGuardedOpenState';
