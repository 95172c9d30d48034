import { type FormEvent, useId, useRef, useState } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { Button } from '../Button';
import * as styles from './HeaderLoginForm.css';

export interface HeaderLoginFormLabels {
  /** Accessible name of the form. */
  form: string;
  username: string;
  password: string;
  login: string;
  /** Accessible name of the Log in button's spinner while the login is under way. */
  pending: string;
  register: string;
  forgotPassword: string;
  /** Shown when one field is filled and the other is not. */
  missingFields: string;
}

export const defaultHeaderLoginFormLabels: HeaderLoginFormLabels = {
  form: 'Log in',
  username: 'Username',
  password: 'Password',
  login: 'Log in',
  pending: 'Logging in…',
  register: 'Register',
  forgotPassword: 'Forgot password?',
  missingFields: 'Please enter username and password',
};

export interface HeaderLoginValues {
  username: string;
  password: string;
}

export interface HeaderLoginFormProps {
  /** Both fields filled, by the Log in button or Enter in a field. */
  onSubmit: (values: HeaderLoginValues) => void;
  /**
   * The full login (the site's login modal): Log in on a narrow slot, where the fields give way,
   * and Log in with both fields empty.
   */
  onOpenLogin: () => void;
  onRegister: () => void;
  onForgotPassword: () => void;
  /** First focus on a field: a chance to fetch the login code before it is needed. */
  onFocus?: () => void;
  /** A login is under way: the button shows it and further submits are ignored. */
  isPending?: boolean;
  /** The inline error line (role alert); the site passes the platform's translated message. */
  error?: string;
  /** Values the fields start with (uncontrolled: what the user types stays after an error). */
  defaultValues?: Partial<HeaderLoginValues>;
  labels?: Partial<HeaderLoginFormLabels>;
}

/**
 * The guest's login in the header: username, password, Log in, Register and "Forgot password?".
 * Native elements and the native Button only (it is on every page's first load). When its slot is narrow (phones) only
 * Log in, which opens the full login, and Register show: a container query, no script.
 */
export function HeaderLoginForm({
  onSubmit,
  onOpenLogin,
  onRegister,
  onForgotPassword,
  onFocus,
  isPending = false,
  error,
  defaultValues,
  labels: labelOverrides,
}: HeaderLoginFormProps) {
  const labels = { ...defaultHeaderLoginFormLabels, ...labelOverrides };
  const id = useId();
  const errorId = `${id}-error`;
  const username = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  // The form's own message (one field empty); an error from the site wins over it.
  const [missing, setMissing] = useState(false);
  const focused = useRef(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const values = {
      username: username.current?.value.trim() ?? '',
      password: password.current?.value ?? '',
    };
    setMissing(false);
    if (!values.username && !values.password) return onOpenLogin();
    if (!values.username || !values.password) {
      setMissing(true);
      (values.username ? password : username).current?.focus();
      return;
    }
    onSubmit(values);
  };

  const shown = error || (missing ? labels.missingFields : undefined);
  const invalid = shown ? true : undefined;

  const focus = () => {
    if (focused.current) return;
    focused.current = true;
    onFocus?.();
  };

  return (
    <div className={styles.root}>
      <form className={styles.form} aria-label={labels.form} noValidate onSubmit={submit}>
        <div className={styles.fields}>
          <label className={visuallyHidden} htmlFor={`${id}-username`}>
            {labels.username}
          </label>
          <input
            ref={username}
            id={`${id}-username`}
            className={styles.input}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={labels.username}
            defaultValue={defaultValues?.username}
            aria-invalid={invalid}
            aria-describedby={shown ? errorId : undefined}
            onFocus={focus}
          />
          <label className={visuallyHidden} htmlFor={`${id}-password`}>
            {labels.password}
          </label>
          <input
            ref={password}
            id={`${id}-password`}
            className={styles.input}
            type="password"
            name="password"
            autoComplete="current-password"
            placeholder={labels.password}
            defaultValue={defaultValues?.password}
            aria-invalid={invalid}
            aria-describedby={shown ? errorId : undefined}
            onFocus={focus}
          />
          <Button type="submit" size="sm" isPending={isPending} pendingLabel={labels.pending}>
            {labels.login}
          </Button>
        </div>
        <span className={styles.narrowOnly}>
          <Button size="sm" onPress={onOpenLogin}>
            {labels.login}
          </Button>
        </span>
        <Button size="sm" variant="outline" onPress={onRegister}>
          {labels.register}
        </Button>
        <button type="button" className={`${styles.link} ${styles.wideOnly}`} onClick={onForgotPassword}>
          {labels.forgotPassword}
        </button>
        <p id={errorId} role="alert" className={styles.error}>
          {shown ? <span className={styles.errorText}>{shown}</span> : null}
        </p>
      </form>
    </div>
  );
}
