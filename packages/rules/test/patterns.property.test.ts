import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changePasswordValidators,
  checkRule,
  commentValidator,
  forgotValidators,
  loginValidators,
  patterns,
  REGISTER_FIELDS,
  ruleFromSetting,
  schemaFromSettings,
  type Validator,
  wordsValidator,
} from '../src/index.ts';
import { invalidValues, meanings, mixedString, validValues } from './patternMeanings.ts';

const passes = (patternId: number, value: string) =>
  checkRule(ruleFromSetting({ patternId, required: true }), value) === undefined;
const dateLike = fc.string({ unit: fc.constantFrom(...'0123456789-'), minLength: 8, maxLength: 11 });
const runs = { numRuns: 300 };

describe.each(patterns.map((p) => [p.id, p.name] as const))('pattern %i (%s)', (id, name) => {
  const meaning = meanings[name]!;

  it('accepts generated values that have the meaning', () => {
    fc.assert(
      fc.property(validValues[name]!, (value) => meaning(value) && passes(id, value)),
      runs,
    );
  });

  it('rejects generated values that lack it', () => {
    fc.assert(
      fc.property(invalidValues[name]!, (value) => !meaning(value) && !passes(id, value)),
      runs,
    );
  });

  it('agrees with the meaning on arbitrary strings', () => {
    const arbitrary = fc.oneof(mixedString, dateLike, validValues[name]!, invalidValues[name]!);
    fc.assert(
      fc.property(arbitrary, (value) => passes(id, value) === meaning(value)),
      { numRuns: 500 },
    );
  });

  it('holds length bounds at the edges: min-1, min, max, max+1', () => {
    fc.assert(
      fc.property(validValues[name]!, fc.nat(5), (value, slack) => {
        const length = value.length;
        const within = (minLength: number, maxLength: number) =>
          checkRule(ruleFromSetting({ patternId: id, minLength, maxLength }), value) === undefined;
        expect(within(length, length + slack)).toBe(true); // length = min
        expect(within(length + 1, length + 1 + slack)).toBe(false); // length = min - 1
        expect(within(Math.max(0, length - slack), length)).toBe(true); // length = max
        expect(within(0, length - 1)).toBe(false); // length = max + 1
      }),
      { numRuns: 100 },
    );
  });
});

const settingsArbitrary = fc.dictionary(
  fc.constantFrom(...REGISTER_FIELDS),
  fc.record({
    enabled: fc.boolean(),
    required: fc.boolean(),
    acceptedPattern: fc.oneof(
      fc.constant('*'),
      fc.constantFrom(...patterns.map((p) => p.regex.source)),
      fc.string(),
    ),
    patternId: fc.integer({ min: -2, max: 30 }),
    minLength: fc.integer({ min: -1, max: 20 }),
    maxLength: fc.integer({ min: -1, max: 40 }),
  }),
);

function allValidators(): Validator[] {
  const fixed = [
    loginValidators({ tab: 'username', captcha: true }),
    loginValidators({ tab: 'sms', captcha: true }),
    forgotValidators({ tab: 'email' }),
    forgotValidators({ tab: 'mobile' }),
    changePasswordValidators({ oldPassword: true }),
  ].flatMap((set) => Object.values(set));
  const byPattern = patterns.map(
    (p) => (value: unknown) => checkRule(ruleFromSetting({ patternId: p.id, minLength: 1 }), value),
  );
  return [...fixed, ...byPattern, commentValidator, wordsValidator(2, 500)];
}

describe('validators never throw', () => {
  const validators = allValidators();

  it('on arbitrary strings (binary, grapheme) and non-strings', () => {
    const value = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), fc.anything());
    fc.assert(
      fc.property(value, (v) => {
        for (const validate of validators) validate(v, { password: v, newPassword: 'x' });
      }),
      runs,
    );
  }, 60_000);

  it('with any server settings, on any payload', () => {
    fc.assert(
      fc.property(
        settingsArbitrary,
        fc.constantFrom('username', 'mobile'),
        fc.dictionary(fc.constantFrom(...REGISTER_FIELDS), fc.string({ unit: 'binary' })),
        (settings, tab, payload) => {
          const schema = schemaFromSettings(settings, {
            tab: tab as 'username' | 'mobile',
            smsVerification: true,
          });
          schema.validate(payload);
          schema.struct.validate(payload);
        },
      ),
      runs,
    );
  });

  it('on 1 MB strings, quickly', () => {
    const mb = 1024 * 1024;
    const big = [
      'a'.repeat(mb),
      `${'A1!a'.repeat(mb / 4)} `,
      `a@${'.a'.repeat(mb / 2)} `,
      '中'.repeat(mb),
      '😀'.repeat(mb / 2),
      `${'ก'.repeat(mb - 1)}1`,
      fc.sample(fc.string({ unit: 'binary', minLength: mb, maxLength: mb }), { numRuns: 1, seed: 7 })[0]!,
    ];
    const started = performance.now();
    for (const value of big)
      for (const validate of validators) expect(() => validate(value, { password: value })).not.toThrow();
    // Catastrophic backtracking would take minutes; the bound leaves room for a busy machine.
    expect(performance.now() - started).toBeLessThan(20_000);
  }, 60_000);
});
