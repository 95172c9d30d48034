import { foldText } from '@playsite/rules';
import { describe, expect, it } from 'vitest';
import { filterByName } from './fold.ts';

describe('foldText', () => {
  it('ignores case, Vietnamese diacritics, đ and spaces', () => {
    expect(foldText('Thần Tài Đỏ 2')).toBe(foldText('than tai do 2'));
    expect(foldText('Đèn Lồng')).toBe('denlong');
  });

  it('keeps Thai marks and Chinese characters', () => {
    expect(foldText('มังกร ทอง')).toBe('มังกรทอง');
    expect(foldText('龙 虎')).toBe('龙虎');
    expect(foldText('ＬＵＣＫＹ')).toBe('lucky');
  });
});

describe('filterByName', () => {
  const names = ['Thần Tài Đỏ 2', 'Lucky Lanterns', 'มังกรทอง', '金龙宝藏'];
  it('finds names typed without diacritics, in any case', () => {
    expect(filterByName(names, 'THAN TAI', (n) => n)).toEqual(['Thần Tài Đỏ 2']);
    expect(filterByName(names, 'lanterns', (n) => n)).toEqual(['Lucky Lanterns']);
    expect(filterByName(names, 'มังกร', (n) => n)).toEqual(['มังกรทอง']);
    expect(filterByName(names, '龙', (n) => n)).toEqual(['金龙宝藏']);
  });

  it('keeps everything for an empty query and nothing for a miss', () => {
    expect(filterByName(names, '  ', (n) => n)).toHaveLength(4);
    expect(filterByName(names, 'zzz', (n) => n)).toEqual([]);
  });
});
