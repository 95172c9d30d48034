export * from './LoginForm.tsx';
