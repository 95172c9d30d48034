import { useFormState } from 'react-final-form';
import { useErrorText } from './errors.ts';
import { alertStyle } from './layout.ts';

/** The form-level error (FORM_ERROR from onSubmit, or a thrown submit), announced when it appears. */
export function FormAlert() {
  const errorText = useErrorText();
  const { submitError } = useFormState({ subscription: { submitError: true } });
  return (
    <div role="alert" style={alertStyle}>
      {errorText(submitError ?? undefined)}
    </div>
  );
}
