import { el, say, strings } from '../dom.js';
import { coinsNode, diceNode } from '../views.js';
import { reducedMotion } from './motion.js';

// The dice cup (sic bo, K3, fish-prawn-crab) and the xoc dia bowl: the cup shakes on its plate,
// then lifts to show the drawn dice or discs and the result in words. Reduced motion: it is open.

const shakeMs = 1400;

/** A plate with `contents` under a cup (or the xoc dia bowl) that shakes and lifts. */
function covered(contents, { bowl }) {
  const stage = el('div', `shaker${bowl ? ' bowl' : ''}`);
  const plate = el('div', 'shaker-plate');
  plate.append(contents);
  const cup = el('span', 'shaker-cup');
  cup.setAttribute('aria-hidden', 'true');
  stage.append(plate, cup);
  if (reducedMotion()) stage.classList.add('open');
  else {
    stage.classList.add('shaking');
    setTimeout(() => {
      stage.classList.remove('shaking');
      stage.classList.add('open');
    }, shakeMs);
  }
  return stage;
}

function resultLine(parts) {
  const line = el('p', 'shaker-result');
  line.append(...parts.filter(Boolean).map((part) => el('span', part.className, part.text)));
  return line;
}

/** Dice under a cup, their total and (when the engine says so) a triple named. */
function diceCup(dice, context, { total, triple }) {
  // Fish-prawn-crab faces are its bet options: a face is named as its bet is.
  const nameOf = (face) => context.optionLabel?.(face) ?? context.symbolName(face);
  const faces = diceNode(dice, { ...context, symbolName: nameOf });
  const names = dice.map((face) => (typeof face === 'number' ? String(face) : nameOf(face)));
  faces.setAttribute('role', 'group');
  faces.setAttribute('aria-label', say('shaker.dice', { faces: names.join(', ') }));
  const wrap = el('div', 'shaker-wrap');
  wrap.append(
    covered(faces, { bowl: false }),
    resultLine([
      typeof total === 'number' && { className: 'shaker-total', text: say('shaker.total', { total }) },
      triple && { className: 'shaker-badge', text: strings['shaker.triple'] },
    ]),
  );
  return wrap;
}

/** Four discs under the xoc dia bowl, counted, and the even/odd side they show. */
function discBowl(coins, context) {
  const reds = coins.filter((coin) => coin === 'red').length;
  const discs = coinsNode(coins);
  discs.classList.add('discs');
  const counted = say('shaker.discs', { reds, whites: coins.length - reds });
  discs.setAttribute('role', 'img');
  discs.setAttribute('aria-label', counted);
  const side = context.optionLabel?.(reds % 2 === 0 ? 'even' : 'odd');
  const wrap = el('div', 'shaker-wrap');
  wrap.append(
    covered(discs, { bowl: true }),
    resultLine([
      { className: 'shaker-total', text: counted },
      side && { className: 'shaker-badge', text: side },
    ]),
  );
  return wrap;
}

const sumOf = (dice) => dice.reduce((sum, face) => sum + face, 0);

export const shakerViews = {
  sicbo: {
    draw: (view, context) =>
      Array.isArray(view.dice)
        ? [diceCup(view.dice, context, { total: view.total ?? sumOf(view.dice), triple: view.triple })]
        : [],
    used: ['dice', 'total', 'triple'],
  },
  'fish-prawn-crab': {
    draw: (view, context) => (Array.isArray(view.dice) ? [diceCup(view.dice, context, {})] : []),
    used: ['dice'],
  },
  k3: {
    draw: (view, context) =>
      Array.isArray(view.numbers)
        ? [diceCup(view.numbers, context, { total: view.sum, triple: view.triple })]
        : [],
    used: ['numbers', 'sum', 'triple'],
  },
  'xoc-dia': {
    draw: (view, context) => (Array.isArray(view.coins) ? [discBowl(view.coins, context)] : []),
    used: ['coins', 'reds'],
  },
};
