import { htmlLang, nativeNames } from '@playsite/brands/constants';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import cn from '../locales/cn.json';
import en from '../locales/en.json';
import id from '../locales/id.json';
import ja from '../locales/ja.json';
import ko from '../locales/ko.json';
import th from '../locales/th.json';
import vi from '../locales/vi.json';

/** The site's seven languages (docs/adr/0003-locales.md), with the back office's own texts. */
export const languages = { en, cn, ja, th, vi, ko, id } as const;
export type Language = keyof typeof languages;
/** Each language in its own script, and its BCP 47 tag (the brands' constants). */
export const languageNames: Record<Language, string> = nativeNames;
const localeTags: Record<Language, string> = htmlLang;

const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem('backoffice.language');
const initial: Language = stored && stored in languages ? (stored as Language) : 'en';

export function initI18n() {
  return i18next.use(initReactI18next).init({
    resources: Object.fromEntries(
      Object.entries(languages).map(([lng, texts]) => [lng, { translation: texts }]),
    ),
    lng: initial,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
}

export function setLanguage(language: Language) {
  localStorage.setItem('backoffice.language', language);
  document.documentElement.lang = localeTags[language];
  return i18next.changeLanguage(language);
}

export const currentTag = () =>
  localeTags[(i18next.language as Language) in localeTags ? (i18next.language as Language) : 'en'];
