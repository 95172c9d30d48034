import { describe, expect, it } from 'vitest';
import { checkRule, patternByName, patterns, ruleFromSetting } from './index.ts';

/** [pattern name, accepted examples, rejected examples] */
const examples: ReadonlyArray<readonly [string, string[], string[]]> = [
  ['any', ['a', ' ', '中文 !@#', '😀'], []],
  ['letterFirst', ['a', 'abc123', 'Z9'], ['1abc', '_abc', 'ab c', 'abç']],
  ['chineseDigits', ['中文', '张三123', '2024'], ['中文abc', '中 文', '中，文']],
  [
    'email',
    ['a@b.co', 'first.last+tag@mail.example.com', 'x_y%z@a-b.io'],
    ['a@b', 'a.b.co', 'a@@b.co', 'a @b.co', 'a@b..co', '@b.co'],
  ],
  ['lettersDigits', ['abc123', 'ABC', '123'], ['abc_123', 'ab c', 'ábc', '中']],
  ['lettersAndDigitsBoth', ['abc123', '1a'], ['abcdef', '123456', 'abc12!']],
  ['digits', ['0', '0123456789'], ['12a', '1 2', '١٢', '-1']],
  ['alphanumericUpper', ['Abc123', 'ABC', '1A'], ['abc123', 'Abc-123', 'ABC D']],
  ['englishLettersSpaces', ['John Smith', 'abc'], ['John2', 'Jöhn', 'John\tSmith']],
  ['noSpaces', ['abc!@#', '中文'], ['a b', 'a\tb', 'a\u3000b', ' ']],
  ['chinesePunctuation', ['你好，世界！', '张·三', '《书》'], ['你好,world', '你好 世界', '123']],
  [
    'dateYmd',
    ['2024-02-29', '1999-12-31', '0001-01-01'],
    ['2023-02-29', '2024-13-01', '2024-04-31', '2024/01/01', '24-01-01'],
  ],
  ['dateMdy', ['02-29-2024', '12-31-1999'], ['02-29-2023', '2024-02-29', '13-01-2024', '1-1-2024']],
  ['lettersSpaces', ['Nguyễn Văn A', 'José', '王小明', 'สมชาย ใจดี', '김민수'], ['John2', 'J.R.R.', 'a_b']],
  ['alphanumeric', ['abc123', 'Nguyễn2', '王1'], ['abc 123', 'abc-123', '😀']],
  ['korean', ['김민수', '한국어'], ['김 민수', 'Kim', '金']],
  ['thai', ['สมชาย', 'ภาษาไทย'], ['สมชาย ใจดี', 'Somchai', '中']],
  ['thaiEnglishSpaces', ['สมชาย Smith', 'John Doe'], ['สมชาย1', 'John-Doe', '中']],
  ['upperSpaces', ['JOHN SMITH', 'A'], ['John Smith', '   ', 'JOHN2']],
  ['lettersDigitsSymbols', ['Abc123!@#', '~'], ['abc 123', 'ábc', '中']],
  ['strongPassword', ['Abc123!@', 'aB3$'], ['abc123!@', 'ABC123!@', 'Abcdef!@', 'Abc12345', 'Abc 123!']],
];

const passes = (name: string, value: string) =>
  checkRule(ruleFromSetting({ patternId: patternByName(name).id, required: true }), value) === undefined;

describe('pattern catalogue', () => {
  it('lists every pattern of the catalogue once, with the known ids kept', () => {
    expect(patterns.map((p) => p.name)).toEqual(examples.map(([name]) => name));
    expect(patternByName('letterFirst').id).toBe(1);
    expect(patternByName('lettersDigits').id).toBe(4);
    expect(patternByName('digits').id).toBe(6);
    expect(new Set(patterns.map((p) => p.messageKey)).size).toBe(patterns.length);
  });

  it.each(examples)('%s: accepts and rejects the examples', (name, accepted, rejected) => {
    for (const value of accepted) expect(passes(name, value), value).toBe(true);
    for (const value of rejected) expect(passes(name, value), value).toBe(false);
  });
});

describe('rules from server settings', () => {
  it("uses the server's acceptedPattern over the catalogue, and '*' accepts anything", () => {
    const digitsById = ruleFromSetting({
      patternId: 4,
      acceptedPattern: '^[0-9]+$',
      minLength: 1,
      maxLength: 5,
    });
    expect(checkRule(digitsById, 'abc')).toEqual({
      key: 'patterns.lettersDigits',
      values: { min: 1, max: 5 },
    });
    expect(checkRule(digitsById, '123')).toBeUndefined();
    expect(checkRule(ruleFromSetting({ patternId: 6, acceptedPattern: '*' }), 'a b!')).toBeUndefined();
  });

  it('falls back to the pattern id when the server regex does not compile', () => {
    const rule = ruleFromSetting({ patternId: 6, acceptedPattern: '([' });
    expect(checkRule(rule, '12')).toBeUndefined();
    expect(checkRule(rule, 'ab')).toEqual({ key: 'patterns.digits_open' });
  });

  it('names one number when min equals max', () => {
    const rule = ruleFromSetting({ patternId: 6, minLength: 4, maxLength: 4 });
    expect(checkRule(rule, '123')).toEqual({ key: 'patterns.digits_exact', values: { min: 4, max: 4 } });
    expect(checkRule(rule, '1234')).toBeUndefined();
  });

  it('lets an empty value pass unless required', () => {
    expect(checkRule(ruleFromSetting({ patternId: 6, minLength: 3 }), '')).toBeUndefined();
    expect(checkRule(ruleFromSetting({ patternId: 6, required: true }), '')).toEqual({
      key: 'validation.required',
    });
  });
});
