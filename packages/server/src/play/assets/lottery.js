import { $, element, fill, money, onBet, poll, resultsList, startGame, strings } from './common.js';

function buildFields(state) {
  const typeLabel = document.createElement('label');
  typeLabel.className = 'field';
  typeLabel.append(strings.betType);
  const select = document.createElement('select');
  select.id = 'bet-type';
  select.name = 'betType';
  for (const type of state.betTypes) {
    const option = document.createElement('option');
    option.value = type.code;
    option.dataset.digits = String(type.digits);
    option.textContent = `${type.code.replace('_', ' ')} (RTP ${(type.rtp * 100).toFixed(1)} %)`;
    select.append(option);
  }
  typeLabel.append(select);
  const pickLabel = document.createElement('label');
  pickLabel.className = 'field';
  const pickText = document.createElement('span');
  const pick = document.createElement('input');
  pick.id = 'pick';
  pick.name = 'pick';
  pick.inputMode = 'numeric';
  pick.autocomplete = 'off';
  pick.required = true;
  pickLabel.append(pickText, pick);
  const sync = () => {
    const digits = Number(select.selectedOptions[0]?.dataset.digits ?? 2);
    pickText.textContent = fill('numbers', { digits });
    pick.maxLength = digits;
    pick.pattern = `\\d{${digits}}`;
    pick.value = pick.value.slice(0, digits);
  };
  select.addEventListener('change', sync);
  sync();
  $('fields').replaceChildren(typeLabel, pickLabel);
}

function drawTable(state) {
  const seconds = Math.max(0, Math.ceil((state.next.closeTime - state.now) / 1000));
  const phase = state.next.open ? fill('closesIn', { seconds }) : strings.closed;
  $('table').replaceChildren(
    element('p', 'phase', `${fill('nextDraw', { numero: state.next.numero })} · ${phase}`),
    ...resultsList(
      state.draws.map(
        (draw) =>
          `${draw.numero}: ${draw.prizes.map((prize) => `${prize.tier} ${prize.numbers.join(' ')}`).join(' · ')}`,
      ),
    ),
  );
}

startGame(
  (round) => `${round.bet.betType} ${round.bet.pick} · ${round.bet.numero}`,
  async () => {
    let state;
    const open = () => Boolean(state?.next.open);
    onBet({
      open,
      ready() {
        const pick = $('pick');
        if (pick.checkValidity()) return true;
        pick.reportValidity();
        return false;
      },
      path: '/play/api/lottery/bet',
      body: ({ stake, requestId }) => ({
        requestId,
        numero: state.next.numero,
        betType: $('bet-type').value,
        pick: $('pick').value,
        stake,
      }),
      report: (round) =>
        fill('betPlaced', {
          target: `${round.bet.betType} ${round.bet.pick}`,
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
