import { describe, expect, it } from 'vitest';
import { platformLanguage, storedLanguage, storeLanguage } from './languages.ts';

function memoryStorage(values: Record<string, string> = {}) {
  const map = new Map(Object.entries(values));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => map.set(key, value),
    map,
  };
}

describe('language choice', () => {
  it('defaults on the first visit', () => {
    expect(storedLanguage(memoryStorage(), ['en', 'cn'], 'en')).toBe('en');
  });

  it('keeps a stored language the brand offers', () => {
    expect(storedLanguage(memoryStorage({ hisLang: 'cn' }), ['en', 'cn'], 'en')).toBe('cn');
    expect(storedLanguage(memoryStorage({ lang: 'TH' }), ['en', 'th'], 'en')).toBe('th');
  });

  it('ignores a language the brand does not offer', () => {
    expect(storedLanguage(memoryStorage({ hisLang: 'ko', lang: 'ko' }), ['en', 'cn'], 'en')).toBe('en');
  });

  it('stores under hisLang and lang', () => {
    const storage = memoryStorage();
    storeLanguage(storage, 'vi');
    expect(Object.fromEntries(storage.map)).toEqual({ hisLang: 'vi', lang: 'vi' });
  });

  it('speaks upper case to the platform', () => {
    expect(['cn', 'en', 'ja', 'th', 'vi', 'ko', 'id'].map((c) => platformLanguage(c as 'en'))).toEqual([
      'CN',
      'EN',
      'JA',
      'TH',
      'VI',
      'KO',
      'ID',
    ]);
  });
});
