import i18next, { type InitOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The languages of locales/ (docs/adr/0003), as the toolbar shows them. */
export const locales = {
  en: 'English',
  cn: '中文',
  ja: '日本語',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  ko: '한국어',
  id: 'Bahasa Indonesia',
} as const;
export type Locale = keyof typeof locales;

/** `cn` is the project's code for Simplified Chinese; HTML `lang` needs a BCP 47 tag. */
export const htmlLang: Record<Locale, string> = {
  en: 'en',
  cn: 'zh-CN',
  ja: 'ja',
  th: 'th',
  vi: 'vi',
  ko: 'ko',
  id: 'id',
};

const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** locales/<lang>/<namespace>.json -> { lang: { namespace: strings } } */
const resources: Resource = {};
for (const [path, strings] of Object.entries(files)) {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, lang = '', namespace = ''] = match;
  resources[lang] = { ...resources[lang], [namespace]: strings };
}

/** Every language and namespace at once (no text arrives after a story's first paint). */
export const storyI18nOptions = {
  resources,
  lng: 'en',
  fallbackLng: 'en',
  ns: Object.keys(resources.en ?? {}),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
} satisfies InitOptions;

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init(storyI18nOptions);
