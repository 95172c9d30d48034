import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedGames } from '../../src/domain/games/catalogue.ts';
import {
  drawK3,
  drawPk10,
  type ElottBetTypeCode,
  elottBetTypes,
  elottBetTypeView,
  elottChance,
  elottOddsHundredths,
  elottRtp,
  isElottDraw,
  pickParts,
  settleElottPick,
} from '../../src/games/elott.ts';
import {
  drawLottery,
  type LotteryDraw,
  lotteryGame,
  lotteryGames,
  nextDraw,
  popularLotteries,
  settleLotteryBet,
  validateLotteryBet,
} from '../../src/games/lottery.ts';
import { seededRng } from '../../src/games/rng.ts';

const pk10 = lotteryGame('FASTLOTTO_0001');
const fast3 = lotteryGame('FASTLOTTO_0008');
if (!pk10 || !fast3) throw new Error('e-lottery games missing');

/** A PK10 draw with a chosen finishing order. */
const raceOf = (order: number[]): LotteryDraw => ({
  gameCode: pk10.gameCode,
  style: 'PK10',
  numero: '20260101-0001',
  drawTime: 0,
  prizes: [{ tier: 'CARS', numbers: order.map((car) => String(car).padStart(2, '0')) }],
});
const bet = (betType: ElottBetTypeCode, pick: string, stake = 1000n, gameCode = pk10.gameCode) => ({
  gameCode,
  numero: '20260101-0001',
  betType,
  pick,
  stake,
});

