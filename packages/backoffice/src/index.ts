/** The back office is an application (vite build); other packages import nothing of it. */
export { languages } from './i18n/index.ts';
