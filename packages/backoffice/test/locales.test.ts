import { describe, expect, it } from 'vitest';
import { languages } from '../src/i18n/index.ts';
import { toMinor } from '../src/pages/Player/Player.tsx';

/** Every text's path (keys may hold dots, the server's error codes do), joined by '/'. */
const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}/`))
    : [prefix.slice(0, -1)];

describe('back-office texts', () => {
  const english = keys(languages.en).sort();
  for (const [language, texts] of Object.entries(languages)) {
    it(`${language} has every English key and no other, none empty`, () => {
      expect(keys(texts).sort()).toEqual(english);
      for (const key of english) {
        const text = key
          .split('/')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
        expect(String(text).trim(), `${language} ${key}`).not.toBe('');
      }
    });
  }
  it('translates (not only copies) the English texts', () => {
    for (const [language, texts] of Object.entries(languages)) {
      if (language === 'en') continue;
      expect(texts.login.title, language).not.toBe(languages.en.login.title);
    }
  });
});

describe('amounts typed in major units', () => {
  it('become minor units, signed, and refuse what is not an amount', () => {
    expect(toMinor('12.5')).toBe('1250');
    expect(toMinor('-3')).toBe('-300');
    expect(toMinor('0.07')).toBe('7');
    expect(toMinor('0')).toBeUndefined();
    expect(toMinor('1.234')).toBeUndefined();
    expect(toMinor('abc')).toBeUndefined();
  });
});
