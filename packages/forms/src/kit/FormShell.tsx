import { Button, type ButtonProps } from '@playsite/ui';
import type { FormApi } from 'final-form';
import type { ReactNode } from 'react';
import { useCallback, useRef } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import {
  type ErrorTiming,
  ErrorTimingContext,
  focusFirstInvalid,
  type SubmitHandler,
  submitSafely,
} from './errors.ts';
import { FormAlert } from './FormAlert.tsx';
import { actionsStyle, formStyle } from './layout.ts';
import type { Validate } from './validate.ts';

export interface FormShellProps<Raw extends object, Values> {
  /** The form's accessible name (its title); or `labelledBy`, the id of a heading inside it. */
  label?: string;
  labelledBy?: string;
  /** The caller's handler; it gets `toValues(raw)` and a thrown error becomes a form-level message. */
  onSubmit: SubmitHandler<Values>;
  /** Raw field values to what onSubmit gets (trimmed, parsed); the raw values as they are otherwise. */
  toValues?: (raw: Raw) => Values;
  /**
   * validateRules(…), validateStruct(…) or the caller's own; nothing is checked otherwise. Keep it
   * stable (a module constant, or useMemo on what it reads): a new one re-validates the form.
   */
  validate?: Validate<Raw>;
  /** When rule errors show (see ErrorTiming); `touched` by default. */
  errorTiming?: ErrorTiming;
  /** Used once: new initial values would reset what the user typed. */
  initialValues?: Partial<Raw>;
  submitLabel: string;
  submitVariant?: ButtonProps['variant'];
  isSubmitFullWidth?: boolean;
  /** After the submit button: secondary buttons, links. */
  actions?: ReactNode;
  /** Below the submit row: the outcome of the last submit when the caller tells it (a money action). */
  footer?: ReactNode;
  /** The form element's class (the caller's layout); a column of fields by default. */
  className?: string;
  /** The fields; they bind themselves by name (Form* fields, useFormField). */
  children: ReactNode;
}

/**
 * The one way to build a form: final-form wiring for the fields inside, validation, no native
 * validation, focus on the first invalid field after a failed submit, the form-level alert
 * (FORM_ERROR or a thrown submit), the submit row with its pending state.
 */
export function FormShell<Raw extends object, Values = Raw>({
  label,
  labelledBy,
  onSubmit,
  toValues = (raw) => raw as unknown as Values,
  validate,
  errorTiming = 'touched',
  initialValues,
  submitLabel,
  submitVariant,
  isSubmitFullWidth = true,
  actions,
  footer,
  className,
  children,
}: FormShellProps<Raw, Values>) {
  const { t } = useTranslation('forms');
  const formRef = useRef<HTMLFormElement>(null);
  // The latest submit behind one stable function: a caller may build it each render.
  const latest = useRef({ onSubmit, toValues });
  latest.current = { onSubmit, toValues };
  const submitLatest = useCallback(
    (raw: Raw, form: FormApi<Raw>) =>
      submitSafely(latest.current.onSubmit, latest.current.toValues(raw), form),
    [],
  );
  return (
    <Form<Raw>
      onSubmit={submitLatest}
      initialValues={initialValues}
      validate={validate}
      render={({ handleSubmit, submitting }) => (
        <form
          ref={formRef}
          noValidate
          className={className}
          style={className ? undefined : formStyle}
          aria-label={label}
          aria-labelledby={labelledBy}
          onSubmit={(event) => {
            void handleSubmit(event);
            focusFirstInvalid(formRef);
          }}
        >
          <ErrorTimingContext.Provider value={errorTiming}>{children}</ErrorTimingContext.Provider>
          <FormAlert />
          <div style={actionsStyle}>
            <Button
              type="submit"
              variant={submitVariant}
              isFullWidth={isSubmitFullWidth}
              isPending={submitting}
              pendingLabel={t('actions.pending')}
            >
              {submitLabel}
            </Button>
            {actions}
          </div>
          {footer}
        </form>
      )}
    />
  );
}
