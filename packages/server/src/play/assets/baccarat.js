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

const betTypes = ['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR'];
const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const suits = ['♠', '♥', '♦', '♣'];
const cardText = (card) => `${ranks[card % 13]}${suits[Math.floor(card / 13) % 4]}`;

function buildFields() {
  const fieldset = document.createElement('fieldset');
  const legend = document.createElement('legend');
  legend.textContent = strings.betOn;
  fieldset.append(legend);
  for (const type of betTypes) {
    const label = document.createElement('label');
    label.className = 'choice';
    const input = document.createElement('input');
    input.type = 'radio';
    input.name = 'betType';
    input.value = type;
    input.checked = type === 'PLAYER';
    label.append(input, ` ${strings[type]}`);
    fieldset.append(label);
  }
  $('fields').replaceChildren(fieldset);
}

function drawTable(state) {
  const seconds = Math.max(0, Math.ceil((state.round.bettingClosesAt - state.now) / 1000));
  const heading = document.createElement('p');
  heading.className = 'phase';
  heading.textContent = `${fill('roundOf', { round: state.round.tableRoundId })} · ${
    state.round.phase === 'betting' ? fill('bettingFor', { seconds }) : strings.dealing
  }`;
  const title = document.createElement('h2');
  title.textContent = strings.results;
  const list = document.createElement('ol');
  list.className = 'results';
  for (const result of state.results) {
    const item = document.createElement('li');
    item.textContent = `${result.tableRoundId}: ${strings[result.winner] ?? result.winner} · ${strings.PLAYER} ${
      result.playerTotal
    } (${result.player.map(cardText).join(' ')}) · ${strings.BANKER} ${result.bankerTotal} (${result.banker
      .map(cardText)
      .join(' ')})`;
    list.append(item);
  }
  $('table').replaceChildren(heading, title, list);
}

const describe = (round) => `${strings[round.bet.betType] ?? round.bet.betType}`;

async function main() {
  const session = await start();
  buildFields();
  const button = $('play');
  let state;
  const seen = new Map(session.rounds.map((round) => [round.roundId, round.status]));
  showRounds(session.rounds, describe);
  if (session.rounds[0]) showLastRound(session.rounds[0]);

  async function refresh() {
    try {
      state = await call('/play/api/baccarat/state');
      drawTable(state);
      setBalance(state.balance);
      showRounds(state.rounds, describe);
      announceSettled(state.rounds, seen);
      button.disabled = state.round.phase !== 'betting';
    } catch (error) {
      showError(error);
    }
  }

  $('bet').addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!state || button.disabled) return;
    button.disabled = true;
    clearError();
    const betType = new FormData($('bet')).get('betType') ?? 'PLAYER';
    const stake = Number($('stake').value);
    try {
      const answer = await call('/play/api/baccarat/bet', {
        requestId: newRequestId(),
        tableRoundId: state.round.tableRoundId,
        betType,
        stake,
      });
      setBalance(answer.balance);
      seen.set(answer.round.roundId, answer.round.status);
      showLastRound(answer.round);
      setStatus(fill('betPlaced', { target: strings[betType], stake: money(stake), event: strings.deal }));
    } catch (error) {
      showError(error);
    } finally {
      button.disabled = state.round.phase !== 'betting';
    }
  });

  const loop = async () => {
    await refresh();
    setTimeout(loop, 1000);
  };
  await loop();
}

main().catch(showError);
