import { describe, expect, it } from 'vitest';
import { categoriesFrom, vendorHref } from './navVendors.ts';

const card = (vendor: string, accountTypeName?: string) => ({
  vendor,
  displayName: vendor.toLowerCase(),
  ...(accountTypeName ? { accountTypeName } : {}),
});

describe('navigation categories', () => {
  it('keeps only lanes with vendors and splits e-sports from sports', () => {
    const categories = categoriesFrom(
      [
        { title: 'SPORTS', cards: [card('SABA'), card('IMES')] },
        { title: 'LIVE', cards: [card('EVO')] },
        { title: 'FISH', cards: [] },
        { title: 'UNKNOWN', cards: [card('X')] },
      ],
      ['IMES'],
    );
    expect(categories.map((c) => [c.code, c.vendors.map((v) => v.code)])).toEqual([
      ['SPORTS', ['SABA']],
      ['ESPORTS', ['IMES']],
      ['LIVE', ['EVO']],
    ]);
  });

  it('keeps the cockfight lane, its arenas in the seamless lobby on that lane', () => {
    const [cockfight] = categoriesFrom([{ title: 'COCKFIGHT', cards: [card('SPURARENA')] }], []);
    expect(cockfight?.code).toBe('COCKFIGHT');
    expect(cockfight?.vendors[0]?.href).toBe('/seamless?type=COCKFIGHT&page=SPURARENA');
  });

  it('keeps an ESPORTS lane the platform already split', () => {
    const categories = categoriesFrom([{ title: 'ESPORTS', cards: [card('PXARENA')] }], []);
    expect(categories.map((c) => c.code)).toEqual(['ESPORTS']);
  });

  it('shows the DS88 sports vendor next to live casino', () => {
    const categories = categoriesFrom(
      [
        { title: 'SPORTS', cards: [card('DS88')] },
        { title: 'LIVE', cards: [card('EVO')] },
      ],
      [],
    );
    const live = categories.find((c) => c.code === 'LIVE');
    expect(live?.vendors.map((v) => v.code)).toEqual(['EVO', 'DS88']);
    const ds88 = live?.vendors[1];
    expect(ds88?.href).toBe('/seamless?type=SPORTS&page=DS88');
  });
});

describe('vendor links', () => {
  it('open the vendor in its lane lobby', () => {
    expect(vendorHref({ code: 'GLANTERN', name: 'g' }, 'RNG')).toBe('/rng?page=GLANTERN');
    expect(vendorHref({ code: 'DEEP BLUE', name: 'd' }, 'FISH')).toBe('/fish?page=DEEP%20BLUE');
    expect(vendorHref({ code: 'NEONGG', name: 'n', lane: 'ESPORTS' }, 'ESPORTS')).toBe(
      '/seamless?type=ESPORTS&page=NEONGG',
    );
  });

  it('send the SEA and VN lottery account types to their routes', () => {
    expect(vendorHref({ code: 'SEAWAVE', name: 's', accountTypeName: 'SEA_LOTTERY' }, 'LOTT')).toBe(
      '/seaLottery',
    );
    expect(vendorHref({ code: 'VNLOTO', name: 'v', accountTypeName: 'VN_LOTTERY' }, 'LOTT')).toBe(
      '/vnlottery',
    );
    expect(vendorHref({ code: 'TCG_SEA', name: 't', accountTypeName: 'TCG_SEA' }, 'LOTT')).toBe('/lottery');
  });
});
