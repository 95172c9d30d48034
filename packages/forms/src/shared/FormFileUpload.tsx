import { FileUpload, type FileUploadProps } from '@playsite/ui';
import { useField } from 'react-final-form';
import { useErrorText, visibleError } from './errors.ts';
import { fieldSubscription } from './FormTextField.tsx';

export interface FormFileUploadProps
  extends Omit<FileUploadProps, 'value' | 'onChange' | 'onBlur' | 'errorMessage'> {
  name: string;
}

const none: File[] = [];

/** A ui FileUpload bound to a final-form field holding a File[]. */
export function FormFileUpload({ name, ...props }: FormFileUploadProps) {
  const errorText = useErrorText();
  const { input, meta } = useField<File[]>(name, { subscription: fieldSubscription });
  return (
    <FileUpload
      {...props}
      value={Array.isArray(input.value) ? input.value : none}
      onChange={(files) => {
        input.onChange(files);
        input.onBlur(); // a picked file is a finished edit: show the list's error now
      }}
      onBlur={() => input.onBlur()}
      errorMessage={errorText(visibleError(meta))}
    />
  );
}
