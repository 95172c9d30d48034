import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HeaderLoginForm, type HeaderLoginFormProps } from '.';

function setup(overrides: Partial<HeaderLoginFormProps> = {}) {
  const props: HeaderLoginFormProps = {
    onSubmit: vi.fn(),
    onOpenLogin: vi.fn(),
    onRegister: vi.fn(),
    onForgotPassword: vi.fn(),
    onFocus: vi.fn(),
    ...overrides,
  };
  const view = render(<HeaderLoginForm {...props} />);
  return { props, view };
}

const form = () => screen.getByRole('form', { name: 'Log in' });
const username = () => screen.getByLabelText('Username');
const password = () => screen.getByLabelText('Password');
/** The submit button (the other Log in button only shows on a narrow slot). */
const submitButton = () =>
  screen.getAllByRole('button', { name: 'Log in' }).find((b) => b.getAttribute('type') === 'submit');

describe('HeaderLoginForm', () => {
  it('is a named form with labelled fields', () => {
    setup();
    expect(form()).toBeInTheDocument();
    expect(username()).toHaveAttribute('autocomplete', 'username');
    expect(password()).toHaveAttribute('type', 'password');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
  });

  it('submits the typed values with the Log in button', async () => {
    const { props } = setup();
    await userEvent.type(username(), '  demomember ');
    await userEvent.type(password(), 'demo1234');
    const button = submitButton();
    if (!button) throw new Error('no submit button');
    await userEvent.click(button);
    expect(props.onSubmit).toHaveBeenCalledExactlyOnceWith({ username: 'demomember', password: 'demo1234' });
  });

  it('submits with Enter in the password field', async () => {
    const { props } = setup();
    await userEvent.type(username(), 'demomember');
    await userEvent.type(password(), 'demo1234{Enter}');
    expect(props.onSubmit).toHaveBeenCalledExactlyOnceWith({ username: 'demomember', password: 'demo1234' });
  });

  it('tells the first focus on a field, once', async () => {
    const { props } = setup();
    await userEvent.click(username());
    await userEvent.click(password());
    expect(props.onFocus).toHaveBeenCalledTimes(1);
  });

  it('opens the full login when both fields are empty', async () => {
    const { props } = setup();
    await userEvent.type(username(), '{Enter}');
    expect(props.onOpenLogin).toHaveBeenCalledTimes(1);
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the missing field inline and focuses it', async () => {
    const { props } = setup();
    await userEvent.type(username(), 'demomember{Enter}');
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter username and password');
    expect(password()).toHaveFocus();
    expect(password()).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the error inline, keeps what was typed and describes the fields with it', async () => {
    const { view } = setup();
    await userEvent.type(username(), 'demomember');
    view.rerender(
      <HeaderLoginForm
        onSubmit={vi.fn()}
        onOpenLogin={vi.fn()}
        onRegister={vi.fn()}
        onForgotPassword={vi.fn()}
        error="Incorrect username or password."
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Incorrect username or password.');
    expect(username()).toHaveValue('demomember');
    expect(username()).toHaveAccessibleDescription('Incorrect username or password.');
  });

  it('while pending shows it and ignores submits', async () => {
    const { props } = setup({ isPending: true, defaultValues: { username: 'a', password: 'b' } });
    const button = screen.getByRole('button', { name: 'Log in', busy: true });
    expect(screen.getByRole('progressbar', { name: 'Logging in…' })).toBeInTheDocument();
    await userEvent.click(button);
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('calls register, forgot password and the narrow-slot Log in', async () => {
    const { props } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const narrowLogin = screen
      .getAllByRole('button', { name: 'Log in', hidden: true })
      .find((b) => b.getAttribute('type') === 'button');
    if (!narrowLogin) throw new Error('no narrow Log in button');
    await userEvent.click(narrowLogin);
    expect(props.onRegister).toHaveBeenCalledTimes(1);
    expect(props.onForgotPassword).toHaveBeenCalledTimes(1);
    expect(props.onOpenLogin).toHaveBeenCalledTimes(1);
  });
});
