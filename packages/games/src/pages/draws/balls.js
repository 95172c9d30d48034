import { el, say, strings } from '../dom.js';
import { reducedMotion } from './motion.js';

// Lottery balls (keno, 11-pick-5, SSC, KL10, PC28): drawn one by one into a tray in the draw's
// order, the player's picks for that round marked as hits. Reduced motion: the tray is full at once.

const dropMs = 260;

function ballNode(number, { hit, index, animate }) {
  const ball = el('li', `draw-ball${hit ? ' hit' : ''}`, String(number));
  ball.dataset.n = String(number);
  ball.setAttribute('aria-label', hit ? `${number}, ${strings['balls.hit']}` : String(number));
  if (animate)
    ball.animate(
      [
        { transform: 'translateY(-2.5rem) scale(0.6)', opacity: 0 },
        { transform: 'translateY(0.2rem) scale(1.05)', opacity: 1, offset: 0.75 },
        { transform: 'none', opacity: 1 },
      ],
      { duration: 420, delay: index * dropMs, easing: 'ease-out', fill: 'backwards' },
    );
  return ball;
}

/** The tray of one draw; `picks` are the numbers the player chose for its round. */
export function ballTray(drawn, picks = []) {
  const animate = !reducedMotion();
  const chosen = new Set(picks);
  const wrap = el('div', 'draw-balls');
  const tray = el('ol', 'ball-tray');
  tray.setAttribute('aria-label', say('balls.drawn'));
  tray.append(...drawn.map((number, index) => ballNode(number, { hit: chosen.has(number), index, animate })));
  wrap.append(tray);
  if (chosen.size > 0) {
    const hits = [...chosen].filter((number) => drawn.includes(number)).length;
    const line = el('p', 'ball-hits', say('balls.hits', { hits, count: chosen.size }));
    if (animate) {
      line.classList.add('pending');
      setTimeout(() => line.classList.remove('pending'), drawn.length * dropMs + 420);
    }
    wrap.append(line);
  }
  return wrap;
}

const balls = {
  draw: (view, context) =>
    Array.isArray(view.numbers) && view.numbers.length > 0
      ? [ballTray(Array.isArray(view.order) ? view.order : view.numbers, context.picks)]
      : [],
  used: ['numbers', 'order'],
};

export const ballViews = { keno: balls, '11x5': balls, ssc: balls, kl10: balls, pc28: balls };
