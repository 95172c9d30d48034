import { FORM_ERROR, type SubmitErrors } from '@playsite/forms';
import { errorText } from './errorText.ts';

/** The member-centre forms' "required" rule (wallet:form.required); spaces alone count as empty. */
export const required = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? undefined : 'wallet:form.required';

/** A refused call as a form's submit error: its message, translated, above the submit row. */
export function refusal<V>(error: unknown): SubmitErrors<V> {
  return { [FORM_ERROR]: { text: errorText(error) } } as SubmitErrors<V>;
}
