import { $, el, say, strings } from './dom.js';
import { number } from './money.js';
import { cardNode } from './views.js';

// What the in-house provably fair games need beyond the common shapes: a mines board to click,
// hi-lo guesses, the numbers a bet takes before it is placed (a dice target, a crash cash-out).

const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const suits = ['spades', 'hearts', 'diamonds', 'clubs'];
/** A card 0–51: rank = card % 13 (ace first), suit = card / 13. */
const cardOf = (card) => ({ rank: ranks[card % 13], suit: suits[Math.floor(card / 13) % 4] });

const minesTiles = 25;

function minesBoard(view, context) {
  const board = el('div', 'mines-grid');
  board.style.setProperty('--size', '5');
  const mines = new Set(view.board ?? []);
  const revealed = new Set(view.revealed ?? []);
  for (let tile = 0; tile < minesTiles; tile++) {
    const state = mines.has(tile) ? 'mine' : revealed.has(tile) ? 'safe' : 'hidden';
    const button = el('button', `mine-cell ${state}`, state === 'mine' ? '✹' : state === 'safe' ? '◆' : '');
    button.type = 'button';
    button.setAttribute('aria-label', `${tile + 1}: ${strings[state] ?? state}`);
    if (state !== 'hidden' || !context.act || view.board) button.disabled = true;
    else button.addEventListener('click', () => context.act({ type: 'reveal', tile }));
    board.append(button);
  }
  const line = el('p', 'multiplier-line', say('multiplier', { value: number(view.multiplier ?? 1) }));
  if (view.next && !view.board)
    line.append(el('span', 'muted', ` → ${say('multiplier', { value: number(view.next) })}`));
  return [board, line];
}

function hiloCard(view) {
  const current = el('div', 'hilo');
  current.append(
    cardNode(cardOf(view.card)),
    el('p', 'multiplier-line', say('multiplier', { value: number(view.multiplier ?? 1) })),
  );
  if (Array.isArray(view.history) && view.history.length > 0) {
    const row = el('span', 'cards small');
    row.append(...view.history.map((step) => cardNode(cardOf(step.card))));
    current.append(row);
  }
  return [current];
}

function plinkoPath(view) {
  const path = el('p', 'plinko-path', (view.path ?? []).map((step) => (step ? '↘' : '↙')).join(' '));
  path.setAttribute('aria-hidden', 'true');
  return [path, el('p', 'crash', say('multiplier', { value: number(view.multiplier) }))];
}

/** Drawn first for these kinds; the rest of the view follows as the common shapes. */
export const kindViews = {
  mines: { draw: minesBoard, used: ['revealed', 'board', 'multiplier', 'next'] },
  hilo: { draw: hiloCard, used: ['card', 'rank', 'history', 'multiplier'] },
  plinko: { draw: plinkoPath, used: ['path', 'multiplier'] },
  crash: {
    draw: (view) => [el('p', 'crash', say('crashedAt', { value: number(view.point) }))],
    used: ['point', 'crashAtMs'],
  },
};

/** The moves of an open round of these kinds (their views list none). */
export function kindMoves(kind, view) {
  if (kind === 'mines') return (view.revealed ?? []).length > 0 ? [{ type: 'cashout' }] : [];
  if (kind === 'hilo') {
    const guesses = ['higher', 'lower', 'same']
      .filter((guess) => (view.chances?.[guess] ?? 1) > 0)
      .map((guess) => ({ type: 'guess', guess, label: `action.${guess}` }));
    return [...guesses, { type: 'skip' }, ...((view.right ?? 0) > 0 ? [{ type: 'cashout' }] : [])];
  }
  return [];
}

/** Numbers a bet of these kinds carries in `extra`, asked for beside the stake. */
const extraFields = {
  dice: (option) => ({
    name: 'target',
    label: 'extra.target',
    min: option.labelValues?.min ?? 1,
    max: option.labelValues?.max ?? 98,
    value: 50,
  }),
  crash: () => ({ name: 'cashout', label: 'extra.cashout', min: 1.01, max: 1000, value: 2 }),
};

/** Shows (or removes) the extra field of the chosen option; `read()` gives the extra to send. */
export function showExtraField(kind, option) {
  $('extra-field')?.remove();
  const field = extraFields[kind]?.(option);
  if (!field) return;
  const box = el('div', 'stake');
  box.id = 'extra-field';
  const label = el('label', '', say(field.label, field));
  label.htmlFor = 'extra-input';
  const input = el('input');
  input.id = 'extra-input';
  input.type = 'number';
  input.inputMode = 'decimal';
  input.min = String(field.min);
  input.max = String(field.max);
  input.step = '0.01';
  input.value = String(Math.min(field.max, Math.max(field.min, field.value)));
  input.dataset.name = field.name;
  box.append(label, input, el('p', 'hint', `${number(field.min)} – ${number(field.max)}`));
  $('options').after(box);
}

export function extraValues() {
  const input = $('extra-input');
  if (!input) return {};
  return { [input.dataset.name]: Number(input.value) };
}
