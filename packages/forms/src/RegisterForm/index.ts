export * from './RegisterForm.tsx';
