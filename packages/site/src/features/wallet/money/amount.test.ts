import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorToInput, parseAmount } from './amount.ts';

describe('parseAmount', () => {
  it('turns major units into exact integer minor units', () => {
    expect(parseAmount('100')).toEqual({ ok: true, minor: 10_000 });
    expect(parseAmount('0.1')).toEqual({ ok: true, minor: 10 });
    expect(parseAmount('0.29')).toEqual({ ok: true, minor: 29 });
    expect(parseAmount('1234,5')).toEqual({ ok: true, minor: 123_450 });
    expect(parseAmount(' 19.99 ')).toEqual({ ok: true, minor: 1999 });
    expect(parseAmount('7.')).toEqual({ ok: true, minor: 700 });
  });

  it('refuses what is not an amount, with the reason', () => {
    expect(parseAmount('')).toEqual({ ok: false, problem: 'empty' });
    expect(parseAmount('1,234.50')).toEqual({ ok: false, problem: 'format' });
    expect(parseAmount('-5')).toEqual({ ok: false, problem: 'format' });
    expect(parseAmount('1e3')).toEqual({ ok: false, problem: 'format' });
    expect(parseAmount('1.234')).toEqual({ ok: false, problem: 'decimals' });
    expect(parseAmount('0.00')).toEqual({ ok: false, problem: 'zero' });
    expect(parseAmount('999999999999999999')).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('round-trips every safe amount through the field text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (minor) => {
        expect(parseAmount(minorToInput(minor))).toEqual({ ok: true, minor });
      }),
    );
  });
});
