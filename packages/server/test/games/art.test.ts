import { beforeAll, describe, expect, it } from 'vitest';
import { emojiBody, emojiNames } from '../../src/domain/media/emoji.ts';
import { escapeXml, gameArtSvg, vendorLogoSvg } from '../../src/games/art.ts';
import { tileMotifs } from '../../src/games/art-motifs.ts';
import { type Catalogue, type CatalogueGame, generateCatalogue } from '../../src/games/catalogue.ts';
import { seededRng } from '../../src/games/rng.ts';
import { xmlElements } from '../support/xml.ts';

/** Real XML (the parser throws otherwise), one SVG document. */
function wellFormed(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(xmlElements(svg)[0]).toBe('svg');
}

type ArtGame = Pick<CatalogueGame, 'nodeId' | 'gameName' | 'gameType' | 'hue' | 'vassalage'>;
const slot = (gameName: string, nodeId = '7'): ArtGame => ({
  nodeId,
  gameName,
  gameType: 'RNG',
  hue: 40,
  vassalage: 'SFORGE',
});

/** The set's drawing of an emoji, as a tile embeds it. */
const drawing = emojiBody;

describe('generated artwork', () => {
  let catalogue: Catalogue;
  beforeAll(() => {
    catalogue = generateCatalogue('playsite');
  });

  it('uses only Fluent Emoji that exist and hold no ids (several share one SVG)', () => {
    for (const name of emojiNames) {
      expect(drawing(name), name).toMatch(/^<(g|path) /);
      expect(drawing(name), name).not.toMatch(/\bid="/);
    }
  });

  it('draws every game deterministically, as real XML under 8 KB, named for screen readers', () => {
    let largest = 0;
    for (const game of catalogue.games) {
      const svg = gameArtSvg(game);
      largest = Math.max(largest, Buffer.byteLength(svg));
      expect(svg).toContain(`<title>${escapeXml(game.gameName)}</title>`);
    }
    expect(largest).toBeLessThan(8_000);
    const oneOfEach = [...new Map(catalogue.games.map((g) => [g.gameType, g])).values()];
    expect(oneOfEach.length).toBe(9);
    for (const game of oneOfEach) {
      const svg = gameArtSvg(game);
      expect(svg).toBe(gameArtSvg({ ...game }));
      expect(svg).toContain('role="img"');
      wellFormed(svg);
    }
    const [a, b] = catalogue.games;
    expect(a && b && gameArtSvg(a)).not.toBe(a && b && gameArtSvg(b));
  });

  it('draws the picture the name asks for, in any of the catalogue scripts', () => {
    expect(gameArtSvg(slot('Golden Dragon'))).toContain(drawing('dragon'));
    expect(gameArtSvg(slot('Golden Dragon'))).toContain(drawing('coin'));
    expect(gameArtSvg(slot('Rồng Vàng'))).toContain(drawing('dragon'));
    expect(gameArtSvg(slot('มังกรทอง'))).toContain(drawing('dragon'));
    expect(gameArtSvg(slot('Lucky Fruits'))).toContain(drawing('cherries'));
    expect(gameArtSvg(slot('Starlit Lanterns'))).toContain(drawing('red-paper-lantern'));
    expect(gameArtSvg({ ...slot('Dragon Tiger B2'), gameType: 'LIVE' })).toContain(drawing('tiger-face'));
    expect(gameArtSvg({ ...slot('Baccarat C3'), gameType: 'LIVE' })).toContain(drawing('joker'));
    expect(gameArtSvg({ ...slot('Sic Bo A1'), gameType: 'LIVE' })).toContain(drawing('game-die'));
    const roulette = gameArtSvg({ ...slot('Roulette C3'), gameType: 'LIVE' });
    expect(roulette).toContain('stroke-dasharray="6.28 6.28"');
    const horses = gameArtSvg({ ...slot('Apex Sportsbook Virtual Horse Racing'), gameType: 'SPORTS' });
    expect(horses).toContain(drawing('horse'));
    expect(horses).not.toContain(drawing('soccer-ball'));
    expect(gameArtSvg({ ...slot('Spur Arena 1'), gameType: 'COCKFIGHT' })).toContain(drawing('rooster'));
    wellFormed(roulette);
  });

  it('falls back to the lane, then to the game seed, for names that tell nothing', () => {
    expect(gameArtSvg({ ...slot('Miền Bắc'), gameType: 'LOTT' })).toContain(drawing('admission-tickets'));
    expect(gameArtSvg({ ...slot('Fast'), gameType: 'ELOTT' })).toContain(drawing('pool-8-ball'));
    const mains = new Set(
      ['1', '2', '3', '4', '5', '6', '7', '8'].map((id) => tileMotifs('Xyz', 'RNG', seededRng(id)).main),
    );
    expect(mains.size).toBeGreaterThan(2);
    const again = tileMotifs('Xyz', 'RNG', seededRng('1'));
    expect(again).toEqual(tileMotifs('Xyz', 'RNG', seededRng('1')));
    expect(again.decor).not.toContain(again.main);
    expect(new Set(again.decor).size).toBe(2);
  });

  it('escapes hostile names and wraps long Thai names on grapheme boundaries', () => {
    const svg = gameArtSvg({
      nodeId: '1',
      gameName: `<script>alert("x")</script> & 'Co'`,
      gameType: 'RNG',
      hue: 10,
      vassalage: 'A&B',
    });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('A&amp;B');
    wellFormed(svg);
    expect(xmlElements(svg)).not.toContain('script');
    const thai = gameArtSvg({
      nodeId: '2',
      gameName: 'ยิงปลามังกรทองศักดิ์สิทธิ์ แจ็คพอต',
      gameType: 'FISH',
      hue: 200,
      vassalage: 'X',
    });
    wellFormed(thai);
    const lines = [...thai.matchAll(/font-size="\d+">([^<]+)<\/text>/g)].map((m) => m[1] ?? '');
    expect(lines.length).toBe(2);
    for (const line of lines) expect(line).not.toMatch(/^[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/);
  });

  it('draws vendor logos with a monogram', () => {
    for (const vendor of catalogue.vendors) {
      const svg = vendorLogoSvg(vendor);
      wellFormed(svg);
      expect(svg).toContain(`aria-label="${escapeXml(vendor.displayName)}"`);
    }
    expect(vendorLogoSvg({ vassalage: 'LL', displayName: 'Lumière Live', hue: 3 })).toContain('>LL</text>');
  });
});
