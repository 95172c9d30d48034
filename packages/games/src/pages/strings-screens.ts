import type { Locale } from './strings.ts';

/**
 * Words of the drawn draw screens (the PK10 race, the dice cup, the lottery balls), in the seven
 * languages; merged into the page strings (strings.ts). `{name}` marks are filled by the page.
 */
const en = {
  'race.track': 'The race, cars 1 to 10',
  'race.order': 'Finishing order',
  'race.placeCar': 'Place {place}: car {car}',
  'race.car': 'Car {car}',
  'race.winner': 'Car {car} wins the race',
  'shaker.cup': 'Dice cup',
  'shaker.bowl': 'Bowl',
  'shaker.dice': 'Dice: {faces}',
  'shaker.total': 'Total {total}',
  'shaker.triple': 'Triple',
  'shaker.discs': '{reds} red, {whites} white',
  'balls.drawn': 'Drawn numbers, in draw order',
  'balls.hits': 'Your picks: {hits} of {count} drawn',
  'balls.hit': 'your pick',
};

export type ScreenStrings = Record<keyof typeof en, string>;

const cn: ScreenStrings = {
  'race.track': '赛道，1 至 10 号车',
  'race.order': '冲线名次',
  'race.placeCar': '第 {place} 名：{car} 号车',
  'race.car': '{car} 号车',
  'race.winner': '{car} 号车夺冠',
  'shaker.cup': '骰盅',
  'shaker.bowl': '碗',
  'shaker.dice': '骰子：{faces}',
  'shaker.total': '合计 {total}',
  'shaker.triple': '围骰',
  'shaker.discs': '{reds} 红，{whites} 白',
  'balls.drawn': '开奖号码（按开出顺序）',
  'balls.hits': '您的选号：开出 {hits} / {count}',
  'balls.hit': '您的选号',
};

const ja: ScreenStrings = {
  'race.track': 'レース（1〜10番車）',
  'race.order': '着順',
  'race.placeCar': '{place}着：{car}番車',
  'race.car': '{car}番車',
  'race.winner': '{car}番車の優勝',
  'shaker.cup': 'ダイスカップ',
  'shaker.bowl': 'ボウル',
  'shaker.dice': 'ダイス：{faces}',
  'shaker.total': '合計 {total}',
  'shaker.triple': 'ゾロ目',
  'shaker.discs': '赤 {reds}、白 {whites}',
  'balls.drawn': '当選番号（抽選順）',
  'balls.hits': 'あなたの選択：{count} 個中 {hits} 個当選',
  'balls.hit': 'あなたの選択',
};

const th: ScreenStrings = {
  'race.track': 'การแข่ง รถหมายเลข 1 ถึง 10',
  'race.order': 'ลำดับเข้าเส้นชัย',
  'race.placeCar': 'อันดับ {place}: รถหมายเลข {car}',
  'race.car': 'รถหมายเลข {car}',
  'race.winner': 'รถหมายเลข {car} ชนะการแข่ง',
  'shaker.cup': 'ถ้วยเขย่าลูกเต๋า',
  'shaker.bowl': 'ชาม',
  'shaker.dice': 'ลูกเต๋า: {faces}',
  'shaker.total': 'รวม {total}',
  'shaker.triple': 'ตอง',
  'shaker.discs': 'แดง {reds} ขาว {whites}',
  'balls.drawn': 'หมายเลขที่ออก ตามลำดับการออก',
  'balls.hits': 'เลขที่คุณเลือก: ออก {hits} จาก {count}',
  'balls.hit': 'เลขที่คุณเลือก',
};

const vi: ScreenStrings = {
  'race.track': 'Cuộc đua, xe số 1 đến 10',
  'race.order': 'Thứ tự về đích',
  'race.placeCar': 'Hạng {place}: xe số {car}',
  'race.car': 'Xe số {car}',
  'race.winner': 'Xe số {car} thắng cuộc đua',
  'shaker.cup': 'Bát lắc xúc xắc',
  'shaker.bowl': 'Bát',
  'shaker.dice': 'Xúc xắc: {faces}',
  'shaker.total': 'Tổng {total}',
  'shaker.triple': 'Bộ ba',
  'shaker.discs': '{reds} đỏ, {whites} trắng',
  'balls.drawn': 'Số đã quay, theo thứ tự quay',
  'balls.hits': 'Số bạn chọn: trúng {hits} trên {count}',
  'balls.hit': 'số bạn chọn',
};

const ko: ScreenStrings = {
  'race.track': '레이스, 1~10번 차',
  'race.order': '결승 순위',
  'race.placeCar': '{place}위: {car}번 차',
  'race.car': '{car}번 차',
  'race.winner': '{car}번 차 우승',
  'shaker.cup': '주사위 컵',
  'shaker.bowl': '그릇',
  'shaker.dice': '주사위: {faces}',
  'shaker.total': '합계 {total}',
  'shaker.triple': '트리플',
  'shaker.discs': '빨강 {reds}, 흰색 {whites}',
  'balls.drawn': '추첨 번호 (추첨 순서)',
  'balls.hits': '내 선택: {count}개 중 {hits}개 당첨',
  'balls.hit': '내 선택',
};

const id: ScreenStrings = {
  'race.track': 'Balapan, mobil 1 sampai 10',
  'race.order': 'Urutan finis',
  'race.placeCar': 'Posisi {place}: mobil {car}',
  'race.car': 'Mobil {car}',
  'race.winner': 'Mobil {car} memenangkan balapan',
  'shaker.cup': 'Gelas dadu',
  'shaker.bowl': 'Mangkuk',
  'shaker.dice': 'Dadu: {faces}',
  'shaker.total': 'Total {total}',
  'shaker.triple': 'Triple',
  'shaker.discs': '{reds} merah, {whites} putih',
  'balls.drawn': 'Nomor yang keluar, sesuai urutan undian',
  'balls.hits': 'Pilihan Anda: {hits} dari {count} keluar',
  'balls.hit': 'pilihan Anda',
};

export const screenStrings: Record<Locale, ScreenStrings> = { en, cn, ja, th, vi, ko, id };
