import { describe, expect, it } from 'vitest';
import {
  changePasswordValidators,
  countWords,
  forgotValidators,
  imagesError,
  loginValidators,
  validateAll,
  wordsValidator,
} from './index.ts';

describe('fixed validators', () => {
  it('login: trimmed credentials required, captcha when shown', () => {
    const validators = loginValidators({ tab: 'username', captcha: true });
    expect(validateAll(validators, { username: '  ', password: 'x' })).toEqual({
      username: { key: 'validation.required' },
      captcha: { key: 'validation.enterCaptcha' },
    });
    expect(Object.keys(loginValidators({ tab: 'username', captcha: false }))).toEqual([
      'username',
      'password',
    ]);
  });

  it('login by SMS: mobile format and code', () => {
    const validators = loginValidators({ tab: 'sms', captcha: false });
    expect(validateAll(validators, { mobileNum: '12ab', smsCode: '' })).toEqual({
      mobileNum: { key: 'validation.invalidPhone' },
      smsCode: { key: 'validation.required' },
    });
    expect(validateAll(validators, { mobileNum: '912345678', smsCode: '1234' })).toEqual({});
  });

  it('forgot by e-mail and by phone', () => {
    expect(validateAll(forgotValidators({ tab: 'email' }), { username: 'bob!', email: 'bob@' })).toEqual({
      username: { key: 'patterns.lettersDigits_open' },
      email: { key: 'validation.invalidEmail' },
    });
    expect(
      validateAll(forgotValidators({ tab: 'mobile' }), {
        mobileNum: '912345678',
        verificationCode: '1',
        newPassword: 'abc',
      }),
    ).toEqual({
      newPassword: { key: 'patterns.lettersDigits', values: { min: 6, max: 12 } },
    });
  });

  it('change password: old only when shown, confirmation must match', () => {
    const values = { newPassword: 'abc12345', confirmNewPassword: 'abc12346' };
    expect(validateAll(changePasswordValidators({ oldPassword: false }), values)).toEqual({
      confirmNewPassword: { key: 'validation.inconsistentTwice' },
    });
    expect(validateAll(changePasswordValidators({ oldPassword: true }), values).oldPassword).toEqual({
      key: 'validation.required',
    });
  });

  it('activity images: png/jpg, 5 MB each, at most 3', () => {
    const png = { name: 'a.png', type: 'image/png', size: 1000 };
    expect(imagesError([png, { ...png, name: 'b.jpg', type: 'image/jpeg' }])).toBeUndefined();
    expect(imagesError([{ name: 'a.gif', type: 'image/gif', size: 1 }])).toEqual({
      key: 'validation.imageType',
    });
    expect(imagesError([{ ...png, size: 5 * 1024 * 1024 + 1 }])).toEqual({
      key: 'validation.imageSize',
      values: { max: 5 },
    });
    expect(imagesError([png, png, png, png])).toEqual({ key: 'validation.imageCount', values: { max: 3 } });
  });

  it('feedback words: spaces separate words, each ideograph is one', () => {
    expect(countWords('hello  big world')).toBe(3);
    expect(countWords('你好 world')).toBe(3);
    expect(wordsValidator(2, 3)('one')).toEqual({
      key: 'validation.contentWords',
      values: { min: 2, max: 3 },
    });
    expect(wordsValidator(2, 3)('one two')).toBeUndefined();
  });
});
