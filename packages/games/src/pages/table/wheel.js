import { el, prettify, strings } from '../dom.js';

// A European roulette wheel in SVG: 37 pockets in wheel order; it turns and slows so the drawn
// pocket stops under the marker at the top. Reduced motion: it is drawn already stopped.

const order = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];
const reds = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const svgNs = 'http://www.w3.org/2000/svg';
const step = 360 / order.length;

const node = (tag, attributes) => {
  const element = document.createElementNS(svgNs, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
};
const point = (radius, degrees) => {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [100 + radius * Math.cos(radians), 100 + radius * Math.sin(radians)];
};

/** The wheel showing `number`, or undefined when the number is not a European pocket. */
export function rouletteWheel(number, colour) {
  const index = order.indexOf(number);
  if (index < 0) return undefined;
  const wrap = el('div', 'wheel-wrap');
  const svg = node('svg', { viewBox: '0 0 200 200', class: 'wheel', 'aria-hidden': 'true' });
  const disc = node('g', { class: 'wheel-disc' });
  disc.append(node('circle', { cx: 100, cy: 100, r: 98, fill: '#5a3414' }));
  order.forEach((pocket, at) => {
    const [x1, y1] = point(92, at * step - step / 2);
    const [x2, y2] = point(92, at * step + step / 2);
    const [x3, y3] = point(58, at * step + step / 2);
    const [x4, y4] = point(58, at * step - step / 2);
    const fill = pocket === 0 ? '#1e8e3e' : reds.has(pocket) ? '#c62828' : '#1b1b1f';
    disc.append(
      node('path', {
        d: `M${x1},${y1} A92,92 0 0 1 ${x2},${y2} L${x3},${y3} A58,58 0 0 0 ${x4},${y4}Z`,
        fill,
        stroke: '#d9b25a',
        'stroke-width': 0.6,
      }),
    );
    const [tx, ty] = point(82, at * step);
    const label = node('text', {
      x: tx,
      y: ty,
      fill: '#fff',
      'font-size': 7,
      'font-weight': 700,
      'text-anchor': 'middle',
      'dominant-baseline': 'central',
      transform: `rotate(${at * step} ${tx} ${ty})`,
    });
    label.textContent = String(pocket);
    disc.append(label);
  });
  disc.append(
    node('circle', { cx: 100, cy: 100, r: 58, fill: '#0c5a37', stroke: '#d9b25a', 'stroke-width': 2 }),
  );
  disc.append(node('circle', { cx: 100, cy: 100, r: 18, fill: '#d9b25a' }));
  svg.append(
    disc,
    node('path', { d: 'M100,14 l-6,-12 h12z', fill: '#ffd54a', stroke: '#000', 'stroke-width': 1 }),
  );
  svg.append(node('circle', { cx: 100, cy: 16, r: 4.5, fill: '#fff', stroke: '#999', 'stroke-width': 0.6 }));
  const end = -index * step;
  disc.style.transformOrigin = '100px 100px';
  disc.style.transform = `rotate(${end}deg)`;
  if (!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
    disc.animate([{ transform: `rotate(${end + 360 * 4}deg)` }, { transform: `rotate(${end}deg)` }], {
      duration: 3200,
      easing: 'cubic-bezier(0.15, 0.6, 0.2, 1)',
    });
  const name = strings[colour] ?? prettify(colour);
  const result = el('p', `wheel-result ${colour}`);
  result.append(el('strong', '', String(number)), el('span', '', name));
  wrap.append(svg, result);
  return wrap;
}
