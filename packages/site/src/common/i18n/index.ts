import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { brand } from '../brand/index.ts';
import type { LanguageCode } from '../brand/types.ts';
import { htmlLang, isLanguageCode, storedLanguage, storeLanguage } from './languages.ts';

export * from './languages.ts';

/** Loaded at start; 'games' and 'wallet' load when a page first asks for them (useTranslation). */
export const namespaces = ['common', 'forms', 'errors'] as const;

/** One lazy chunk per language and namespace, from the repository's locales folder. */
const files = import.meta.glob<{ default: ResourceKey }>('./*/*.json', { base: '../../../../../locales' });

function loaderFor(language: string, namespace: string) {
  return files[`./${language}/${namespace}.json`];
}

const localesBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaderFor(language, namespace);
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

/** The language initI18n starts with: current until i18next has loaded and resolved it. */
let startLanguage: LanguageCode | undefined;

/** Starts i18next with the stored (or default) language; resolves once its resources are loaded. */
export async function initI18n(storage: Storage = window.localStorage): Promise<typeof i18n> {
  const language = storedLanguage(storage, brand.languages, brand.defaultLanguage);
  startLanguage = language;
  storeLanguage(storage, language);
  await i18n
    .use(localesBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: brand.defaultLanguage,
      supportedLngs: [...brand.languages],
      ns: [...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    });
  syncDocumentLanguage(language);
  return i18n;
}

export function currentLanguage(): LanguageCode {
  const language = i18n.resolvedLanguage ?? i18n.language ?? startLanguage;
  return isLanguageCode(language) ? language : brand.defaultLanguage;
}

export async function changeLanguage(code: LanguageCode, storage: Storage = window.localStorage) {
  storeLanguage(storage, code);
  await i18n.changeLanguage(code);
  syncDocumentLanguage(code);
}

function syncDocumentLanguage(code: LanguageCode) {
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang[code];
}

/**
 * Translates a platform error code. errors.json keys are the codes verbatim (`login.not.session`),
 * so that namespace is read without a key separator.
 */
export function translateError(code: string | undefined, message?: string): string {
  if (code && i18n.exists(code, { ns: 'errors', keySeparator: false })) {
    return i18n.t(code, { ns: 'errors', keySeparator: false });
  }
  return message || i18n.t('feedback.genericError');
}
