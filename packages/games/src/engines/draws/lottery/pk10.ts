import { shuffle } from '../../../engine/rng.ts';
import { arrangements, range } from './count.ts';
import { lotteryKind, lotteryShare as share } from './kind.ts';
import { counted, lazy, type Market, onePrize } from './market.ts';
import { type SideRule, sideMarkets, sidesOf } from './sides.ts';

/*
 * PK10 (北京赛车): ten cars race; the draw is the finishing order, cars 1–10 by place. A uniform
 * order makes the car of any place uniform over the ten, and the cars of any two places uniform
 * over the 90 ordered pairs of different cars, so each bet is counted over the places it reads.
 */

const cars = range(1, 10);
const places = range(1, 10);

/** A car's sides: 6–10 big, 1–5 small. */
const carSides: SideRule = { big: (car) => car >= 6, small: (car) => car <= 5 };
/** The first two cars' sum (冠亚和, 3–19): 12–19 big, 3–11 small. */
const sumSides: SideRule = { big: (sum) => sum >= 12, small: (sum) => sum <= 11 };

const placeOf = (place: number) =>
  counted(
    () => cars.map((car) => [car]),
    (draw) => [draw[place - 1] ?? 0],
    ([car]) => car ?? 0,
  );
const pairOf = (first: number, second: number, classify: (a: number, b: number) => string | number) =>
  counted(
    () => arrangements(cars, 2),
    (draw) => [draw[first - 1] ?? 0, draw[second - 1] ?? 0],
    ([a = 0, b = 0]) => classify(a, b),
  );
const topSum = pairOf(1, 2, (a, b) => a + b);

const markets = lazy((): Market[] => [
  ...places.flatMap((place) => {
    const looked = placeOf(place);
    return [
      ...cars.map((car) =>
        onePrize(
          { id: `place:${place}:${car}`, label: 'pk10.bet.place', labelValues: { place, car } },
          looked,
          (key) => key === car,
          share,
        ),
      ),
      ...sideMarkets(`place:${place}`, 'pk10.bet.place', { place }, looked, carSides, share),
    ];
  }),
  ...range(1, 5).flatMap((place) => {
    const other = 11 - place;
    const looked = pairOf(place, other, (a, b) => (a > b ? 'dragon' : 'tiger'));
    return (['dragon', 'tiger'] as const).map((side) =>
      onePrize(
        { id: `${side}:${place}`, label: `pk10.bet.${side}`, labelValues: { place, other } },
        looked,
        (key) => key === side,
        share,
      ),
    );
  }),
  ...range(3, 19).map((sum) =>
    onePrize(
      { id: `sum:${sum}`, label: 'pk10.bet.sum', labelValues: { sum } },
      topSum,
      (key) => key === sum,
      share,
    ),
  ),
  ...sideMarkets('sum', 'pk10.bet.sum', undefined, topSum, sumSides, share),
]);

export const pk10Kind = lotteryKind({
  kind: 'pk10',
  classification: 'PK10',
  roundSeconds: [60, 75],
  draw: (rng) => shuffle(rng, [...cars]),
  markets,
  method: 'counted over the cars of the places a bet reads: 10 for one place, 90 ordered pairs for two',
  rules: ['pk10.rules.draw', 'pk10.rules.sides', 'pk10.rules.dragonTiger', 'pk10.rules.sum'],
  view(numbers) {
    const [first = 0, second = 0] = numbers;
    const sum = first + second;
    return {
      numbers: [...numbers],
      sum,
      sumSides: sidesOf(sum, sumSides),
      dragonTiger: range(1, 5).map((place) =>
        (numbers[place - 1] ?? 0) > (numbers[10 - place] ?? 0) ? 'dragon' : 'tiger',
      ),
    };
  },
});
