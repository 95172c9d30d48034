import { rankListValue } from '@playsite/api/contract';
import { is } from 'superstruct';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, demoSlotCode, generateCatalogue } from '../../src/games/catalogue.ts';
import { demoLaunchUrl } from '../../src/games/launch.ts';
import { type RoundRecord, roundRecord } from '../../src/games/settlement.ts';
import { maskName, winnerBoard } from '../../src/games/winners.ts';

describe('demo launch and winner board', () => {
  let catalogue: Catalogue;
  beforeAll(() => {
    catalogue = generateCatalogue('playsite');
  });
  const byCode = (code: string) => {
    const game = catalogue.games.find((g) => g.gameCode === code);
    if (!game) throw new Error(`missing ${code}`);
    return game;
  };

  it('launches the demo games, in free play only where supportPlay allows', () => {
    const slot = byCode(demoSlotCode);
    expect(demoLaunchUrl(slot, { accountType: 1, language: 'vi' })).toBe(
      `/play/slot/LUCKY_LANTERNS?nodeId=${slot.nodeId}&accountType=1&language=VI`,
    );
    expect(demoLaunchUrl(slot, { accountType: 0, language: 'en' })).toContain('accountType=0');
    const table = byCode('LUMLIVE_BAC_DEMO');
    expect(demoLaunchUrl(table, { accountType: 1, language: 'en' })).toMatch(/^\/play\/baccarat\//);
    expect(demoLaunchUrl(table, { accountType: 0, language: 'en' })).toBeNull();
    expect(demoLaunchUrl(byCode('VN_MIEN_BAC'), { accountType: 1, language: 'en' })).toMatch(
      /^\/play\/lottery\/VN_MIEN_BAC\?/,
    );
    const plain = catalogue.games.find((g) => !g.demo && g.gameType === 'RNG');
    expect(plain && demoLaunchUrl(plain, { accountType: 1, language: 'en' })).toBeNull();
  });

  it('ranks the biggest real-money net wins with masked names', () => {
    const slot = byCode(demoSlotCode);
    const game = {
      nodeId: slot.nodeId,
      gameCode: slot.gameCode,
      vassalage: slot.vassalage,
      gameType: slot.gameType,
    };
    const round = (
      id: string,
      memberId: number,
      stake: bigint,
      win: bigint,
      mode: 'real' | 'demo' = 'real',
    ): RoundRecord =>
      roundRecord(
        {
          roundId: id,
          merchant: 'demo',
          memberId,
          wallet: `member:${memberId}:0`,
          mode,
          game,
          stake,
          placedAt: 1,
        },
        { win, outcome: null, balanceBefore: 0n, balanceAfter: 0n, status: 'settled', settledAt: 2 },
      );
    const rounds = [
      round('a', 1, 100n, 5_100n),
      round('b', 2, 100n, 50_100n),
      round('c', 3, 100n, 0n),
      round('d', 4, 100n, 999_999n, 'demo'),
      round('e', 5, 100n, 100n),
    ];
    const names = new Map([
      [1, 'alice2024'],
      [2, 'bob'],
    ]);
    const board = winnerBoard(catalogue, rounds, names);
    expect(is(board, rankListValue)).toBe(true);
    expect(board.list.map((w) => [w.customerName, w.winAmount])).toEqual([
      ['b***', 50_000],
      ['al***24', 5_000],
    ]);
    expect(board.list[0]?.gameName).toBe('Lucky Lanterns');
    expect(maskName('ผู้เล่นไทย99')).toBe('ผู้เ***99');
  });
});
