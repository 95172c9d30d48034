export { GuestActions } from './GuestActions.tsx';
export { submitChangePassword } from './submit.ts';
export { useLogout } from './useLogout.ts';
