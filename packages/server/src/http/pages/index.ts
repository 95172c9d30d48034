import { type ActivityList, endpoints, type HelpTopic } from '@playsite/api/contract';
import { htmlLang, type LanguageCode } from '@playsite/brands/constants';
import type { ServedBrand } from '@playsite/brands/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeXml } from '../../games/art.ts';
import { addressIn, type PageAddress } from './addresses.ts';
import { apiReader } from './api-reads.ts';
import { crawlerView, documentTitle, headTags, type SearchView } from './head.ts';
import { guestPages, helpTopicIds, type PageContent, publicPages, unlisted } from './public-pages.ts';
import { pageWords } from './words.ts';

/** Search engines' view of the public pages (issue 36 item 2): per-page head, crawler view, sitemap. */
export interface SearchPages {
  /** The brand's page with this route's head and crawler view; undefined when the route is not public. */
  page: (request: FastifyRequest, brand: ServedBrand, page: string) => Promise<string | undefined>;
  sitemap: (request: FastifyRequest, brand: ServedBrand) => Promise<string>;
}

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

function languageOf(request: FastifyRequest, brand: ServedBrand): LanguageCode {
  const asked = (request.query as { lang?: unknown }).lang;
  const { languages, defaultLanguage } = brand.settings;
  return (languages as readonly unknown[]).includes(asked) ? (asked as LanguageCode) : defaultLanguage;
}

/** The URL words a guest of this brand may open. */
function openWords(brand: ServedBrand): string[] {
  const words = Object.keys(publicPages);
  return brand.settings.loggedInOnly ? words.filter((word) => guestPages.has(word)) : words;
}

function withHead(page: string, view: SearchView): string {
  const escapedTitle = escapeXml(documentTitle(view));
  return page
    .replace(/<html lang="[^"]*"/, `<html lang="${htmlLang[view.language]}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapedTitle}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, () => headTags(view).join('\n    '))
    .replace('</body>', () => `${crawlerView(view)}</body>`);
}

export function searchPages(app: FastifyInstance): SearchPages {
  const readerFor = (brand: ServedBrand, language: LanguageCode) =>
    apiReader(app, brand.settings.merchantCode, language);

  return {
    page: async (request, brand, page) => {
      const path = request.url.split('?')[0] ?? '/';
      const word = path === '/' ? 'index' : /^\/([A-Za-z]+)$/.exec(path)?.[1];
      const open = word !== undefined && openWords(brand).includes(word);
      const route = open ? publicPages[word] : undefined;
      const language = languageOf(request, brand);
      const words = route && word ? pageWords(word, language) : undefined;
      if (!route || !word || !words) return undefined;
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      const params = new URLSearchParams();
      for (const key of route.keys) {
        const value = query.get(key);
        if (value) params.set(key, value);
      }
      const content: PageContent = route.read
        ? await route.read(readerFor(brand, language), params, language)
        : { items: [] };
      const links = openWords(brand)
        .filter((other) => !unlisted.has(other) && other !== word)
        .map((other) => ({ href: `/${other}`, title: pageWords(other, language)?.title ?? other }));
      const address = { origin: originOf(request), word, params };
      return withHead(page, { brand, address, language, words, content, links });
    },

    sitemap: async (request, brand) => {
      const origin = originOf(request);
      const { defaultLanguage, languages } = brand.settings;
      const read = readerFor(brand, defaultLanguage);
      const addresses: PageAddress[] = openWords(brand)
        .filter((word) => !unlisted.has(word))
        .map((word) => ({ origin, word, params: new URLSearchParams() }));
      const words = openWords(brand);
      if (words.includes('promotions')) {
        const list = (await read<ActivityList>(endpoints.activityList.path))?.list ?? [];
        for (const activity of list)
          addresses.push({
            origin,
            word: 'promoDetail',
            params: new URLSearchParams({ id: String(activity.id) }),
          });
      }
      if (words.includes('help')) {
        const topics = await Promise.all(
          helpTopicIds.map(async (topic) =>
            (await read<HelpTopic>(endpoints.helpTopic.path, { topic })) ? topic : '',
          ),
        );
        for (const topic of topics.filter(Boolean))
          addresses.push({ origin, word: 'help', params: new URLSearchParams({ topic }) });
      }
      const entry = (address: PageAddress) => {
        const alternates = languages.map(
          (language) =>
            `<xhtml:link rel="alternate" hreflang="${htmlLang[language]}" href="${escapeXml(addressIn(address, language, defaultLanguage))}"/>`,
        );
        return `<url><loc>${escapeXml(addressIn(address, defaultLanguage, defaultLanguage))}</loc>${alternates.join('')}</url>`;
      };
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ...addresses.map(entry),
        '</urlset>',
        '',
      ].join('\n');
    },
  };
}
