import type { FastifyRequest } from 'fastify';

/** The languages the help texts are written in (locales/<lang>); English is the fallback. */
export const contentLanguages = ['en', 'cn', 'id', 'ja', 'ko', 'th', 'vi'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];
export const fallbackLanguage: ContentLanguage = 'en';

/** The Language header (EN, CN…; docs/contract.md § Headers) as a content language. */
export function requestLanguage(request: FastifyRequest): ContentLanguage {
  const header = request.headers.language;
  const code = (typeof header === 'string' ? header : '').trim().toLowerCase();
  return (contentLanguages as readonly string[]).includes(code)
    ? (code as ContentLanguage)
    : fallbackLanguage;
}
