export * from './ChangePasswordForm.tsx';
