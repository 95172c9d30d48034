import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import cn from '../../../../locales/cn/forms.json';
import en from '../../../../locales/en/forms.json';
import id from '../../../../locales/id/forms.json';
import ja from '../../../../locales/ja/forms.json';
import ko from '../../../../locales/ko/forms.json';
import th from '../../../../locales/th/forms.json';
import vi from '../../../../locales/vi/forms.json';

export const formsLanguages = ['en', 'cn', 'ja', 'th', 'vi', 'ko', 'id'] as const;
export type FormsLanguage = (typeof formsLanguages)[number];
const resources = { en, cn, ja, th, vi, ko, id };

/** An i18next instance holding only the `forms` namespace, for stories and tests. */
export function createFormsI18n(language: string = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: ['forms'],
    defaultNS: 'forms',
    resources: Object.fromEntries(Object.entries(resources).map(([lang, forms]) => [lang, { forms }])),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
