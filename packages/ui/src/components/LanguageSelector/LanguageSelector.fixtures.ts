// Demo data for stories. Not exported by the package.
import type { Language } from './LanguageSelector';

export const storyLanguages: Language[] = [
  { code: 'en', label: 'English', lang: 'en' },
  { code: 'cn', label: '中文', lang: 'zh' },
  { code: 'ja', label: '日本語', lang: 'ja' },
  { code: 'th', label: 'ไทย', lang: 'th' },
  { code: 'vi', label: 'Tiếng Việt', lang: 'vi' },
  { code: 'ko', label: '한국어', lang: 'ko' },
  { code: 'id', label: 'Bahasa Indonesia', lang: 'id' },
];
