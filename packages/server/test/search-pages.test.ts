import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@playsite/api/contract';
import { htmlLang, languageCodes } from '@playsite/brands/constants';
import { loadBrands } from '@playsite/brands/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/files.ts';
import { type Harness, startHarness } from './support/harness.ts';

/** The built site's index.html as the server sees it: the brand mark, an empty root, the start script. */
const template =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>PlaySite</title>\n    <!--brand-head-->\n  </head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/assets/index.js"></script>\n  </body>\n</html>';

const words = (language: string) =>
  JSON.parse(readFileSync(join(repoRoot, 'locales', language, 'common.json'), 'utf8')).pages as Record<
    string,
    { title: string; description: string }
  >;

/** The page as a reader without JavaScript gets it (jsdom runs no script unless asked). */
async function readPage(harness: Harness, path: string) {
  const response = await fetch(`${harness.url}${path}`);
  const html = await response.text();
  const document = parse(html);
  const attr = (selector: string, name: string) =>
    document.querySelector(selector)?.getAttribute(name) ?? null;
  const alternates = Object.fromEntries(
    [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
  );
  const structured = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ''),
  );
  // What a browser without scripting shows: the noscript's markup.
  const crawlerText = [...document.querySelectorAll('noscript')].map((node) => node.textContent).join(' ');
  return {
    status: response.status,
    html,
    title: document.title,
    lang: attr('html', 'lang'),
    description: attr('meta[name="description"]', 'content'),
    canonical: attr('link[rel="canonical"]', 'href'),
    alternates,
    structured,
    crawlerText,
  };
}

