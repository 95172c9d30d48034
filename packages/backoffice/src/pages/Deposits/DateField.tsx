import { useId } from 'react';
import { dateError, dateField, dateInput, dateLabel } from './Deposits.css.ts';

interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD, or '' while the operator clears the field. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  errorMessage?: string;
}

/**
 * A labelled calendar day: the browser's own date input, which brings its keyboard entry and
 * picker (the design system has no date field).
 */
export function DateField({ label, value, onChange, min, max, errorMessage }: DateFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={dateField}>
      <label className={dateLabel} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={dateInput}
        value={value}
        min={min}
        max={max}
        required
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <div aria-live="polite">
        {errorMessage && (
          <span id={errorId} className={dateError}>
            {errorMessage}
          </span>
        )}
      </div>
    </div>
  );
}
