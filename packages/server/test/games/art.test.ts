import { beforeAll, describe, expect, it } from 'vitest';
import { escapeXml, gameArtSvg, vendorLogoSvg } from '../../src/games/art.ts';
import { type Catalogue, generateCatalogue } from '../../src/games/catalogue.ts';

/** Text between tags and attribute values must not hold a raw '<' or an unescaped '&'. */
function wellFormedEnough(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  const opened = (svg.match(/<(?!\/)[a-zA-Z]+[^>]*[^/]>/g) ?? []).length;
  const closed = (svg.match(/<\/[a-zA-Z]+>/g) ?? []).length;
  expect(opened).toBe(closed);
}

describe('generated artwork', () => {
  let catalogue: Catalogue;
  beforeAll(() => {
    catalogue = generateCatalogue('playsite');
  });

  it('draws every lane deterministically, small, named for screen readers', () => {
    const oneOfEach = [...new Map(catalogue.games.map((g) => [g.gameType, g])).values()];
    expect(oneOfEach.length).toBe(9);
    for (const game of oneOfEach) {
      const svg = gameArtSvg(game);
      expect(svg).toBe(gameArtSvg(game));
      expect(svg).toContain('role="img"');
      expect(svg).toContain(`<title>${escapeXml(game.gameName)}</title>`);
      expect(svg.length).toBeLessThan(3_000);
      wellFormedEnough(svg);
    }
    const [a, b] = catalogue.games;
    expect(a && b && gameArtSvg(a)).not.toBe(a && b && gameArtSvg(b));
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
    wellFormedEnough(svg);
    const thai = gameArtSvg({
      nodeId: '2',
      gameName: 'ยิงปลามังกรทองศักดิ์สิทธิ์ แจ็คพอต',
      gameType: 'FISH',
      hue: 200,
      vassalage: 'X',
    });
    const lines = [...thai.matchAll(/font-size="\d+">([^<]+)<\/text>/g)].map((m) => m[1] ?? '');
    expect(lines.length).toBe(2);
    for (const line of lines) expect(line).not.toMatch(/^[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/);
  });

  it('draws vendor logos with a monogram', () => {
    for (const vendor of catalogue.vendors) {
      const svg = vendorLogoSvg(vendor);
      wellFormedEnough(svg);
      expect(svg).toContain(`aria-label="${escapeXml(vendor.displayName)}"`);
    }
    expect(vendorLogoSvg({ vassalage: 'LL', displayName: 'Lumière Live', hue: 3 })).toContain('>LL</text>');
  });
});
