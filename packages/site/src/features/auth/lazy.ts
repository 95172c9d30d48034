// Code loaded on demand: each is its own chunk, fetched when first needed.
export const loadLoginModal = () => import('./LoginModal.tsx');
export const loadRegisterModal = () => import('./RegisterModal.tsx');
export const loadForgotPasswordModal = () => import('./ForgotPasswordModal.tsx');
export const loadChangePasswordModal = () => import('./ChangePasswordModal.tsx');
export const loadAfterLoginModal = () => import('./AfterLoginModal.tsx');
export const loadGuestActions = () => import('./GuestActions.tsx');
export const loadRememberedDevice = () => import('./device.ts');
