import { lottoDraw, lottoMenuValue } from '@playsite/api/contract';
import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../src/clock.ts';
import {
  drawLottery,
  isOpenForBets,
  type LotteryBet,
  type LotteryDraw,
  lotteryBetRtp,
  lotteryGame,
  lotteryGames,
  lottoMenus,
  nextDraw,
  numeroOf,
  pastDraws,
  popularLotteries,
  settleLotteryBet,
  toLottoDraw,
  validateLotteryBet,
} from '../../src/games/lottery.ts';
import { seededRng } from '../../src/games/rng.ts';

const vnFast = lotteryGame('VN_SIEU_TOC_1_PHUT');
const sea = lotteryGame('SEA_SUNRISE_4D');
const start = Date.UTC(2026, 0, 1, 10, 0, 30);

/** A VN draw with chosen numbers per tier. */
function vnDraw(numero: string, special: string, others: string[] = []): LotteryDraw {
  const rest = [
    '11111',
    '22222',
    '33333',
    ...Array(6).fill('44444'),
    ...Array(4).fill('5555'),
    ...Array(6).fill('6666'),
    '777',
    '777',
    '777',
    '88',
    '88',
    '88',
    '88',
  ];
  const numbers = [...others, ...rest.slice(others.length)];
  const counts = [1, 2, 6, 4, 6, 3, 4];
  const tiers = ['G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7'];
  let at = 0;
  return {
    gameCode: 'VN_SIEU_TOC_1_PHUT',
    style: 'VN',
    numero,
    drawTime: 0,
    prizes: [
      { tier: 'DB', numbers: [special] },
      ...tiers.map((tier, i) => {
        const slice = numbers.slice(at, at + (counts[i] ?? 0));
        at += counts[i] ?? 0;
        return { tier, numbers: slice };
      }),
    ],
  };
}

