export * from './SmsCodeField.tsx';
