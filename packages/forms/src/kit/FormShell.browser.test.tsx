import { beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { applyBrand, WithForms } from '../testing/render.tsx';
import { FORM_ERROR, type SubmitHandler } from './errors.ts';
import { FormShell, type FormShellProps } from './FormShell.tsx';
import { FormTextField } from './FormTextField.tsx';
import { useFormField } from './useFormField.ts';
import { validateRules } from './validate.ts';

interface Raw {
  name?: string;
  code?: string;
}
interface Values {
  name: string;
  code: number;
}

const validate = validateRules({
  name: (value) => (value ? undefined : 'validation.required'),
  code: (value) => (/^\d{3}$/.test(String(value ?? '')) ? undefined : { text: 'Three digits' }),
});
const toValues = (raw: Raw): Values => ({ name: (raw.name ?? '').trim(), code: Number(raw.code) });

/** A control of the caller's own, bound by name. */
function CodeInput() {
  const { input, errorMessage } = useFormField('code');
  return (
    <label>
      Code
      <input
        value={input.value ?? ''}
        onChange={input.onChange}
        onBlur={() => input.onBlur()}
        aria-invalid={errorMessage ? true : undefined}
        aria-description={errorMessage}
      />
    </label>
  );
}

const renderForm = (props: Partial<FormShellProps<Raw, Values>> = {}) =>
  render(
    <WithForms>
      <FormShell<Raw, Values>
        label="Demo"
        onSubmit={vi.fn(async () => undefined)}
        toValues={toValues}
        validate={validate}
        submitLabel="Save"
        {...props}
      >
        <FormTextField name="name" label="Name" isRequired />
        <CodeInput />
      </FormShell>
    </WithForms>,
  );

const nameField = () => page.getByRole('textbox', { name: 'Name' });
const codeField = () => page.getByRole('textbox', { name: 'Code' });
const save = () => page.getByRole('button', { name: 'Save' });

describe('FormShell (the generic binding)', () => {
  beforeAll(() => applyBrand());

  it('shows a rule error once the field is left, by default', async () => {
    await renderForm();
    await nameField().click();
    await codeField().click();
    await expect.element(nameField()).toHaveAccessibleDescription(/This field cannot be empty/);
  });

  it("with errorTiming 'submitted' says nothing until a submit, then follows the typing", async () => {
    const onSubmit = vi.fn<SubmitHandler<Values>>(async () => undefined);
    await renderForm({ errorTiming: 'submitted', onSubmit });
    await nameField().click();
    await codeField().click();
    await expect.element(nameField()).not.toHaveAttribute('aria-invalid', 'true');

    await save().click();
    await expect.element(nameField()).toHaveFocus();
    await expect.element(nameField()).toHaveAccessibleDescription(/This field cannot be empty/);
    await expect.element(codeField()).toHaveAttribute('aria-description', 'Three digits');
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.fill(codeField(), '12');
    await expect.element(codeField()).toHaveAttribute('aria-description', 'Three digits');
    await userEvent.fill(codeField(), '123');
    await expect.element(codeField()).not.toHaveAttribute('aria-description');
    await userEvent.fill(nameField(), '  Ann ');
    await save().click();
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: 'Ann', code: 123 }, expect.anything()),
    );
  });

  it('shows submit errors (field and form), keeps what was typed, and clears a field error on change', async () => {
    const onSubmit = vi.fn<SubmitHandler<Values>>(async () => ({
      code: 'errors:CODE_USED',
      [FORM_ERROR]: { text: 'The server said no' },
    }));
    await renderForm({ onSubmit });
    await userEvent.fill(nameField(), 'Ann');
    await userEvent.fill(codeField(), '123');
    await save().click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('The server said no');
    await expect.element(codeField()).toHaveAttribute('aria-description', 'CODE_USED');
    await expect.element(codeField()).toHaveFocus();
    await expect.element(nameField()).toHaveValue('Ann');
    await userEvent.fill(codeField(), '124');
    await expect.element(codeField()).not.toHaveAttribute('aria-description');
  });

  it('turns a thrown submit into the form-level message', async () => {
    await renderForm({ onSubmit: vi.fn(async () => Promise.reject(new Error('network'))) });
    await userEvent.fill(nameField(), 'Ann');
    await userEvent.fill(codeField(), '123');
    await save().click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Something went wrong, please try again');
    await expect.element(codeField()).toHaveValue('123');
  });

  it('is pending while the submit runs, and hands onSubmit the form to clear fields after a success', async () => {
    let finish = () => {};
    const onSubmit = vi.fn<SubmitHandler<Values>>(async (_values, form) => {
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      form.change('code', '');
    });
    await renderForm({ onSubmit });
    await userEvent.fill(nameField(), 'Ann');
    await userEvent.fill(codeField(), '123');
    await save().click();
    await expect.element(save()).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByRole('progressbar', { name: 'Please wait' })).toBeInTheDocument();
    finish();
    await expect.element(save()).not.toHaveAttribute('aria-busy');
    await expect.element(codeField()).toHaveValue('');
    await expect.element(nameField()).toHaveValue('Ann');
  });
});
