export type { HeaderLoginFormLabels, HeaderLoginFormProps, HeaderLoginValues } from './HeaderLoginForm';
export { defaultHeaderLoginFormLabels, HeaderLoginForm } from './HeaderLoginForm';
