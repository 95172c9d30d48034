export {
  ActivityApplyForm,
  type ActivityApplyFormProps,
  type ActivityApplyValues,
} from './ActivityApplyForm.tsx';
