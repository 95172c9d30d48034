import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { Game, ValueOf } from '../../packages/api/src/index.ts';
import type { BrandSettings } from '../../packages/brands/src/index.ts';
import { loadBrands, serveBrand } from '../../packages/brands/src/node/index.ts';
import { demoSettings } from '../../packages/server/src/db/seed-data.ts';
import { gameArtSvg } from '../../packages/server/src/games/art.ts';
import { type CatalogueGame, generateCatalogue } from '../../packages/server/src/games/catalogue.ts';
import { vendorLanes } from '../../packages/server/src/games/lobby.ts';

/** What the fixture platform answers with that is drawn at build time (virtual:site-fixtures). */
export interface SiteFixtures {
  /** Slot games of the reference server's catalogue (30), most played first, their art inlined. */
  /** Wire games, as the platform answers them (the client's edge renames them). */
  slots: (Game & { classification?: string })[];
  /** The slot lane's vendors and classifications, as the reference server answers them. */
  vendors: ValueOf<'gameVendors'>;
  /** Every brand folder's settings, as the server writes them into its pages. */
  brands: Record<string, BrandSettings>;
  /** The system status of the reference server's seeded merchant: open, its flags and links. */
  systemStatus: ValueOf<'systemStatus'>;
}

const virtualId = 'virtual:site-fixtures';
const site = resolve(import.meta.dirname, '../../packages/site');

/**
 * The site's modules that Storybook swaps for story ones: its platform client, its brand, and the
 * hook that ties the member centre to the browser's address (a story's address is Storybook's).
 */
const swaps = new Map([
  [resolve(site, 'src/common/api/platform.ts'), resolve(site, 'test/storybook/platform.ts')],
  [resolve(site, 'src/common/brand/index.ts'), resolve(site, 'test/storybook/brand.ts')],
  [resolve(site, 'src/app/modals/centreRoute.ts'), resolve(site, 'test/storybook/centreRoute.ts')],
]);

const slotsPerVendor = 3;
const maintenanceTile = 6;

/**
 * What the reference server answers at /wps/system/status for its seeded settings. Image and
 * game hosts stay out: the server serves those paths, Storybook does not.
 */
function systemStatusOf(settings: typeof demoSettings): ValueOf<'systemStatus'> {
  const { imageCDNs: _images, launchGameCDNs: _games, ...siteInfo } = settings.siteInfo;
  return {
    ...settings.systemStatus,
    info: { whitelabel: settings.whitelabel, register: settings.register, ...siteInfo },
  };
}

function fixtures(): SiteFixtures {
  const catalogue = generateCatalogue();
  const mostPlayed = (a: CatalogueGame, b: CatalogueGame) =>
    b.plays - a.plays || a.nodeId.localeCompare(b.nodeId);
  const english = catalogue.games.filter((game) => game.gameType === 'RNG' && game.script === 'en');
  // Every slot vendor's most played games, so each vendor chip finds some.
  const vendors = [...new Set(english.map((game) => game.vassalage))];
  const slots = vendors
    .flatMap((vendor) =>
      english
        .filter((game) => game.vassalage === vendor)
        .sort(mostPlayed)
        .slice(0, slotsPerVendor),
    )
    .sort(mostPlayed);
  return {
    slots: slots.map((game, index) => {
      // The server draws the same art at /games/art/<nodeId>.svg; here it travels in the answer.
      const art = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(gameArtSvg(game))}`;
      return {
        nodeId: game.nodeId,
        gameName: game.gameName,
        displayName: game.displayName,
        gameCode: game.gameCode,
        vassalage: game.vassalage,
        gameType: game.gameType,
        showIcon: art,
        smallIcon: art,
        supportPlay: game.supportPlay,
        isHot: game.isHot,
        // The reference server marks every game without an engine here as under maintenance;
        // a lobby shows one such tile, the rest playable.
        maintenance: index === maintenanceTile,
        classification: game.classification,
      };
    }),
    vendors: vendorLanes(catalogue).filter((lane) => lane.title === 'RNG'),
    brands: Object.fromEntries(
      loadBrands().map((brand) => {
        const { logoUrl: _servedByTheServer, ...settings } = serveBrand(brand).settings;
        return [brand.id, settings];
      }),
    ),
    systemStatus: systemStatusOf(demoSettings),
  };
}

/**
 * Site pages in Storybook (docs/storybook/Introduction.mdx, Page stories): the site's platform
 * client and brand module resolve to story modules, so pages run unchanged on fixture answers and
 * nothing talks to the network. Only Storybook's build uses this plugin; the site never sees it.
 */
export function siteStories(): Plugin {
  return {
    name: 'playsite-site-stories',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === virtualId) return `\0${virtualId}`;
      if (!importer || !/(platform|brand\/index|centreRoute)\.ts$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (resolved && swaps.get(resolved.id)) ?? null;
    },
    load(id) {
      return id === `\0${virtualId}` ? `export default ${JSON.stringify(fixtures())};` : null;
    },
  };
}
