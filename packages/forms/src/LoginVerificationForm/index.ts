export * from './LoginVerificationForm.tsx';
