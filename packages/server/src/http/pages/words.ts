import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageCode } from '@playsite/brands/constants';
import { repoRoot } from '../../files.ts';

/** A page's title and description as the site's locales word them (common.json § pages). */
export interface PageWords {
  title: string;
  description: string;
}

type Pages = Record<string, Partial<PageWords>>;
const cache = new Map<LanguageCode, Pages>();

function pagesOf(language: LanguageCode): Pages {
  let pages = cache.get(language);
  if (!pages) {
    const file = join(repoRoot, 'locales', language, 'common.json');
    pages = (JSON.parse(readFileSync(file, 'utf8')) as { pages?: Pages }).pages ?? {};
    cache.set(language, pages);
  }
  return pages;
}

/** The words of page `word` in `language`, English where that locale lacks them. */
export function pageWords(word: string, language: LanguageCode): PageWords | undefined {
  const own = pagesOf(language)[word];
  const english = pagesOf('en')[word];
  const title = own?.title ?? english?.title;
  if (!title) return undefined;
  return { title, description: own?.description ?? english?.description ?? '' };
}
