import QRCodeEncoder from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrErrorCorrectionLevels, qrMatrix, qrPath } from './qrMatrix';

/** Paints the path's rectangles back into a grid, so the path can be compared with the matrix. */
function paint(path: string, size: number): boolean[] {
  const grid = Array.from({ length: size * size }, () => false);
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(width); i++) grid[Number(y) * size + Number(x) + i] = true;
  }
  return grid;
}

describe('qrMatrix', () => {
  it('holds exactly the modules of the encoder at each correction level', () => {
    for (const level of qrErrorCorrectionLevels) {
      const matrix = qrMatrix('https://playsite.test/down', level);
      const reference = QRCodeEncoder.create('https://playsite.test/down', { errorCorrectionLevel: level });
      expect(reference.errorCorrectionLevel.bit).toBeTypeOf('number');
      expect(matrix.size).toBe(reference.modules.size);
      expect(matrix.dark).toEqual(Array.from(reference.modules.data, (bit) => bit === 1));
    }
  });

  it('needs a larger symbol for more correction on the same text', () => {
    const text = 'https://playsite.test/register?referralCode=ABCDEFGH12345678';
    expect(qrMatrix(text, 'H').size).toBeGreaterThan(qrMatrix(text, 'L').size);
  });

  it('draws the three finder patterns (7×7 dark rings in three corners)', () => {
    const { size, dark } = qrMatrix('hello', 'M');
    const at = (row: number, column: number) => dark[row * size + column];
    for (const [r, c] of [
      [0, 0],
      [0, size - 7],
      [size - 7, 0],
    ] as const) {
      for (let i = 0; i < 7; i++) {
        expect([at(r, c + i), at(r + 6, c + i), at(r + i, c), at(r + i, c + 6)]).toEqual([
          true,
          true,
          true,
          true,
        ]);
      }
      expect(at(r + 1, c + 1)).toBe(false);
      expect(at(r + 3, c + 3)).toBe(true);
    }
    expect(at(size - 1, size - 1)).toBeTypeOf('boolean');
  });
});

describe('qrPath', () => {
  it('covers exactly the dark modules', () => {
    const matrix = qrMatrix('https://playsite.test/down?app=android', 'M');
    expect(paint(qrPath(matrix), matrix.size)).toEqual(matrix.dark);
  });

  it('draws nothing for an all-light matrix and one run for a dark row', () => {
    expect(qrPath({ size: 2, dark: [false, false, false, false], version: 1 })).toBe('');
    expect(qrPath({ size: 2, dark: [true, true, false, true], version: 1 })).toBe('M0 0h2v1h-2zM1 1h1v1h-1z');
  });
});