describe('lottery draw engine', () => {
  it('defines SEA, VN and TCG_SEA games with menus in the contract shape', () => {
    expect(vnFast && sea).toBeTruthy();
    expect(lotteryGames.some((g) => g.vendor === 'TCG_SEA')).toBe(true);
    expect(is(lottoMenus('VN'), lottoMenuValue)).toBe(true);
    expect(lottoMenus('VN').map((m) => m.menuName)).toEqual([
      'Miền Bắc',
      'Miền Nam',
      'Miền Trung',
      'Siêu Tốc',
    ]);
    const popular = popularLotteries(20);
    expect(popular).toHaveLength(20);
    expect(popular[0]?.interval).toBe(45);
  });

  it('schedules periodic draws from a clock, closing bets before each draw', () => {
    if (!vnFast) throw new Error('missing game');
    const clock = manualClock(start);
    const slot = nextDraw(vnFast, clock.now());
    expect(slot).toEqual({
      numero: '20260101-0601',
      drawTime: Date.UTC(2026, 0, 1, 10, 1),
      closeTime: Date.UTC(2026, 0, 1, 10, 0, 50),
    });
    expect(isOpenForBets(vnFast, slot.numero, clock.now())).toBe(true);
    clock.advance(25_000);
    expect(isOpenForBets(vnFast, slot.numero, clock.now())).toBe(false);
    clock.advance(10_000);
    expect(nextDraw(vnFast, clock.now()).numero).toBe('20260101-0602');
    expect(pastDraws(vnFast, clock.now(), 3).map((d) => d.numero)).toEqual([
      '20260101-0601',
      '20260101-0600',
      '20260101-0599',
    ]);
    const daily = lotteryGame('VN_MIEN_BAC');
    if (!daily) throw new Error('missing game');
    expect(numeroOf(daily, Date.UTC(2026, 0, 2))).toBe('20260101-0001');
    expect(numeroOf(vnFast, Date.UTC(2026, 0, 2))).toBe('20260101-1440');
  });

  it('draws 27 VN numbers of 5 down to 2 digits and 23 SEA 4D numbers', () => {
    if (!vnFast || !sea) throw new Error('missing game');
    const rng = seededRng('draws');
    const vn = drawLottery(vnFast, nextDraw(vnFast, start), rng);
    expect(vn.prizes.flatMap((p) => p.numbers)).toHaveLength(27);
    expect(vn.prizes.map((p) => p.numbers[0]?.length)).toEqual([5, 5, 5, 5, 4, 4, 3, 2]);
    const seaDraw = drawLottery(sea, nextDraw(sea, start), rng);
    expect(seaDraw.prizes.flatMap((p) => p.numbers).every((n) => /^\d{4}$/.test(n))).toBe(true);
    expect(seaDraw.prizes.flatMap((p) => p.numbers)).toHaveLength(23);
    const wire = toLottoDraw(vn);
    expect(is(wire, lottoDraw)).toBe(true);
    expect(wire.winningNumbers.split(',')[0]).toBe(vn.prizes[0]?.numbers[0]);
  });

  it('settles VN bets: Đề on the special prize, Ba Càng on its last 3, Lô per hit', () => {
    const draw = vnDraw('N1', '12345', ['00045', '99999']);
    const bet = (betType: LotteryBet['betType'], pick: string): LotteryBet => ({
      gameCode: 'VN_SIEU_TOC_1_PHUT',
      numero: 'N1',
      betType,
      pick,
      stake: 1_000n,
    });
    expect(settleLotteryBet(bet('DE', '45'), draw)).toBe(95_000n);
    expect(settleLotteryBet(bet('DE', '44'), draw)).toBe(0n);
    expect(settleLotteryBet(bet('BA_CANG', '345'), draw)).toBe(900_000n);
    expect(settleLotteryBet(bet('LO', '45'), draw)).toBe(7_000n);
    expect(settleLotteryBet(bet('LO', '88'), draw)).toBe(14_000n);
    // 1 × 3.5 = 3.5 is floored to 3 minor units, in the house's favour.
    expect(settleLotteryBet({ ...bet('LO', '99'), stake: 1n }, draw)).toBe(3n);
    expect(() => settleLotteryBet({ ...bet('DE', '45'), numero: 'N2' }, draw)).toThrow(RangeError);
    expect(() => settleLotteryBet(bet('BIG', '1234'), draw)).toThrow(RangeError);
  });

  it('settles SEA bets on every tier they cover', () => {
    const draw: LotteryDraw = {
      gameCode: 'SEA_SUNRISE_4D',
      style: 'SEA',
      numero: 'S1',
      drawTime: 0,
      prizes: [
        { tier: 'FIRST', numbers: ['1234'] },
        { tier: 'SECOND', numbers: ['0007'] },
        { tier: 'THIRD', numbers: ['1234'] },
        { tier: 'STARTER', numbers: Array(10).fill('5555') },
        { tier: 'CONSOLATION', numbers: ['0007', ...Array(9).fill('6666')] },
      ],
    };
    const bet = (betType: LotteryBet['betType'], pick: string): LotteryBet => ({
      gameCode: 'SEA_SUNRISE_4D',
      numero: 'S1',
      betType,
      pick,
      stake: 100n,
    });
    expect(settleLotteryBet(bet('BIG', '1234'), draw)).toBe(100n * (2_500n + 500n));
    expect(settleLotteryBet(bet('BIG', '0007'), draw)).toBe(100n * 1_000n + 100n * 60n);
    expect(settleLotteryBet(bet('SMALL', '0007'), draw)).toBe(100n * 2_000n);
    expect(settleLotteryBet(bet('TWO_D', '34'), draw)).toBe(9_000n);
    expect(settleLotteryBet(bet('BIG', '9999'), draw)).toBe(0n);
  });

  it('validates picks against the game and publishes each bet type return', () => {
    if (!vnFast || !sea) throw new Error('missing game');
    const base = { gameCode: vnFast.gameCode, numero: 'x', stake: 10n };
    expect(() => validateLotteryBet({ ...base, betType: 'DE', pick: '07' }, vnFast)).not.toThrow();
    expect(() => validateLotteryBet({ ...base, betType: 'DE', pick: '7' }, vnFast)).toThrow(RangeError);
    expect(() => validateLotteryBet({ ...base, betType: 'BIG', pick: '0007' }, vnFast)).toThrow(RangeError);
    expect(() => validateLotteryBet({ ...base, betType: 'DE', pick: '07', stake: 0n }, vnFast)).toThrow(
      RangeError,
    );
    expect(lotteryBetRtp('DE')).toBeCloseTo(0.95, 10);
    expect(lotteryBetRtp('LO')).toBeCloseTo(0.945, 10);
    expect(lotteryBetRtp('BA_CANG')).toBeCloseTo(0.9, 10);
    expect(lotteryBetRtp('BIG')).toBeCloseTo(0.66, 10);
    expect(lotteryBetRtp('SMALL')).toBeCloseTo(0.65, 10);
    expect(lotteryBetRtp('TWO_D')).toBeCloseTo(0.9, 10);
  });

  it('pays out the published return over many random draws (Lô, every pick)', () => {
    if (!vnFast) throw new Error('missing game');
    const rng = seededRng('lo-simulation');
    let staked = 0n;
    let paid = 0n;
    for (let i = 0; i < 400; i++) {
      const draw = drawLottery(vnFast, { numero: `S${i}`, drawTime: 0, closeTime: 0 }, rng);
      for (let pick = 0; pick < 100; pick++) {
        const bet: LotteryBet = {
          gameCode: vnFast.gameCode,
          numero: `S${i}`,
          betType: 'LO',
          pick: String(pick).padStart(2, '0'),
          stake: 10n,
        };
        staked += bet.stake;
        paid += settleLotteryBet(bet, draw);
      }
    }
    // Betting all 100 picks returns exactly 27 hits × 3.5 per draw: no variance at all.
    expect(Number(paid) / Number(staked)).toBeCloseTo(lotteryBetRtp('LO'), 10);
  });
});
