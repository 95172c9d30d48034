import type { RegisterSettings } from '@playsite/api/contract';
import { describe, expect, it } from 'vitest';
import { schemaFromSettings } from './index.ts';
import { allFieldsRegisterSettings, demoRegisterSettings } from './testing.ts';

/** The typical live settings with the mobile number and payment password on. */
const settings: RegisterSettings = {
  ...demoRegisterSettings,
  mobileNum: allFieldsRegisterSettings.mobileNum!,
  paymentPassword: { ...allFieldsRegisterSettings.paymentPassword!, required: false },
};

const good = {
  username: 'player01',
  password: 'secret12',
  confirmPassword: 'secret12',
  payeeName: 'Nguyễn Văn A',
  paymentPassword: '123456',
};

describe('schemaFromSettings', () => {
  it('shows the fixed fields and the enabled ones, in order', () => {
    expect(schemaFromSettings(settings, { tab: 'username' }).fields).toEqual([
      'username',
      'mobileNum',
      'password',
      'confirmPassword',
      'paymentPassword',
      'payeeName',
      'email',
      'referralCode',
      'affiliateCode',
    ]);
    expect(schemaFromSettings(settings, { tab: 'mobile', smsVerification: true }).fields).toEqual([
      'mobileNum',
      'verificationCode',
      'paymentPassword',
      'referralCode',
      'affiliateCode',
    ]);
    expect(schemaFromSettings(settings, { tab: 'username', affiliateCodeHidden: true }).fields).not.toContain(
      'affiliateCode',
    );
  });

  it('asks for the 18+/terms box on both tabs only when the brand enables it, whatever `required` says', () => {
    expect(schemaFromSettings(settings, { tab: 'username' }).fields).not.toContain('agreeTerms');
    const terms: RegisterSettings = {
      ...settings,
      agreeTerms: { enabled: true, required: false, acceptedPattern: '*' },
    };
    for (const tab of ['username', 'mobile'] as const) {
      const schema = schemaFromSettings(terms, { tab });
      expect(schema.fields.at(-1)).toBe('agreeTerms');
      expect(schema.validate({}).agreeTerms).toEqual({ key: 'validation.ageAndTerms' });
      expect(schema.validate({ agreeTerms: 'false' }).agreeTerms).toEqual({ key: 'validation.ageAndTerms' });
      expect(schema.validate({ agreeTerms: true }).agreeTerms).toBeUndefined();
      expect(schema.validate({ agreeTerms: 'true' }).agreeTerms).toBeUndefined();
    }
    const struct = schemaFromSettings(terms, { tab: 'username' }).struct;
    expect(struct.validate(good)[0]?.failures()[0]?.key).toBe('agreeTerms');
    expect(struct.validate({ ...good, agreeTerms: 'true' })[0]).toBeUndefined();
  });

  it('passes a good payload, in the struct and the validators alike', () => {
    const schema = schemaFromSettings(settings, { tab: 'username' });
    expect(schema.validate(good)).toEqual({});
    expect(schema.struct.validate({ ...good, countryDialingCode: '+84' })[0]).toBeUndefined();
  });

  it('requires username and password on the username tab even if the server says otherwise', () => {
    const loose: RegisterSettings = { ...settings, username: { ...settings.username!, required: false } };
    const errors = schemaFromSettings(loose, { tab: 'username' }).validate({});
    expect(errors.username).toEqual({ key: 'validation.required' });
    expect(errors.password).toEqual({ key: 'validation.required' });
    expect(errors.paymentPassword).toEqual({ key: 'validation.required' });
    expect(errors.email).toBeUndefined();
    expect(errors.mobileNum).toBeUndefined();
  });

  it('requires mobileNum on the mobile tab and a code of at most 255 characters when SMS is on', () => {
    const schema = schemaFromSettings(settings, { tab: 'mobile', smsVerification: true });
    expect(schema.validate({ paymentPassword: '123456' })).toEqual({
      mobileNum: { key: 'validation.required' },
      verificationCode: { key: 'validation.required' },
    });
    const long = schema.validate({
      mobileNum: '912345678',
      verificationCode: 'x'.repeat(256),
      paymentPassword: '123456',
    });
    expect(long).toEqual({ verificationCode: { key: 'patterns.any', values: { min: 1, max: 255 } } });
  });

  it("says 'inconsistent twice' when the confirmation differs", () => {
    const schema = schemaFromSettings(settings, { tab: 'username' });
    expect(schema.validate({ ...good, confirmPassword: 'secret13' })).toEqual({
      confirmPassword: { key: 'validation.inconsistentTwice' },
    });
    const [error] = schema.struct.validate({ ...good, confirmPassword: 'secret13' });
    expect(error?.failures().map((f) => [f.path.join('.'), f.message])).toEqual([
      ['confirmPassword', 'validation.inconsistentTwice'],
    ]);
  });

  it("gives the pattern's message with the server's bounds", () => {
    const errors = schemaFromSettings(settings, { tab: 'username' }).validate({
      ...good,
      username: 'abc',
      paymentPassword: '12',
    });
    expect(errors).toEqual({
      username: { key: 'patterns.letterFirst', values: { min: 6, max: 13 } },
      paymentPassword: { key: 'patterns.digits_exact', values: { min: 6, max: 6 } },
    });
  });

  it('follows a changed server setting', () => {
    const changed: RegisterSettings = {
      ...settings,
      username: { ...settings.username!, patternId: 6, acceptedPattern: '^[0-9]+$' },
    };
    const errors = schemaFromSettings(changed, { tab: 'username' }).validate({ ...good });
    expect(errors.username).toEqual({ key: 'patterns.digits', values: { min: 6, max: 13 } });
  });
});
