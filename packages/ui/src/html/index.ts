export { type SafeHtml, sanitizeHtml } from './safeHtml';
