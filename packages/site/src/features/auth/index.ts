export { isDeviceRemembered } from './deviceMark.ts';
export { submitChangePassword } from './submit.ts';
export { useLogout } from './useLogout.ts';
export { useSocialReturn } from './useSocialReturn.ts';
