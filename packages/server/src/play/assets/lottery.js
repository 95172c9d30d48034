import {
  $,
  announceSettled,
  call,
  clearError,
  fill,
  money,
  newRequestId,
  setBalance,
  setStatus,
  showError,
  showLastRound,
  showRounds,
  start,
  strings,
} from './common.js';

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
  const next = document.createElement('p');
  next.className = 'phase';
  const seconds = Math.max(0, Math.ceil((state.next.closeTime - state.now) / 1000));
  next.textContent = `${fill('nextDraw', { numero: state.next.numero })} · ${
    state.next.open ? fill('closesIn', { seconds }) : strings.closed
  }`;
  const title = document.createElement('h2');
  title.textContent = strings.results;
  const list = document.createElement('ol');
  list.className = 'results';
  for (const draw of state.draws) {
    const item = document.createElement('li');
    item.textContent = `${draw.numero}: ${draw.prizes.map((prize) => `${prize.tier} ${prize.numbers.join(' ')}`).join(' · ')}`;
    list.append(item);
  }
  $('table').replaceChildren(next, title, list);
}

const describe = (round) => `${round.bet.betType} ${round.bet.pick} · ${round.bet.numero}`;

async function main() {
  const session = await start();
  const button = $('play');
  let state = await call('/play/api/lottery/state');
  buildFields(state);
  const seen = new Map(session.rounds.map((round) => [round.roundId, round.status]));
  if (session.rounds[0]) showLastRound(session.rounds[0]);

  async function refresh() {
    try {
      state = await call('/play/api/lottery/state');
      drawTable(state);
      setBalance(state.balance);
      showRounds(state.rounds, describe);
      announceSettled(state.rounds, seen);
      button.disabled = !state.next.open;
    } catch (error) {
      showError(error);
    }
  }

  $('bet').addEventListener('submit', async (event) => {
    event.preventDefault();
    if (button.disabled) return;
    const pick = $('pick');
    if (!pick.checkValidity()) {
      pick.reportValidity();
      return;
    }
    button.disabled = true;
    clearError();
    const betType = $('bet-type').value;
    const stake = Number($('stake').value);
    try {
      const answer = await call('/play/api/lottery/bet', {
        requestId: newRequestId(),
        numero: state.next.numero,
        betType,
        pick: pick.value,
        stake,
      });
      setBalance(answer.balance);
      seen.set(answer.round.roundId, answer.round.status);
      showLastRound(answer.round);
      setStatus(
        fill('betPlaced', { target: `${betType} ${pick.value}`, stake: money(stake), event: strings.draw }),
      );
    } catch (error) {
      showError(error);
    } finally {
      button.disabled = !state.next.open;
    }
  });

  const loop = async () => {
    await refresh();
    setTimeout(loop, 2000);
  };
  await loop();
}

main().catch(showError);
