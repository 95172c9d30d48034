export {
  defaultQuestionTypes,
  FeedbackForm,
  type FeedbackFormProps,
  type FeedbackValues,
} from './FeedbackForm.tsx';
