import { $, el, say } from './dom.js';
import { formatValue, money, number, parseStake, stakeText } from './money.js';

// The bet form: the bet options (buttons, or a list when there are many) and the stake picker
// (typed amount, quick amounts, chips), checked against the chosen option's range.

let options = [];
let chosen;

export const optionById = (id) => options.find((option) => option.id === id);
export const selectedOption = () => chosen;

/** The typed stake in minor units (NaN when not a valid amount). */
export const currentStake = () => parseStake($('stake').value);

/** The nearest stake of a range: within min–max, a multiple of step. */
function clampStake(minor, range) {
  const stepped = Math.round(minor / range.step) * range.step;
  return Math.min(range.max, Math.max(range.min, stepped || range.min));
}

/** Chips: round amounts inside the range (up to six). */
function chipAmounts(range) {
  const amounts = [];
  for (const factor of [1, 2, 5, 10, 20, 50, 100, 500, 1000]) {
    const amount = clampStake(range.min * factor, range);
    if (!amounts.includes(amount)) amounts.push(amount);
    if (amounts.length === 6) break;
  }
  return amounts;
}

function labelOf(option) {
  const name = say(option.label, option.labelValues ?? {}, formatValue);
  return option.pays ? `${name} · ${say('pays', { pays: number(option.pays.value) })}` : name;
}

function setStake(minor) {
  $('stake').value = stakeText(minor);
  checkStake();
}

function checkStake() {
  if (!chosen) return;
  const range = chosen.stakes;
  const stake = currentStake();
  const hint = $('stake-hint');
  hint.textContent = say('stakeHint', range, formatValue);
  const bad =
    !Number.isSafeInteger(stake) || stake < range.min || stake > range.max || stake % range.step !== 0;
  $('stake').setAttribute('aria-invalid', bad ? 'true' : 'false');
  hint.classList.toggle('bad', bad);
}

function choose(option, onChange) {
  chosen = option;
  for (const button of document.querySelectorAll('#option-list [data-option]'))
    button.setAttribute('aria-checked', button.dataset.option === option.id ? 'true' : 'false');
  const stake = currentStake();
  setStake(Number.isSafeInteger(stake) ? clampStake(stake, option.stakes) : option.stakes.min);
  $('chips').replaceChildren(
    ...chipAmounts(option.stakes).map((amount) => {
      const chip = el('button', 'chip-button', money(amount));
      chip.type = 'button';
      chip.addEventListener('click', () => setStake(amount));
      return chip;
    }),
  );
  onChange();
}

/** A radio group of buttons (arrow keys move the choice), or a select for long lists. */
export function setupBetForm(game, { onChange }) {
  options = game.betOptions;
  const list = $('option-list');
  if (options.length > 12) {
    const select = el('select', 'option-select');
    select.id = 'option-select';
    select.setAttribute('aria-label', $('options').querySelector('legend')?.textContent ?? '');
    for (const option of options) {
      const item = el('option', '', labelOf(option));
      item.value = option.id;
      select.append(item);
    }
    select.addEventListener('change', () => choose(optionById(select.value), onChange));
    list.replaceChildren(select);
  } else {
    list.setAttribute('role', 'radiogroup');
    const buttons = options.map((option, index) => {
      const button = el('button', 'option', labelOf(option));
      button.type = 'button';
      button.setAttribute('role', 'radio');
      button.dataset.option = option.id;
      button.tabIndex = index === 0 ? 0 : -1;
      button.addEventListener('click', () => choose(option, onChange));
      button.addEventListener('keydown', (event) => {
        const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
        if (!step) return;
        event.preventDefault();
        const next = buttons[(index + step + buttons.length) % buttons.length];
        for (const one of buttons) one.tabIndex = one === next ? 0 : -1;
        next.focus();
        next.click();
      });
      return button;
    });
    list.replaceChildren(...buttons);
  }
  $('stake').addEventListener('input', checkStake);
  for (const button of document.querySelectorAll('[data-quick]'))
    button.addEventListener('click', () => {
      if (!chosen) return;
      const range = chosen.stakes;
      const stake = Number.isSafeInteger(currentStake()) ? currentStake() : range.min;
      const next = { min: range.min, max: range.max, half: stake / 2, double: stake * 2 }[
        button.dataset.quick
      ];
      setStake(clampStake(next, range));
    });
  if (options[0]) choose(options[0], onChange);
}
