import { FileUpload, type FileUploadProps } from '@playsite/ui';
import { useFormField } from './useFormField.ts';

export interface FormFileUploadProps
  extends Omit<FileUploadProps, 'value' | 'onChange' | 'onBlur' | 'errorMessage'> {
  name: string;
}

const none: File[] = [];

/** A ui FileUpload bound to a final-form field holding a File[]. */
export function FormFileUpload({ name, ...props }: FormFileUploadProps) {
  const { input, errorMessage } = useFormField<File[]>(name);
  return (
    <FileUpload
      {...props}
      value={Array.isArray(input.value) ? input.value : none}
      onChange={(files) => {
        input.onChange(files);
        input.onBlur(); // a picked file is a finished edit: show the list's error now
      }}
      onBlur={() => input.onBlur()}
      errorMessage={errorMessage}
    />
  );
}
