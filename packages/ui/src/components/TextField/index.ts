export {
  defaultTextFieldLabels,
  TextField,
  type TextFieldLabels,
  type TextFieldProps,
  type TextFieldType,
  textFieldTypes,
} from './TextField';
