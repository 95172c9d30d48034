import { type FieldError, messages } from '@playsite/rules';
import { type FieldState, FORM_ERROR } from 'final-form';
import { type RefObject, useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export { FORM_ERROR };

/**
 * What `onSubmit` may resolve to: nothing on success, or an error per field (and under
 * FORM_ERROR for the whole form). An error is a `forms` key, a key of another namespace written
 * `ns:key` (a server error code: `errors:USER_NOT_EXIST`), or a FieldError with values.
 */
export type SubmitErrors<V> = Partial<Record<KeysOfUnion<V> | typeof FORM_ERROR, string | FieldError>>;
type KeysOfUnion<T> = T extends unknown ? keyof T : never;
// biome-ignore lint/suspicious/noConfusingVoidType: a handler that returns nothing on success is the common case
export type SubmitHandler<V> = (values: V) => Promise<void | SubmitErrors<V>>;

type Meta = Pick<
  FieldState<unknown>,
  'error' | 'submitError' | 'touched' | 'submitFailed' | 'dirtySinceLastSubmit'
>;

/** The error a field shows now: the server's until the value changes, else the rule's once touched. */
export function visibleError(meta: Partial<Meta>): unknown {
  if (meta.submitError && !meta.dirtySinceLastSubmit) return meta.submitError;
  return meta.touched || meta.submitFailed ? meta.error : undefined;
}

/** Translates an error key (or FieldError) from the `forms` namespace or an `ns:key`. */
export function useErrorText() {
  const { t } = useTranslation('forms');
  return useCallback(
    (error: unknown): string | undefined => {
      if (!error) return undefined;
      if (typeof error === 'string') return t(error);
      const { key, values } = error as FieldError;
      return typeof key === 'string' ? t(key, values ?? {}) : undefined;
    },
    [t],
  );
}

/** Runs the caller's submit; a thrown error keeps the values and shows a form-level message. */
export async function submitSafely<V>(
  onSubmit: SubmitHandler<V>,
  values: V,
): Promise<SubmitErrors<V> | undefined> {
  try {
    return (await onSubmit(values)) ?? undefined;
  } catch {
    return { [FORM_ERROR]: messages.submitFailed } as SubmitErrors<V>;
  }
}

/**
 * The first control of an invalid field, in document order: inputs carry aria-invalid; a Select's
 * trigger and a file picker's buttons do not, so their invalid root (data-invalid) finds them.
 */
const invalidControl = [
  '[aria-invalid="true"]',
  '[data-invalid] > button[aria-haspopup]',
  'fieldset[data-invalid] button:not([disabled])',
].join(', ');

/** After a failed submit, moves focus to the first invalid control so its error is read out. */
export function focusFirstInvalid(form: RefObject<HTMLFormElement | null>) {
  // After React has rendered the errors that the submit produced.
  setTimeout(() => form.current?.querySelector<HTMLElement>(invalidControl)?.focus(), 0);
}
