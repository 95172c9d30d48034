import { describe, expect, it } from 'vitest';
import {
  activityApplyValidators,
  countWords,
  FEEDBACK_WORDS,
  feedbackValidators,
  imagesValidator,
  validateAll,
} from './index.ts';

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['hello  big\nworld', 3],
    ['well - it is … fine', 4],
    ['Tôi muốn rút tiền', 4],
    ['Saya tidak bisa masuk', 4],
    ['입금이 안 됩니다', 3],
    ['你好世界', 4],
    ['你好，世界。', 4],
    ['入金できません', 7],
    ['hello世界', 3],
    ['ภาษาไทยง่าย', 3],
    ['ฝากเงิน ไม่เข้า', 4],
    ['e\u0301te\u0301', 1],
  ])('%j has %i words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });
});

describe('feedback validators', () => {
  it('asks for a type and content within the word bounds (defaults 10–500)', () => {
    expect(FEEDBACK_WORDS).toEqual({ min: 10, max: 500 });
    expect(validateAll(feedbackValidators(), { content: 'too short' })).toEqual({
      questionType: { key: 'validation.required' },
      content: { key: 'validation.contentWords', values: { min: 10, max: 500 } },
    });
    expect(validateAll(feedbackValidators(), { content: '  ' }).content).toEqual({
      key: 'validation.required',
    });
  });

  it('holds the bounds at their edges', () => {
    const validators = feedbackValidators({ minWords: 2, maxWords: 3 });
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
    expect(validators.content(words(1))).toEqual({
      key: 'validation.contentWords',
      values: { min: 2, max: 3 },
    });
    expect(validators.content(words(2))).toBeUndefined();
    expect(validators.content(words(3))).toBeUndefined();
    expect(validators.content(words(4))).toBeDefined();
    expect(validators.content(42)).toBeDefined();
  });
});

describe('activity apply validators', () => {
  const png = { name: 'a.png', type: 'image/png', size: 10 };

  it('comment up to 140 characters, counting an emoji as one', () => {
    const { comment } = activityApplyValidators();
    expect(comment('😀'.repeat(140))).toBeUndefined();
    expect(comment('a'.repeat(141))).toEqual({ key: 'validation.commentTooLong', values: { max: 140 } });
    expect(comment(undefined)).toBeUndefined();
  });

  it('images: none is fine, a wrong value is refused, the limits hold', () => {
    expect(imagesValidator(undefined)).toBeUndefined();
    expect(imagesValidator([])).toBeUndefined();
    expect(imagesValidator('a.png')).toEqual({ key: 'validation.imageType' });
    expect(imagesValidator([{ name: 'a.png' }])).toEqual({ key: 'validation.imageType' });
    expect(imagesValidator([png, png, png])).toBeUndefined();
    expect(imagesValidator([png, png, png, png])).toEqual({
      key: 'validation.imageCount',
      values: { max: 3 },
    });
  });
});
