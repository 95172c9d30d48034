import { game as gameStruct, gameTypes, gameVendorsValue, roomListValue } from '@playsite/api/contract';
import { is } from 'superstruct';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Catalogue,
  demoBaccaratCode,
  demoSlotCode,
  generateCatalogue,
} from '../../src/games/catalogue.ts';
import { findGame, hotGames, roomList, vendorLanes } from '../../src/games/lobby.ts';
import { seaLotteryAccountType, vnLotteryAccountType } from '../../src/games/lottery.ts';
import { esportsBrands, liveCategories } from '../../src/games/vendors.ts';

describe('game catalogue', () => {
  let catalogue: Catalogue;
  beforeAll(() => {
    catalogue = generateCatalogue('playsite');
  });

  it('is the same for the same seed and differs for another', () => {
    const again = generateCatalogue('playsite');
    expect(again.games.map((g) => g.gameName)).toEqual(catalogue.games.map((g) => g.gameName));
    const other = generateCatalogue('another seed');
    expect(other.games.map((g) => g.gameName)).not.toEqual(catalogue.games.map((g) => g.gameName));
    expect(other.games.length).toBe(catalogue.games.length);
  });

  it('holds at least 5,000 games with unique node ids and game codes, all in the contract shape', () => {
    expect(catalogue.games.length).toBeGreaterThanOrEqual(5_000);
    expect(new Set(catalogue.games.map((g) => g.nodeId)).size).toBe(catalogue.games.length);
    expect(new Set(catalogue.games.map((g) => g.gameCode)).size).toBe(catalogue.games.length);
    for (const game of catalogue.games) expect(is(game, gameStruct)).toBe(true);
  });

  it('fills every lane of the contract, with DS88 under SPORTS and the brand list under ESPORTS', () => {
    const lanes = vendorLanes(catalogue);
    expect(is(lanes, gameVendorsValue)).toBe(true);
    expect(lanes.map((lane) => lane.title).sort()).toEqual([...gameTypes].sort());
    const lane = (title: string) => lanes.find((l) => l.title === title);
    expect(lane('SPORTS')?.cards.map((c) => c.vassalage)).toContain('DS88');
    expect(
      lane('ESPORTS')
        ?.cards.map((c) => c.vassalage)
        .sort(),
    ).toEqual([...esportsBrands].sort());
    expect(lane('SPORTS')?.cards.some((c) => esportsBrands.includes(c.vassalage))).toBe(false);
    for (const title of gameTypes) {
      expect(
        catalogue.games.some((g) => g.gameType === title),
        title,
      ).toBe(true);
    }
  });

  it('has live tables in every live casino category', () => {
    const live = lanesClassify(catalogue, 'LIVE');
    expect(live.sort()).toEqual(Object.keys(liveCategories).sort());
  });

  it('has the SEA and VN lottery vendors with their account type names, and TCG_SEA', () => {
    const byCode = new Map(catalogue.vendors.map((v) => [v.vassalage, v]));
    const lott = catalogue.vendors.filter((v) => v.gameType === 'LOTT');
    expect(lott.map((v) => v.accountTypeName)).toEqual(
      expect.arrayContaining([seaLotteryAccountType, vnLotteryAccountType]),
    );
    expect(byCode.get('TCG_SEA')?.gameType).toBe('LOTT');
    expect(catalogue.games.some((g) => g.vassalage === 'TCG_SEA')).toBe(true);
  });

  it('names games in English, Vietnamese, Thai, Chinese and Korean', () => {
    const names = catalogue.games.map((g) => g.gameName);
    const share = (pattern: RegExp) => names.filter((name) => pattern.test(name)).length / names.length;
    expect(share(/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu)).toBeGreaterThan(0.1);
    expect(share(/\p{Script=Thai}/u)).toBeGreaterThan(0.05);
    expect(share(/\p{Script=Han}/u)).toBeGreaterThan(0.05);
    expect(share(/\p{Script=Hangul}/u)).toBeGreaterThan(0.03);
    expect(share(/^[A-Za-z0-9 '&-]+$/)).toBeGreaterThan(0.3);
  });

  it('flags some games hot and offers free play only on RNG and fish games', () => {
    const hot = catalogue.games.filter((g) => g.isHot).length;
    expect(hot).toBeGreaterThan(200);
    expect(hot).toBeLessThan(catalogue.games.length / 5);
    const free = catalogue.games.filter((g) => g.supportPlay === 0);
    expect(free.length).toBeGreaterThan(1_000);
    expect(free.every((g) => g.gameType === 'RNG' || g.gameType === 'FISH')).toBe(true);
    expect(
      hotGames(catalogue, { vassalage: 'MEKONG' }).every((g) => g.isHot && g.vassalage === 'MEKONG'),
    ).toBe(true);
  });

  it('lists the hot games that open before those under maintenance', () => {
    for (const list of [hotGames(catalogue), hotGames(catalogue, { gameType: 'LIVE' })]) {
      const firstDown = list.findIndex((g) => g.maintenance);
      expect(list.findIndex((g) => !g.maintenance)).toBe(0);
      expect(list.slice(firstDown).every((g) => g.maintenance)).toBe(true);
    }
  });

  it('marks the three demo games and serves artwork URLs per node', () => {
    const slot = catalogue.games.find((g) => g.gameCode === demoSlotCode);
    expect(slot).toMatchObject({ demo: 'slot', gameType: 'RNG', supportPlay: 0, gameName: 'Lucky Lanterns' });
    expect(catalogue.games.find((g) => g.gameCode === demoBaccaratCode)).toMatchObject({
      demo: 'baccarat',
      gameType: 'LIVE',
    });
    // The lotteries, and the e-lottery's PK10 and Fast 3 games (elott.test.ts).
    expect(
      catalogue.games
        .filter((g) => g.demo === 'lottery')
        .every((g) => g.gameType === 'LOTT' || (g.gameType === 'ELOTT' && /PK10|K3/.test(g.classification))),
    ).toBe(true);
    expect(slot && findGame(catalogue, Number(slot.nodeId))?.showIcon).toBe(`/games/art/${slot?.nodeId}.svg`);
  });

  it('gives PVP vendors rooms with rising bet limits', () => {
    const pvp = catalogue.vendors.filter((v) => v.gameType === 'PVP');
    expect(pvp.length).toBeGreaterThan(0);
    for (const vendor of pvp) {
      const rooms = roomList(catalogue, vendor.vassalage);
      expect(is(rooms, roomListValue)).toBe(true);
      expect(rooms.length).toBe(4);
      const mins = rooms.map((room) => room.minBet ?? 0);
      expect([...mins].sort((a, b) => a - b)).toEqual(mins);
    }
    expect(roomList(catalogue, 'NOPE')).toEqual([]);
  });
});

function lanesClassify(catalogue: Catalogue, title: string): string[] {
  return (
    vendorLanes(catalogue)
      .find((lane) => lane.title === title)
      ?.gameClassify?.map((c) => c.code ?? '') ?? []
  );
}
