import { describe, expect, it } from 'vitest';
import { bannerSvg } from '../src/domain/media/art.ts';

describe('banner and promotion pictures', () => {
  it('draw the motif their name asks for, coins otherwise', () => {
    const lottery = bannerSvg('lottery');
    expect(lottery).toContain('>18</text>');
    expect(bannerSvg('promo-welcome')).toContain('#e53935" stroke-width="16"');
    expect(bannerSvg('points-spins')).toContain('>7</text>');
    const unknown = bannerSvg('promo-reload');
    expect(unknown).not.toContain('</text>');
    expect(unknown.match(/<circle/g)?.length).toBe(8);
  });

  it('are a 1200×400 picture whose colours follow the name', () => {
    for (const name of ['welcome', 'live', 'promo-birthday']) {
      const svg = bannerSvg(name);
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1200 400"/);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toBe(bannerSvg(name));
    }
    expect(bannerSvg('welcome')).not.toBe(bannerSvg('welcomf'));
  });
});
