import { el, say } from '../dom.js';
import { reducedMotion } from './motion.js';

// The PK10 race: ten numbered cars run across a track and cross the line in the draw's order
// (view.numbers = cars by place), then the podium. Reduced motion: the cars stand at the line.

/** The cars' racing colours (the game's custom), with ink that reads on each. */
const liveries = [
  ['#f5d90a', '#1b1b1f'],
  ['#1e6fd9', '#ffffff'],
  ['#4a4f5c', '#ffffff'],
  ['#f08c1a', '#1b1b1f'],
  ['#27c4d9', '#1b1b1f'],
  ['#6c3fd1', '#ffffff'],
  ['#c9ccd4', '#1b1b1f'],
  ['#d8262c', '#ffffff'],
  ['#7a1f1f', '#ffffff'],
  ['#2f9e44', '#ffffff'],
];
const raceMs = 4200;
/** Each place crosses the line this much after the one before it. */
const gapMs = 160;

/** The runner (as wide as its lane, the car at its right end) a share of the track behind the line. */
const behind = (share) => `translateX(calc((2.25rem - 100%) * ${share}))`;

function carNode(car) {
  const [paint, ink] = liveries[(car - 1) % liveries.length];
  const node = el('span', 'race-car', String(car));
  node.style.setProperty('--paint', paint);
  node.style.setProperty('--ink', ink);
  node.dataset.car = String(car);
  return node;
}

/** A pace with surges that depend on the car, so cars overtake before the line. */
function paceOf(car, place) {
  const wobble = (step) => ((car * 37 + step * 53) % 11) / 100;
  return [0.22 + wobble(1), 0.48 + wobble(2), 0.74 + wobble(3) - place * 0.004].map((at) =>
    Math.min(0.92, at),
  );
}

function lane(car, place, animate) {
  const row = el('div', 'race-lane');
  row.dataset.lane = String(car);
  const runner = el('span', 'race-runner');
  runner.append(carNode(car));
  row.append(runner);
  if (animate) {
    const [a, b, c] = paceOf(car, place);
    const end = raceMs + place * gapMs;
    runner.animate(
      [
        { transform: behind(1), offset: 0 },
        { transform: behind(1 - a), offset: 0.3 },
        { transform: behind(1 - b), offset: 0.6 },
        { transform: behind(1 - c), offset: 0.85 },
        { transform: behind(0), offset: 1 },
      ],
      { duration: end, easing: 'ease-in', fill: 'backwards' },
    );
  }
  return row;
}

function podium(order) {
  const stand = el('ol', 'podium');
  stand.setAttribute('aria-label', say('race.order'));
  order.forEach((car, index) => {
    const step = el('li', `podium-place${index < 3 ? ` top top-${index + 1}` : ''}`);
    step.dataset.place = String(index + 1);
    step.dataset.car = String(car);
    step.append(el('span', 'podium-rank', String(index + 1)), carNode(car));
    step.setAttribute('aria-label', say('race.placeCar', { place: index + 1, car }));
    stand.append(step);
  });
  return stand;
}

/** The race of one draw: the track, then the finishing order and podium. */
export function raceNode(order) {
  const animate = !reducedMotion();
  const wrap = el('div', 'race');
  const track = el('div', 'race-track');
  track.setAttribute('role', 'img');
  track.setAttribute('aria-label', say('race.track'));
  const placeOf = new Map(order.map((car, index) => [car, index]));
  const cars = [...order].sort((a, b) => a - b);
  track.append(...cars.map((car) => lane(car, placeOf.get(car) ?? 0, animate)));
  track.append(el('span', 'race-line'));
  const result = el('div', 'race-result');
  result.append(
    el('p', 'race-winner', say('race.winner', { car: order[0] })),
    el('h3', 'race-order-title', say('race.order')),
    podium(order),
  );
  if (animate) {
    result.classList.add('pending');
    setTimeout(() => result.classList.remove('pending'), raceMs + order.length * gapMs);
  }
  wrap.append(track, result);
  return wrap;
}

export const raceView = {
  draw: (view) => (Array.isArray(view.numbers) && view.numbers.length > 0 ? [raceNode(view.numbers)] : []),
  used: ['numbers'],
};
