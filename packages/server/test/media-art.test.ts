import { describe, expect, it } from 'vitest';
import { bannerSvg } from '../src/domain/media/art.ts';
import { emojiBody } from '../src/domain/media/emoji.ts';
import { xmlElements } from './support/xml.ts';

describe('banner and promotion pictures', () => {
  it('draw the scene their name asks for, a money bag otherwise', () => {
    expect(bannerSvg('lottery')).toContain(emojiBody('admission-tickets'));
    expect(bannerSvg('promo-welcome')).toContain(emojiBody('wrapped-gift'));
    expect(bannerSvg('points-spins')).toContain(emojiBody('slot-machine'));
    expect(bannerSvg('promo-festival')).toContain(emojiBody('red-paper-lantern'));
    expect(bannerSvg('live')).toContain(emojiBody('joker'));
    const unknown = bannerSvg('promo-reload');
    expect(unknown).toContain(emojiBody('money-bag'));
    expect(unknown).not.toContain('<text');
  });

  it('are 1200×400 real XML under 12 KB whose colours follow the name, the same bytes every time', () => {
    for (const name of ['welcome', 'live', 'lottery', 'promo-birthday', 'promo-festival', 'promo-cashback']) {
      const svg = bannerSvg(name);
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1200 400"/);
      expect(xmlElements(svg)[0]).toBe('svg');
      expect(Buffer.byteLength(svg)).toBeLessThan(12_000);
      expect(svg).toBe(bannerSvg(name));
    }
    expect(bannerSvg('welcome')).not.toBe(bannerSvg('welcomf'));
    expect(bannerSvg('a"<b>')).toContain('aria-label="a&quot;&lt;b&gt;"');
  });
});
