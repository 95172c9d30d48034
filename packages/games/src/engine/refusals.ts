import type { Strings } from './locale.ts';

/**
 * The words of the refusals any kind may answer: a bet option it does not offer, a stake out of
 * its range (`checkStake`). A family spreads them into its own strings.
 */
export const refusalStrings: Strings = {
  en: {
    'bet.option.unknown': 'This bet is not offered: {option}.',
    'bet.stake.range': 'Stake between {min} and {max}, in steps of {step}.',
  },
  cn: {
    'bet.option.unknown': '不提供此投注：{option}。',
    'bet.stake.range': '投注额须在 {min} 至 {max} 之间，以 {step} 为单位。',
  },
  ja: {
    'bet.option.unknown': 'このベットは提供されていません：{option}。',
    'bet.stake.range': 'ベット額は {min}～{max}、{step} 単位です。',
  },
  th: {
    'bet.option.unknown': 'ไม่มีการเดิมพันนี้: {option}',
    'bet.stake.range': 'ยอดเดิมพันระหว่าง {min} ถึง {max} เพิ่มทีละ {step}',
  },
  vi: {
    'bet.option.unknown': 'Không có cửa cược này: {option}.',
    'bet.stake.range': 'Tiền cược từ {min} đến {max}, bước {step}.',
  },
  ko: {
    'bet.option.unknown': '제공되지 않는 베팅입니다: {option}.',
    'bet.stake.range': '베팅 금액은 {min}~{max}, {step} 단위입니다.',
  },
  id: {
    'bet.option.unknown': 'Taruhan ini tidak tersedia: {option}.',
    'bet.stake.range': 'Taruhan antara {min} dan {max}, kelipatan {step}.',
  },
};
