export type { Language, LanguageSelectorProps } from './LanguageSelector';
export { LanguageSelector } from './LanguageSelector';
