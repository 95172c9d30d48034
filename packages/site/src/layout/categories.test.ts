import { describe, expect, it } from 'vitest';
import { categoriesFrom } from './categories.ts';

const card = (vassalage: string) => ({ vassalage, displayName: vassalage.toLowerCase() });

describe('navigation categories', () => {
  it('keeps only lanes with vendors and splits e-sports from sports', () => {
    const categories = categoriesFrom(
      [
        { title: 'SPORTS', cards: [card('SABA'), card('IMES')] },
        { title: 'LIVE', cards: [card('EVO')] },
        { title: 'FISH', cards: [] },
      ],
      ['IMES'],
    );
    expect(categories.map((c) => [c.code, c.vendors.map((v) => v.code)])).toEqual([
      ['SPORTS', ['SABA']],
      ['ESPORTS', ['IMES']],
      ['LIVE', ['EVO']],
    ]);
  });

  it('shows the DS88 sports vendor next to live casino', () => {
    const categories = categoriesFrom(
      [
        { title: 'SPORTS', cards: [card('DS88')] },
        { title: 'LIVE', cards: [card('EVO')] },
      ],
      [],
    );
    expect(categories.find((c) => c.code === 'LIVE')?.vendors.map((v) => v.code)).toEqual(['EVO', 'DS88']);
  });
});
