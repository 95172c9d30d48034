import { htmlLang, type LanguageCode } from '@playsite/brands/constants';
import type { ServedBrand } from '@playsite/brands/node';
import { escapeXml } from '../../games/art.ts';
import { addressIn, type PageAddress } from './addresses.ts';
import type { PageContent } from './public-pages.ts';
import type { PageWords } from './words.ts';

export interface SearchView {
  brand: ServedBrand;
  address: PageAddress;
  language: LanguageCode;
  words: PageWords;
  content: PageContent;
  /** Links to the other public pages, by their titles in the page's language. */
  links: { href: string; title: string }[];
}

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export const documentTitle = (view: SearchView) =>
  `${view.content.title ?? view.words.title} | ${view.brand.settings.name}`;

/** Title, description, canonical link, hreflang alternates and JSON-LD of one page. */
export function headTags(view: SearchView): string[] {
  const { brand, address, language, content } = view;
  const { languages, defaultLanguage } = brand.settings;
  const description = content.description || view.words.description || brand.brand.file.description;
  const tags = [
    `<meta name="description" content="${escapeXml(description)}" />`,
    `<link rel="canonical" href="${escapeXml(addressIn(address, language, defaultLanguage))}" />`,
    ...languages.map(
      (other) =>
        `<link rel="alternate" hreflang="${htmlLang[other]}" href="${escapeXml(addressIn(address, other, defaultLanguage))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeXml(addressIn(address, defaultLanguage, defaultLanguage))}" />`,
    `<meta property="og:title" content="${escapeXml(documentTitle(view))}" />`,
    `<meta property="og:description" content="${escapeXml(description)}" />`,
    `<meta property="og:url" content="${escapeXml(addressIn(address, language, defaultLanguage))}" />`,
  ];
  const structured = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebPage',
        name: documentTitle(view),
        description,
        inLanguage: htmlLang[language],
        url: addressIn(address, language, defaultLanguage),
        isPartOf: { '@type': 'WebSite', name: brand.settings.name, url: `${address.origin}/index` },
      },
      ...(content.structured ? [content.structured] : []),
    ],
  };
  tags.push(`<script type="application/ld+json">${json(structured)}</script>`);
  return tags;
}

/**
 * What a reader without JavaScript sees (a crawler, a text browser): the page's heading, its list
 * and the other public pages. The site's script never renders it (noscript), so the page a browser
 * paints is unchanged.
 */
export function crawlerView(view: SearchView): string {
  const items = view.content.items
    .map((item) => {
      const name = item.href
        ? `<a href="${escapeXml(item.href)}">${escapeXml(item.name)}</a>`
        : escapeXml(item.name);
      return `<li>${name}${item.text ? `<p>${escapeXml(item.text)}</p>` : ''}</li>`;
    })
    .join('');
  const links = view.links.map(
    (link) => `<li><a href="${escapeXml(link.href)}">${escapeXml(link.title)}</a></li>`,
  );
  return [
    '<noscript><main>',
    `<h1>${escapeXml(view.content.title ?? view.words.title)}</h1>`,
    view.words.description ? `<p>${escapeXml(view.content.description || view.words.description)}</p>` : '',
    items ? `<ul>${items}</ul>` : '',
    `<nav><ul>${links.join('')}</ul></nav>`,
    '</main></noscript>',
  ].join('');
}
