export { isDeviceRemembered } from './cookies.ts';
export { GuestActions } from './GuestActions.tsx';
export { submitChangePassword } from './submit.ts';
export { useLogout } from './useLogout.ts';
export { useSocialReturn } from './useSocialReturn.ts';
