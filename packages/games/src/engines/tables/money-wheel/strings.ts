import type { Strings } from '../../../engine/locale.ts';

const symbols = (one: string, joker: string, logo: string) => ({
  'money-wheel.bet.1': one.replace('{n}', '1'),
  'money-wheel.bet.2': one.replace('{n}', '2'),
  'money-wheel.bet.5': one.replace('{n}', '5'),
  'money-wheel.bet.10': one.replace('{n}', '10'),
  'money-wheel.bet.20': one.replace('{n}', '20'),
  'money-wheel.bet.joker': joker,
  'money-wheel.bet.logo': logo,
});

export const moneyWheelStrings: Strings = {
  en: {
    ...symbols('{n}', 'Joker', 'Logo'),
    'money-wheel.rules.wheel':
      'The big six wheel has {segments} equal segments: 24 × 1, 15 × 2, 7 × 5, 4 × 10, 2 × 20, one joker and one logo.',
    'money-wheel.rules.pays':
      'A symbol pays its number to 1 when the wheel stops on it; joker and logo pay 40:1.',
    'money-wheel.table.segments': 'Segments on the wheel',
  },
  cn: {
    ...symbols('{n}', '小丑', '标志'),
    'money-wheel.rules.wheel':
      '大六轮共 {segments} 个等分格：1 有 24 格，2 有 15 格，5 有 7 格，10 有 4 格，20 有 2 格，小丑与标志各 1 格。',
    'money-wheel.rules.pays': '转轮停在所押符号上时，按符号上的数字赔付（如 5 赔 5:1）；小丑和标志赔 40:1。',
    'money-wheel.table.segments': '转轮格数',
  },
  ja: {
    ...symbols('{n}', 'ジョーカー', 'ロゴ'),
    'money-wheel.rules.wheel':
      'ビッグシックス・ホイールは {segments} 等分：1が24、2が15、5が7、10が4、20が2、ジョーカーとロゴが1つずつ。',
    'money-wheel.rules.pays':
      'ホイールが止まった記号は、その数字対1で配当します。ジョーカーとロゴは40:1です。',
    'money-wheel.table.segments': 'ホイールの区画',
  },
  th: {
    ...symbols('{n}', 'โจ๊กเกอร์', 'โลโก้'),
    'money-wheel.rules.wheel':
      'วงล้อบิ๊กซิกซ์มี {segments} ช่องเท่ากัน: 1 มี 24 ช่อง 2 มี 15 ช่อง 5 มี 7 ช่อง 10 มี 4 ช่อง 20 มี 2 ช่อง โจ๊กเกอร์และโลโก้อย่างละหนึ่งช่อง',
    'money-wheel.rules.pays': 'เมื่อวงล้อหยุดที่สัญลักษณ์ใด จ่ายตามตัวเลขนั้นต่อ 1 โจ๊กเกอร์และโลโก้จ่าย 40:1',
    'money-wheel.table.segments': 'ช่องบนวงล้อ',
  },
  vi: {
    ...symbols('{n}', 'Joker', 'Logo'),
    'money-wheel.rules.wheel':
      'Vòng quay big six có {segments} ô bằng nhau: 24 ô 1, 15 ô 2, 7 ô 5, 4 ô 10, 2 ô 20, một ô Joker và một ô Logo.',
    'money-wheel.rules.pays':
      'Ký hiệu mà vòng quay dừng lại trả theo số của nó ăn 1; Joker và Logo trả 40:1.',
    'money-wheel.table.segments': 'Các ô trên vòng quay',
  },
  ko: {
    ...symbols('{n}', '조커', '로고'),
    'money-wheel.rules.wheel':
      '빅 식스 휠은 {segments}칸으로 같게 나뉩니다: 1이 24칸, 2가 15칸, 5가 7칸, 10이 4칸, 20이 2칸, 조커와 로고가 한 칸씩.',
    'money-wheel.rules.pays': '휠이 멈춘 기호는 그 숫자 대 1로 지급합니다. 조커와 로고는 40:1입니다.',
    'money-wheel.table.segments': '휠의 칸',
  },
  id: {
    ...symbols('{n}', 'Joker', 'Logo'),
    'money-wheel.rules.wheel':
      'Roda big six memiliki {segments} segmen sama besar: 24 × 1, 15 × 2, 7 × 5, 4 × 10, 2 × 20, satu joker dan satu logo.',
    'money-wheel.rules.pays':
      'Simbol tempat roda berhenti membayar angkanya banding 1; joker dan logo membayar 40:1.',
    'money-wheel.table.segments': 'Segmen pada roda',
  },
};
