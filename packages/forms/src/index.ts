/** @playsite/forms: server-driven, localised forms on @playsite/ui fields; the rules they check are @playsite/rules. */
export * from './ActivityApplyForm/index.ts';
export * from './CaptchaField/index.ts';
export * from './ChangePasswordForm/index.ts';
export * from './FeedbackForm/index.ts';
export * from './ForgotPasswordForm/index.ts';
export * from './LoginForm/index.ts';
export * from './MobileField/index.ts';
export * from './RegisterForm/index.ts';
export * from './SendCodeButton/index.ts';
export * from './SmsCodeField/index.ts';
export { FORM_ERROR, type SubmitErrors, type SubmitHandler } from './shared/errors.ts';