/** jsdom ships no types (and @types/jsdom is not installed): the one constructor used here, typed. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (text: string, options?: { contentType?: string }) => { window: { document: Document } };
};
const parse = (text: string, contentType = 'text/html') => new JSDOM(text, { contentType }).window.document;

/** The API's own answer, over HTTP, as a guest of the demo merchant. */
async function api<T>(harness: Harness, path: string, query: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${harness.url}${path}?${new URLSearchParams(query)}`, {
    headers: { merchant: 'demo', language: 'EN' },
  });
  const body = (await response.json()) as { success: boolean; value: T };
  expect(body.success).toBe(true);
  return body.value;
}

describe('public pages carry their own head and a crawler view (issue 36 item 2)', () => {
  let harness: Harness;
  const brand = loadBrands()[0]!;
  const name = brand.settings.name;
  const en = words('en');

  beforeAll(async () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'playsite-search-'));
    writeFileSync(join(siteDir, 'index.html'), template);
    harness = await startHarness('pglite', { siteDir });
  }, 60_000);
  afterAll(async () => harness?.close());

  const origin = () => harness.url;
  const routes = [
    'index',
    'rng',
    'live',
    'fish',
    'pvp',
    'promotions',
    'help',
    'vip',
    'down',
    'join',
    'noticePage',
  ];

  it('gives each public route its title, description, canonical link, hreflang for all 7 languages and JSON-LD', async () => {
    expect(brand.settings.languages).toHaveLength(languageCodes.length);
    for (const word of routes) {
      const page = await readPage(harness, `/${word}`);
      expect(page.status, word).toBe(200);
      expect(page.title, word).toBe(`${en[word]!.title} | ${name}`);
      expect(page.description, word).toBe(en[word]!.description);
      expect(page.canonical, word).toBe(`${origin()}/${word}`);
      for (const language of languageCodes) {
        const expected =
          language === brand.settings.defaultLanguage
            ? `${origin()}/${word}`
            : `${origin()}/${word}?lang=${language}`;
        expect(page.alternates[htmlLang[language]], `${word} ${language}`).toBe(expected);
      }
      expect(page.alternates['x-default']).toBe(`${origin()}/${word}`);
      expect(page.structured[0]['@graph'][0]).toMatchObject({ '@type': 'WebPage', name: page.title });
      // The site still starts as before: its root and start script are there.
      expect(page.html).toContain('<div id="root"></div>');
      expect(page.html).toContain('src="/assets/index.js"');
    }
  });

  it('lists the lobby games the API answers, by name', async () => {
    for (const [word, gameType] of [
      ['rng', 'RNG'],
      ['live', 'LIVE'],
    ] as const) {
      const list = await api<{ games: { gameName: string; displayName?: string }[] }>(
        harness,
        endpoints.gameList.path,
        { gameType, language: 'EN', pageNo: '1', pageSize: '10' },
      );
      expect(list.games.length).toBeGreaterThan(3);
      const page = await readPage(harness, `/${word}`);
      for (const game of list.games) expect(page.crawlerText).toContain(game.displayName || game.gameName);
      const itemList = page.structured[0]['@graph'][1];
      expect(itemList['@type']).toBe('ItemList');
      expect(itemList.itemListElement[0].name).toBe(list.games[0]!.displayName || list.games[0]!.gameName);
    }
  });

  it("names the promotions, and a promotion's page is titled by it", async () => {
    const { list } = await api<{ list: { id: number; title: string }[] }>(
      harness,
      endpoints.activityList.path,
    );
    expect(list.length).toBeGreaterThan(0);
    const page = await readPage(harness, '/promotions');
    for (const activity of list) expect(page.crawlerText).toContain(activity.title);
    const first = list[0]!;
    const detail = await readPage(harness, `/promoDetail?id=${first.id}&utm=x`);
    expect(detail.title).toBe(`${first.title} | ${name}`);
    expect(detail.canonical).toBe(`${origin()}/promoDetail?id=${first.id}`);
    expect(detail.alternates.ja).toBe(`${origin()}/promoDetail?id=${first.id}&lang=ja`);
  });

  it('titles a help article by its text and marks the FAQ up as questions', async () => {
    const article = await api<{ title: string }>(harness, endpoints.helpTopic.path, { topic: 'terms' });
    const page = await readPage(harness, '/help?topic=terms');
    expect(page.title).toBe(`${article.title} | ${name}`);
    const faq = await api<{ title: string }[]>(harness, endpoints.helpCenter.path);
    const help = await readPage(harness, '/help');
    const questions = help.structured[0]['@graph'][1];
    expect(questions['@type']).toBe('FAQPage');
    expect(questions.mainEntity.map((entry: { name: string }) => entry.name)).toEqual(
      faq.map((entry) => entry.title),
    );
  });

  it("answers in ?lang's language: its words, html lang and canonical", async () => {
    const ja = words('ja');
    const page = await readPage(harness, '/rng?lang=ja');
    expect(page.lang).toBe('ja');
    expect(page.title).toBe(`${ja.rng!.title} | ${name}`);
    expect(page.description).toBe(ja.rng!.description);
    expect(page.canonical).toBe(`${origin()}/rng?lang=ja`);
    // A language the brand does not offer is the default language's page.
    expect((await readPage(harness, '/rng?lang=xx')).title).toBe(`${en.rng!.title} | ${name}`);
  });

  it("leaves other routes as today's page", async () => {
    const page = await readPage(harness, '/profile');
    expect(page.title).toBe(name);
    expect(page.canonical).toBeNull();
    expect(page.crawlerText).toBe('');
  });

  it("lists the brand's public pages, promotions and help articles in a valid sitemap", async () => {
    const response = await fetch(`${harness.url}/sitemap.xml`);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const document = parse(xml, 'application/xml');
    expect(document.querySelector('parsererror')).toBeNull();
    const urls = [...document.getElementsByTagName('url')];
    const locations = urls.map((url) => url.getElementsByTagName('loc')[0]?.textContent);
    for (const word of routes) expect(locations).toContain(`${origin()}/${word}`);
    const { list } = await api<{ list: { id: number }[] }>(harness, endpoints.activityList.path);
    for (const activity of list) expect(locations).toContain(`${origin()}/promoDetail?id=${activity.id}`);
    expect(locations).toContain(`${origin()}/help?topic=terms`);
    expect(locations).not.toContain(`${origin()}/login`);
    for (const url of urls)
      expect(url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')).toHaveLength(
        languageCodes.length,
      );
  });
});