describe('e-lottery games', () => {
  it('gives the catalogue PK10 and Fast 3 games a draw engine, and no other e-lottery game', () => {
    const games = sharedGames().catalogue.games.filter((game) => game.gameType === 'ELOTT');
    const playable = games.filter((game) => game.demo === 'lottery');
    expect(playable.map((game) => game.gameName).sort()).toEqual(
      ['PK10 Racing', '极速赛车', '幸运飞艇', '경마 PK10', 'Fast 3 Dice', '快3'].sort(),
    );
    for (const game of playable) expect(lotteryGame(game.gameCode)?.gameName).toBe(game.gameName);
    expect(games.find((game) => game.gameName === 'Keno 80')?.demo).toBeUndefined();
    expect(pk10).toMatchObject({ gameName: 'PK10 Racing', style: 'PK10', intervalSeconds: 60 });
    expect(fast3).toMatchObject({ gameName: 'Fast 3 Dice', style: 'K3', intervalSeconds: 60 });
    // The lottery pages' popular list stays the number lotteries.
    expect(popularLotteries(200).some((game) => game.gameCode.startsWith('FASTLOTTO'))).toBe(false);
    expect(lotteryGames.filter((game) => game.vendor === 'FASTLOTTO')).toHaveLength(6);
  });

  it('draws every PK10 race as a permutation of cars 1–10, each car as often in each place', () => {
    const rng = seededRng('pk10-fairness');
    const draws = 20_000;
    const counts = Array.from({ length: 10 }, () => new Array<number>(10).fill(0));
    for (let i = 0; i < draws; i++) {
      const order = drawPk10(rng);
      expect(isElottDraw('PK10', order)).toBe(true);
      expect(new Set(order).size).toBe(10);
      order.forEach((car, place) => {
        const row = counts[place];
        if (row) row[Number(car) - 1] = (row[Number(car) - 1] ?? 0) + 1;
      });
    }
    // 2 000 expected per cell; 5 standard deviations (~42) either side.
    for (const row of counts) for (const count of row) expect(Math.abs(count - draws / 10)).toBeLessThan(220);
    const slot = nextDraw(pk10, Date.UTC(2026, 0, 1));
    const draw = drawLottery(pk10, slot, rng);
    expect(draw).toMatchObject({ style: 'PK10', numero: slot.numero, drawTime: slot.drawTime });
    expect(draw.prizes).toHaveLength(1);
    expect(isElottDraw('PK10', draw.prizes[0]?.numbers ?? [])).toBe(true);
    expect(isElottDraw('PK10', ['01', '01', '03', '04', '05', '06', '07', '08', '09', '10'])).toBe(false);
  });

  it('draws Fast 3 as three fair dice', () => {
    const rng = seededRng('k3-fairness');
    const faces = new Array<number>(6).fill(0);
    for (let i = 0; i < 6_000; i++) {
      const dice = drawK3(rng);
      expect(isElottDraw('K3', dice)).toBe(true);
      for (const die of dice) faces[Number(die) - 1] = (faces[Number(die) - 1] ?? 0) + 1;
    }
    for (const count of faces) expect(Math.abs(count - 3_000)).toBeLessThan(250);
    expect(drawLottery(fast3, nextDraw(fast3, 0), rng).prizes[0]?.tier).toBe('DICE');
  });

  it('pays each PK10 bet type by its published odds', () => {
    // Car 3 first, car 9 second (sum 12: big, even), car 10 in fifth place.
    const race = raceOf([3, 9, 1, 2, 10, 4, 5, 6, 7, 8]);
    const pays = (type: ElottBetTypeCode, pick: string) =>
      settleLotteryBet(bet(type, pick), { ...race, numero: '20260101-0001' });
    expect(pays('PK_POSITION', '1-3')).toBe(9_700n);
    expect(pays('PK_POSITION', '5-10')).toBe(9_700n);
    expect(pays('PK_POSITION', '1-9')).toBe(0n);
    expect(pays('PK_BIG_SMALL', '2-BIG')).toBe(1_940n);
    expect(pays('PK_BIG_SMALL', '1-SMALL')).toBe(1_940n);
    expect(pays('PK_BIG_SMALL', '1-BIG')).toBe(0n);
    expect(pays('PK_ODD_EVEN', '1-ODD')).toBe(1_940n);
    expect(pays('PK_ODD_EVEN', '6-EVEN')).toBe(1_940n);
    expect(pays('PK_ODD_EVEN', '5-ODD')).toBe(0n);
    // Sum 12: 8 of the 90 ordered pairs (3+9, 4+8, 5+7 and back, 2+10 and back): 97 % × 90 / 8.
    expect(pays('PK_SUM', '12')).toBe(10_910n);
    expect(pays('PK_SUM', '11')).toBe(0n);
    expect(pays('PK_SUM_BIG_SMALL', 'BIG')).toBe(2_180n);
    expect(pays('PK_SUM_BIG_SMALL', 'SMALL')).toBe(0n);
    expect(pays('PK_SUM_ODD_EVEN', 'EVEN')).toBe(2_180n);
    expect(pays('PK_SUM_ODD_EVEN', 'ODD')).toBe(0n);
    // Rounded down to the minor unit.
    expect(settleLotteryBet(bet('PK_SUM', '12', 7n), race)).toBe(76n);
  });

  it('pays each Fast 3 bet type by its published odds; triples lose big/small and odd/even', () => {
    const dice = (values: number[]): LotteryDraw => ({
      gameCode: fast3.gameCode,
      style: 'K3',
      numero: '20260101-0001',
      drawTime: 0,
      prizes: [{ tier: 'DICE', numbers: values.map(String) }],
    });
    const pays = (type: ElottBetTypeCode, pick: string, draw: LotteryDraw) =>
      settleLotteryBet(bet(type, pick, 1000n, fast3.gameCode), draw);
    const twelve = dice([6, 4, 2]);
    expect(pays('K3_SUM', '12', twelve)).toBe(8_380n); // 25 of 216: 0.97 × 216 / 25 = 8.3808
    expect(pays('K3_BIG_SMALL', 'BIG', twelve)).toBe(1_990n);
    expect(pays('K3_ODD_EVEN', 'EVEN', twelve)).toBe(1_990n);
    expect(pays('K3_ODD_EVEN', 'ODD', twelve)).toBe(0n);
    expect(pays('K3_ANY_TRIPLE', 'ANY', twelve)).toBe(0n);
    const fives = dice([5, 5, 5]);
    expect(pays('K3_BIG_SMALL', 'BIG', fives)).toBe(0n);
    expect(pays('K3_ODD_EVEN', 'ODD', fives)).toBe(0n);
    expect(pays('K3_ANY_TRIPLE', 'ANY', fives)).toBe(34_920n);
    expect(pays('K3_TRIPLE', '5', fives)).toBe(209_520n);
    expect(pays('K3_TRIPLE', '4', fives)).toBe(0n);
  });

  it('returns at most 97 % on every pick, checked against every equally likely draw', () => {
    // Fast 3: every one of the 216 dice outcomes, settled as real draws.
    const outcomes = [1, 2, 3, 4, 5, 6].flatMap((a) =>
      [1, 2, 3, 4, 5, 6].flatMap((b) => [1, 2, 3, 4, 5, 6].map((c) => [a, b, c])),
    );
    // PK10: every ordered pair of leaders (the rest in order), and each car once in each place.
    const cars = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const pairs = cars.flatMap((a) =>
      cars.filter((b) => b !== a).map((b) => [a, b, ...cars.filter((c) => c !== a && c !== b)].map(String)),
    );
    const rotations = cars.map((_, shift) => cars.map((_, i) => String(cars[(i + shift) % 10])));
    for (const code of Object.keys(elottBetTypes) as ElottBetTypeCode[]) {
      const type = elottBetTypes[code];
      const space =
        type.style === 'K3'
          ? outcomes.map((o) => o.map(String))
          : code.startsWith('PK_SUM')
            ? pairs
            : rotations;
      const picks = type.fields.reduce<string[][]>(
        (all, field) => all.flatMap((parts) => field.options.map((option) => [...parts, option])),
        [[]],
      );
      for (const parts of picks) {
        const pick = parts.join('-');
        const wins = space.map((numbers) => settleElottPick(code, pick, 100_000n, numbers));
        const { hits, of } = elottChance(code, parts);
        expect(wins.filter((win) => win > 0n).length / space.length, `${code} ${pick} chance`).toBeCloseTo(
          hits / of,
          12,
        );
        const rtp = Number(wins.reduce((a, b) => a + b, 0n)) / 100_000 / space.length;
        expect(rtp, `${code} ${pick}`).toBeLessThanOrEqual(0.97 + 1e-9);
        expect(rtp, `${code} ${pick}`).toBeGreaterThan(0.95);
      }
      expect(elottRtp(code)).toBeGreaterThan(0.95);
      expect(elottRtp(code)).toBeLessThanOrEqual(0.97);
    }
    expect(elottOddsHundredths('PK_POSITION', ['4', '4'])).toBe(970n);
    expect(elottBetTypeView('PK_SUM_BIG_SMALL')).toEqual({
      fields: [{ name: 'side', options: ['BIG', 'SMALL'] }],
      odds: { BIG: 2.18, SMALL: 1.74 },
    });
  });

  it('refuses picks and bet types a game does not offer', () => {
    expect(() => validateLotteryBet(bet('PK_POSITION', '3-7'), pk10)).not.toThrow();
    expect(() => validateLotteryBet(bet('PK_POSITION', '11-7'), pk10)).toThrow(RangeError);
    expect(() => validateLotteryBet(bet('PK_POSITION', '3'), pk10)).toThrow(RangeError);
    expect(() => validateLotteryBet(bet('PK_BIG_SMALL', '3-ODD'), pk10)).toThrow(RangeError);
    expect(() => validateLotteryBet(bet('K3_SUM', '12'), pk10)).toThrow(RangeError);
    expect(() => validateLotteryBet(bet('PK_SUM', '12', 0n), pk10)).toThrow(RangeError);
    expect(() => validateLotteryBet({ ...bet('PK_SUM', '12'), betType: 'DE', pick: '07' }, pk10)).toThrow(
      RangeError,
    );
    expect(() => validateLotteryBet(bet('K3_ANY_TRIPLE', 'ANY', 100n, fast3.gameCode), fast3)).not.toThrow();
    expect(pickParts('PK_SUM', '2')).toBeUndefined();
    expect(() => settleLotteryBet(bet('K3_SUM', '12'), raceOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]))).toThrow(
      RangeError,
    );
  });
});

describe('published odds', () => {
  it('docs/product.md lists every e-lottery bet type with the odds the server pays', () => {
    const doc = readFileSync(new URL('../../../../docs/product.md', import.meta.url), 'utf8');
    for (const code of Object.keys(elottBetTypes) as ElottBetTypeCode[]) {
      const row = doc.split('\n').find((line) => line.startsWith(`| \`${code}\` |`));
      expect(row, code).toBeDefined();
      for (const odds of new Set(Object.values(elottBetTypeView(code).odds)))
        expect(row, `${code} ${odds}`).toContain(odds.toFixed(2));
    }
  });
});
