import type { FieldError } from '@playsite/rules';
import { Button } from '@playsite/ui';
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid, type SubmitHandler, submitSafely } from './errors.ts';
import { FormAlert } from './FormAlert.tsx';
import { actionsStyle, formStyle } from './layout.ts';

export interface FormShellProps<Raw extends object, Values> {
  /** The form's accessible name (its title). */
  label: string;
  /** The caller's handler; it gets `toValues(raw)` and a thrown error becomes a form-level message. */
  onSubmit: SubmitHandler<Values>;
  toValues: (raw: Raw) => Values;
  validate: (raw: Raw) => Partial<Record<string, FieldError>>;
  /** Used once: new initial values would reset what the user typed. */
  initialValues?: Partial<Raw>;
  submitLabel: string;
  isSubmitFullWidth?: boolean;
  /** After the submit button: secondary buttons, links. */
  actions?: ReactNode;
  /** The fields; they bind themselves with useField. */
  children: ReactNode;
}

/**
 * What every form shares: final-form wiring, no native validation, focus on the first invalid
 * field after a failed submit, the form-level alert and the submit row.
 */
export function FormShell<Raw extends object, Values>({
  label,
  onSubmit,
  toValues,
  validate,
  initialValues,
  submitLabel,
  isSubmitFullWidth = true,
  actions,
  children,
}: FormShellProps<Raw, Values>) {
  const { t } = useTranslation('forms');
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Form<Raw>
      onSubmit={(raw) => submitSafely(onSubmit, toValues(raw))}
      initialValues={initialValues}
      validate={validate}
      render={({ handleSubmit, submitting }) => (
        <form
          ref={formRef}
          noValidate
          style={formStyle}
          aria-label={label}
          onSubmit={(event) => {
            void handleSubmit(event);
            focusFirstInvalid(formRef);
          }}
        >
          {children}
          <FormAlert />
          <div style={actionsStyle}>
            <Button
              type="submit"
              isFullWidth={isSubmitFullWidth}
              isPending={submitting}
              pendingLabel={t('actions.pending')}
            >
              {submitLabel}
            </Button>
            {actions}
          </div>
        </form>
      )}
    />
  );
}
