import { $, element, fill, money, onBet, poll, resultsList, startGame, strings } from './common.js';

/** A bet type's name: the e-lottery's in words, the number lotteries' by code. */
const typeName = (code) => strings[`bet.${code}`] ?? code.replace('_', ' ');
/** A choice in words: big, small … in the page's language, numbers as they are. */
const optionName = (option) => strings[`pick.${option}`] ?? option;

/** A bet in words: "Car in a place 3-7", "LO 07". */
function describePick(betType, pick) {
  if (betType === 'PK_POSITION') {
    const [position, car] = pick.split('-');
    return `${typeName(betType)}: ${fill('placeCar', { position, car })}`;
  }
  const words = pick.split('-').map(optionName).join(' · ');
  return strings[`bet.${betType}`] ? `${typeName(betType)}: ${words}` : `${betType} ${pick}`;
}

/** A labelled control; the label names it alone (a wrapping label would add the options to its name). */
function field(labelText, control) {
  const box = element('div', 'field');
  const label = element('label', '', labelText);
  label.htmlFor = control.id;
  box.append(label, control);
  return box;
}

function select(id, options) {
  const node = document.createElement('select');
  node.id = id;
  node.name = id;
  for (const [value, text] of options) {
    const option = document.createElement('option');
    option.value = value;
    option.textContent = text;
    node.append(option);
  }
  return node;
}

/** The choices of the picked bet type: digits to type (VN, SEA) or one list per choice (e-lottery). */
function pickFields(type) {
  if (!type.fields) {
    const pick = document.createElement('input');
    pick.id = 'pick';
    pick.name = 'pick';
    pick.inputMode = 'numeric';
    pick.autocomplete = 'off';
    pick.required = true;
    pick.maxLength = type.digits;
    pick.pattern = `\\d{${type.digits}}`;
    return [field(fill('numbers', { digits: type.digits }), pick)];
  }
  return type.fields.map((choice, i) => {
    const last = i === type.fields.length - 1;
    const options = choice.options.map((option) => [
      option,
      last && type.odds?.[option]
        ? `${optionName(option)} (×${type.odds[option].toFixed(2)})`
        : optionName(option),
    ]);
    return field(strings[`field.${choice.name}`] ?? choice.name, select(`choice-${i}`, options));
  });
}

function buildFields(state) {
  const types = new Map(state.betTypes.map((type) => [type.code, type]));
  const betType = select(
    'bet-type',
    state.betTypes.map((type) => [
      type.code,
      `${typeName(type.code)} (RTP ${(type.rtp * 100).toFixed(1)} %)`,
    ]),
  );
  const choices = document.createElement('div');
  choices.className = 'fields';
  const sync = () => choices.replaceChildren(...pickFields(types.get(betType.value)));
  betType.addEventListener('change', sync);
  sync();
  $('fields').replaceChildren(field(strings.betType, betType), choices);
}

/** The pick as sent: typed digits, or the choices joined by '-'. */
function currentPick() {
  const typed = $('pick');
  if (typed) return typed.value;
  return [...$('fields').querySelectorAll('select[id^="choice-"]')].map((node) => node.value).join('-');
}

const prizeText = (prize) => `${strings[`tier.${prize.tier}`] ?? prize.tier} ${prize.numbers.join(' ')}`;

function drawTable(state) {
  const seconds = Math.max(0, Math.ceil((state.next.closeTime - state.now) / 1000));
  const phase = state.next.open ? fill('closesIn', { seconds }) : strings.closed;
  $('table').replaceChildren(
    element('p', 'phase', `${fill('nextDraw', { numero: state.next.numero })} · ${phase}`),
    ...resultsList(state.draws.map((draw) => `${draw.numero}: ${draw.prizes.map(prizeText).join(' · ')}`)),
  );
}

startGame(
  (round) => `${describePick(round.bet.betType, round.bet.pick)} · ${round.bet.numero}`,
  async () => {
    let state;
    const open = () => Boolean(state?.next.open);
    onBet({
      open,
      ready() {
        const pick = $('pick');
        if (!pick || pick.checkValidity()) return true;
        pick.reportValidity();
        return false;
      },
      path: '/play/api/lottery/bet',
      body: ({ stake, requestId }) => ({
        requestId,
        numero: state.next.numero,
        betType: $('bet-type').value,
        pick: currentPick(),
        stake,
      }),
      report: (round) =>
        fill('betPlaced', {
          target: describePick(round.bet.betType, round.bet.pick),
          stake: money(round.stake),
          event: strings.draw,
        }),
    });
    await poll('/play/api/lottery/state', 2000, (next) => {
      if (!state) buildFields(next);
      state = next;
      drawTable(state);
    });
  },
);
