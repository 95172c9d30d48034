/** @playsite/forms: server-driven, localised forms on @playsite/ui fields; the rules they check are @playsite/rules. */
export * from './ActivityApplyForm/index.ts';
export * from './CaptchaField/index.ts';
export * from './ChangePasswordForm/index.ts';
export * from './FeedbackForm/index.ts';
export * from './ForgotPasswordForm/index.ts';
// The generic binding: a form bound to its values type, fields bound by name, validation from rules
// or a superstruct struct, submit errors as messages (see README § Building a form).
export {
  type ErrorTiming,
  type FieldErrors,
  FORM_ERROR,
  type FormMessage,
  type LocalisedText,
  type SubmitErrors,
  type SubmitHandler,
} from './kit/errors.ts';
export { FormCheckbox } from './kit/FormCheckbox.tsx';
export { FormFileUpload, type FormFileUploadProps } from './kit/FormFileUpload.tsx';
export { FormSelect, type FormSelectProps } from './kit/FormSelect.tsx';
export { FormShell, type FormShellProps } from './kit/FormShell.tsx';
export { FormTextArea, type FormTextAreaProps } from './kit/FormTextArea.tsx';
export { FormTextField, type FormTextFieldProps } from './kit/FormTextField.tsx';
export { useFormField, useFormValue } from './kit/useFormField.ts';
export {
  combineValidators,
  type FieldRule,
  type FieldRules,
  type StructFailureLike,
  type StructLike,
  type Validate,
  validateRules,
  validateStruct,
} from './kit/validate.ts';
export * from './LoginForm/index.ts';
export * from './LoginVerificationForm/index.ts';
export * from './MobileField/index.ts';
export * from './RegisterForm/index.ts';
export * from './SendCodeButton/index.ts';
export * from './SmsCodeField/index.ts';
