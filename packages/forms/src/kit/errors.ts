import { type FieldError, messages } from '@playsite/rules';
import { type FieldState, FORM_ERROR, type FormApi } from 'final-form';
import { createContext, type RefObject, useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';

export { FORM_ERROR };

/** A message already in the reader's language (e.g. a server error the caller translated). */
export interface LocalisedText {
  readonly text: string;
}

/**
 * A message a form shows: a `forms` key, a key of another namespace written `ns:key`
 * (`errors:USER_NOT_EXIST`, `wallet:form.required`), a rule's FieldError with values, or text the
 * caller already translated.
 */
export type FormMessage = string | FieldError | LocalisedText;

/** What `validate` returns: a message per failing field; `{}` when the values pass. */
export type FieldErrors = Partial<Record<string, FormMessage>>;

/**
 * What `onSubmit` may resolve to: nothing on success, or an error per field (and under
 * FORM_ERROR for the whole form).
 */
export type SubmitErrors<V> = Partial<Record<KeysOfUnion<V> | typeof FORM_ERROR, FormMessage>>;
type KeysOfUnion<T> = T extends unknown ? keyof T : never;

/**
 * The caller's submit. It gets the values and the final-form API of the form (to clear fields
 * after a success, e.g. `form.change('amount', '')`); a thrown error keeps the values and shows
 * a form-level message.
 */
export type SubmitHandler<V> = (
  values: V,
  // biome-ignore lint/suspicious/noExplicitAny: the raw field values are the form's own business
  form: FormApi<any>,
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler that returns nothing on success is the common case
) => Promise<void | SubmitErrors<V>>;

/**
 * When a field's rule error shows: `touched` once the field is left (or after a submit), the
 * sign-in forms' habit; `submitted` only after a submit attempt, then live as the user types.
 * A server error (from onSubmit) shows at once either way, until the field changes.
 */
export type ErrorTiming = 'touched' | 'submitted';
export const ErrorTimingContext = createContext<ErrorTiming>('touched');

type Meta = Pick<
  FieldState<unknown>,
  'error' | 'submitError' | 'touched' | 'submitFailed' | 'dirtySinceLastSubmit'
>;

/** The error a field shows now: the server's until the value changes, else the rule's per the timing. */
export function visibleError(meta: Partial<Meta>, timing: ErrorTiming = 'touched'): unknown {
  if (meta.submitError && !meta.dirtySinceLastSubmit) return meta.submitError;
  return (timing === 'touched' && meta.touched) || meta.submitFailed ? meta.error : undefined;
}

/** The field's visible error under the surrounding form's timing. */
export function useVisibleError(meta: Partial<Meta>): unknown {
  return visibleError(meta, useContext(ErrorTimingContext));
}

/** Translates a FormMessage: a `forms` key, an `ns:key`, a FieldError, or text as it is. */
export function useErrorText() {
  const { t } = useTranslation('forms');
  return useCallback(
    (error: unknown): string | undefined => {
      if (!error) return undefined;
      if (typeof error === 'string') return t(error);
      if (typeof (error as LocalisedText).text === 'string') return (error as LocalisedText).text;
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
  // biome-ignore lint/suspicious/noExplicitAny: see SubmitHandler
  form: FormApi<any>,
): Promise<SubmitErrors<V> | undefined> {
  try {
    return (await onSubmit(values, form)) ?? undefined;
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
