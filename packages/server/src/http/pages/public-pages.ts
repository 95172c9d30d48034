import {
  type ActivityDetail,
  type ActivityList,
  type Announcements,
  endpoints,
  type GameList,
  type HelpCenter,
  type HelpTopic,
  helpTopicIds,
} from '@playsite/api/contract';
import type { ApiRead } from './api-reads.ts';

/** One thing a page lists (a game, a promotion, a question), with its own page when it has one. */
export interface ListedItem {
  name: string;
  href?: string;
  text?: string;
}

/** What a public page's head and crawler view say beyond its generic words. */
export interface PageContent {
  /** Its own title (a promotion's, an article's); else the page's words. */
  title?: string;
  description?: string;
  items: ListedItem[];
  /** schema.org data (JSON-LD) for the page. */
  structured?: Record<string, unknown>;
}

export interface PublicPage {
  /** The query parameters that make another page (a promotion's id, a help topic). */
  keys: readonly string[];
  read?: (read: ApiRead, params: URLSearchParams, language: string) => Promise<PageContent>;
}

/** Descriptions are cut here (what search results show). */
const descriptionLength = 160;
const gamesListed = 48;

export const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const cut = (text: string) =>
  text.length <= descriptionLength ? text : `${text.slice(0, descriptionLength - 1).trimEnd()}…`;

const itemList = (items: ListedItem[]) => ({
  '@type': 'ItemList',
  itemListElement: items.map((item, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: item.name,
  })),
});

function lobby(gameType: string): PublicPage {
  return {
    keys: ['page'],
    read: async (read, params, language) => {
      const vendor = params.get('page');
      const list = await read<GameList>(endpoints.gameList.path, {
        gameType,
        ...(vendor ? { vassalage: vendor } : {}),
        language: language.toUpperCase(),
        pageNo: 1,
        pageSize: gamesListed,
      });
      const items = (list?.games ?? []).map((game) => ({ name: game.displayName || game.gameName }));
      return { items, structured: items.length ? itemList(items) : undefined };
    },
  };
}

const isTopic = (value: string | null): value is (typeof helpTopicIds)[number] =>
  (helpTopicIds as readonly (string | null)[]).includes(value);

async function help(read: ApiRead, params: URLSearchParams): Promise<PageContent> {
  const topic = params.get('topic');
  if (isTopic(topic)) {
    const article = await read<HelpTopic>(endpoints.helpTopic.path, { topic });
    if (!article) return { items: [] };
    return {
      title: article.title,
      description: cut(plainText(article.content)),
      items: [],
      structured: {
        '@type': 'Article',
        headline: article.title,
        dateModified: new Date(article.updatedAt).toISOString(),
      },
    };
  }
  const faq = (await read<HelpCenter>(endpoints.helpCenter.path)) ?? [];
  const items = faq.map((entry) => ({ name: entry.title, text: plainText(entry.content) }));
  return {
    items,
    structured: items.length
      ? {
          '@type': 'FAQPage',
          mainEntity: items.map((item) => ({
            '@type': 'Question',
            name: item.name,
            acceptedAnswer: { '@type': 'Answer', text: item.text },
          })),
        }
      : undefined,
  };
}

async function promotions(read: ApiRead): Promise<PageContent> {
  const list = (await read<ActivityList>(endpoints.activityList.path))?.list ?? [];
  const items = list.map((activity) => ({
    name: activity.title,
    href: `/promoDetail?id=${activity.id}`,
    text: activity.summary,
  }));
  return { items, structured: items.length ? itemList(items) : undefined };
}

async function promotion(read: ApiRead, params: URLSearchParams): Promise<PageContent> {
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id < 1) return { items: [] };
  const activity = await read<ActivityDetail>(endpoints.activityDetail.path, { id });
  if (!activity) return { items: [] };
  return {
    title: activity.title,
    description: cut(activity.summary || plainText(activity.content)),
    items: [{ name: activity.title, text: plainText(activity.rules) }],
  };
}

async function notices(read: ApiRead): Promise<PageContent> {
  const answer = await read<Announcements>(endpoints.announcements.path, { types: 'PL,PR' });
  const items = [...(answer?.player ?? []), ...(answer?.promotion ?? [])].map((notice) => ({
    name: notice.title,
    text: plainText(notice.content ?? ''),
  }));
  return { items };
}

const plain: PublicPage = { keys: [] };

/** The public routes (URL word → page) a guest may open and a crawler should read. */
export const publicPages: Readonly<Record<string, PublicPage>> = {
  index: plain,
  rng: lobby('RNG'),
  live: lobby('LIVE'),
  fish: lobby('FISH'),
  pvp: lobby('PVP'),
  promotions: { keys: [], read: promotions },
  promoDetail: { keys: ['id'], read: promotion },
  help: { keys: ['topic'], read: help },
  noticePage: { keys: [], read: notices },
  vip: plain,
  pointMall: plain,
  winners: plain,
  down: plain,
  join: plain,
  login: plain,
  register: plain,
};

/** Pages a guest sees even on a brand that shows members only (docs/brands.md: loggedInOnly). */
export const guestPages: ReadonlySet<string> = new Set(['help', 'down', 'login', 'register']);

/** Pages a sitemap leaves out: forms, not content. */
export const unlisted: ReadonlySet<string> = new Set(['login', 'register', 'promoDetail']);

export { helpTopicIds };
