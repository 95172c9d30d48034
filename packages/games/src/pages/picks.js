import { $, el, say, strings } from './dom.js';

// Numbers a bet names (roulette inside bets, lottery picks): asked for when the server says a bet
// needs them (its refusal carries how many and from what range), sent as `extra.picks`/`numbers`.

let chosen = [];

export const picks = () => [...chosen];

export function clearPicks() {
  chosen = [];
  $('picker')?.remove();
}

/** Shows a grid of numbers to pick `values.count` of (from values.min–max, roulette 0–36). */
export function showPicker(values, code) {
  $('picker')?.remove();
  const min = typeof values.min === 'number' ? values.min : 0;
  const max = typeof values.max === 'number' ? values.max : 36;
  const count = values.count;
  const box = el('fieldset', 'picker');
  box.id = 'picker';
  box.append(el('legend', '', say('picksTitle', { count })));
  const grid = el('div', 'picker-grid');
  const counter = el('p', 'hint', '');
  const update = () => {
    counter.textContent = say('picksCount', { chosen: chosen.length, count });
    for (const button of grid.querySelectorAll('button'))
      button.setAttribute('aria-pressed', chosen.includes(Number(button.dataset.n)) ? 'true' : 'false');
  };
  for (let n = min; n <= max; n++) {
    const button = el('button', 'pick', String(n));
    button.type = 'button';
    button.dataset.n = String(n);
    button.addEventListener('click', () => {
      if (chosen.includes(n)) chosen = chosen.filter((one) => one !== n);
      else if (chosen.length < count) chosen = [...chosen, n];
      update();
    });
    grid.append(button);
  }
  const clear = el('button', 'clear', strings.picksClear);
  clear.type = 'button';
  clear.addEventListener('click', () => {
    chosen = [];
    update();
  });
  box.append(grid, counter, clear);
  box.dataset.for = code;
  $('options').after(box);
  update();
  grid.querySelector('button')?.focus();
}
