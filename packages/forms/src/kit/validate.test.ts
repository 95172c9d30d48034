import { messages, schemaFromSettings } from '@playsite/rules';
import { describe, expect, it } from 'vitest';
import { demoSettings } from '../testing/fixtures.ts';
import { combineValidators, validateRules, validateStruct } from './validate.ts';

describe('validateStruct', () => {
  const { struct, validate } = schemaFromSettings(demoSettings, { tab: 'username' });
  const validStruct = () => {
    const values: Record<string, string> = {
      username: 'player01',
      password: 'abc123',
      confirmPassword: 'abc123',
      payeeName: 'Jon Smith',
    };
    expect(validate(values)).toEqual({});
    return values;
  };

  it('reports the same field errors as the rules the struct was built from', () => {
    const raw = { username: 'ab', password: 'abc123', confirmPassword: 'abc124', payeeName: '' };
    const errors = validateStruct(struct)(raw);
    // The confirmation is a refinement: superstruct checks it once the fields pass (next test).
    const { confirmPassword: _, ...fieldErrors } = validate(raw);
    expect(errors).toEqual(
      Object.fromEntries(Object.entries(fieldErrors).map(([field, error]) => [field, error?.key])),
    );
    expect(errors.password).toBeUndefined();
  });

  it('reports a refinement (the confirmation) on its field once the rest passes', () => {
    const valid = validStruct();
    expect(validateStruct(struct)({ ...valid, confirmPassword: `${valid.password}x` })).toEqual({
      confirmPassword: messages.inconsistentTwice,
    });
    expect(validateStruct(struct)(valid)).toEqual({});
  });

  it('maps failures through messageFor and keeps the first per field', () => {
    const fake = {
      validate: () =>
        [
          {
            failures: () => [
              { path: ['amount'], message: 'Expected a number', value: 'x' },
              { path: ['amount'], message: 'second', value: 'x' },
              { path: [], message: 'whole value', value: {} },
            ],
          },
          undefined,
        ] as [{ failures: () => { path: string[]; message: string; value: unknown }[] }, undefined],
    };
    expect(validateStruct(fake, () => 'wallet:form.required')({})).toEqual({
      amount: 'wallet:form.required',
    });
    expect(validateStruct({ validate: () => [undefined, {}] })({})).toEqual({});
  });
});

describe('validateRules and combineValidators', () => {
  it('runs each field rule with all values; the first validator wins a field', () => {
    const same = validateRules({
      confirm: (value, all) => (value === all.next ? undefined : 'wallet:form.mismatch'),
    });
    const filled = validateRules({ confirm: (value) => (value ? undefined : 'wallet:form.required') });
    expect(same({ next: '1', confirm: '2' })).toEqual({ confirm: 'wallet:form.mismatch' });
    expect(combineValidators(filled, same)({ next: '1', confirm: '' })).toEqual({
      confirm: 'wallet:form.required',
    });
    expect(combineValidators(filled, same)({ next: '1', confirm: '1' })).toEqual({});
  });
});
