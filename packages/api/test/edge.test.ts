import { describe, expect, it } from 'vitest';
import { specShape, toProduct, toWire } from '../src/edge/index.ts';
import { fakePlatform, testClient } from './fake-platform.ts';

const envelope = (value: unknown) => ({ body: JSON.stringify({ success: true, value }) });
const wireGame = { nodeId: '100001', gameName: 'Dragon Fortune', vassalage: 'REDPANDA', gameType: 'RNG' };

describe('wire words', () => {
  it('renames wire names to product names in nested answers, and back for requests', () => {
    const lanes = [
      { title: 'RNG', cards: [{ vassalage: 'REDPANDA', displayName: 'Red Panda', vassalageList: true }] },
    ];
    expect(toProduct(lanes)).toEqual([
      { title: 'RNG', cards: [{ vendor: 'REDPANDA', displayName: 'Red Panda', vendorPopup: true }] },
    ]);
    expect(toProduct({ gameCode: 'VNHN', numero: '20260115' })).toEqual({
      gameCode: 'VNHN',
      drawNumber: '20260115',
    });
    expect(toWire({ vendor: 'REDPANDA', pageNo: 1 })).toEqual({ vassalage: 'REDPANDA', pageNo: 1 });
    expect(toWire(toProduct(lanes))).toEqual(lanes);
  });

  it('leaves values that are not plain objects alone', () => {
    expect(toProduct(null)).toBeNull();
    expect(toProduct('vassalage')).toBe('vassalage');
    expect(toWire(undefined)).toBeUndefined();
  });
});

describe("a real platform's shapes", () => {
  it('reads vendor lanes bare, as { lanes } and as { data: { lanes } }', () => {
    const lanes = [{ title: 'RNG', cards: [] }];
    expect(specShape('gameVendors', lanes)).toBe(lanes);
    expect(specShape('gameVendors', { lanes })).toBe(lanes);
    expect(specShape('gameVendors', { data: { lanes } })).toBe(lanes);
  });

  it('reads hot games, favourites and the merchant wallet bare or wrapped', () => {
    for (const key of ['list', 'games', 'content']) {
      expect(specShape('hotGames', { [key]: [wireGame] })).toEqual([wireGame]);
      expect(specShape('favoriteGamesList', { [key]: [wireGame] })).toEqual([wireGame]);
    }
    expect(specShape('merchantWallet', { list: [{ accountTypeId: 1 }] })).toEqual([{ accountTypeId: 1 }]);
  });

  it('reads the vendor-type map as a list, or as { content: { gameType: vendors } }', () => {
    expect(specShape('vassGameType', { content: { RNG: ['REDPANDA', 7], LIVE: ['LUMLIVE'] } })).toEqual([
      { gameCategory: 'RNG', vendors: ['REDPANDA'] },
      { gameCategory: 'LIVE', vendors: ['LUMLIVE'] },
    ]);
  });

  it('reads the launch URL from content.game_url, else url or gameUrl', () => {
    const spec = { content: { game_url: 'https://games.test/a' } };
    expect(specShape('launchGame', spec)).toBe(spec);
    expect(specShape('launchGame', { url: 'https://games.test/b' })).toEqual({
      url: 'https://games.test/b',
      content: { game_url: 'https://games.test/b' },
    });
    expect(specShape('launchGame', { content: { gameUrl: 'https://games.test/c' } })).toEqual({
      content: { gameUrl: 'https://games.test/c', game_url: 'https://games.test/c' },
    });
  });

  it("takes a customer-service entry's path when it has no url, and winner rows from { vo }", () => {
    const status = { info: { customerService: [{ type: '1', path: 'https://chat.test' }] } };
    expect(specShape('systemStatus', status)).toEqual({
      info: { customerService: [{ type: '1', path: 'https://chat.test', url: 'https://chat.test' }] },
    });
    const row = { gameName: 'Dragon Fortune', customerName: 'a***b', winAmount: 12_500 };
    expect(specShape('rankList', { vo: [row] })).toEqual({ vo: [row], list: [row] });
    expect(specShape('rankList', { vo: { list: [row] } })).toEqual({ vo: { list: [row] }, list: [row] });
  });
});

describe('the client at the edge', () => {
  it('sends product requests in wire words and answers wrapped real-platform lists in product words', async () => {
    const platform = fakePlatform({
      'GET /wps/relay/GCSGAME_hotGamesV2': envelope({ list: [wireGame] }),
      'GET /wps/relay/GCSGAME_gameVendor': envelope({
        data: { lanes: [{ title: 'RNG', cards: [{ vassalage: 'REDPANDA', displayName: 'Red Panda' }] }] },
      }),
    });
    const { client } = testClient(platform.fetch);
    const hot = await client.call('hotGames', {
      merchantCode: 'demo',
      isPlatform: 2,
      platform: 'html5',
      language: 'en',
      vendor: 'REDPANDA',
    });
    expect(platform.seen[0]?.query.get('vassalage')).toBe('REDPANDA');
    expect(platform.seen[0]?.query.has('vendor')).toBe(false);
    expect(hot).toEqual([
      { nodeId: '100001', gameName: 'Dragon Fortune', vendor: 'REDPANDA', gameType: 'RNG' },
    ]);
    const lanes = await client.call('gameVendors', {});
    expect(lanes[0]?.cards[0]).toEqual({ vendor: 'REDPANDA', displayName: 'Red Panda' });
  });
});
