import { $, cardText, element, fill, money, onBet, poll, resultsList, startGame, strings } from './common.js';

const betTypes = ['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR'];

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
  const phase = state.round.phase === 'betting' ? fill('bettingFor', { seconds }) : strings.dealing;
  const hand = (side, total, cards) => `${strings[side]} ${total} (${cards.map(cardText).join(' ')})`;
  $('table').replaceChildren(
    element('p', 'phase', `${fill('roundOf', { round: state.round.tableRoundId })} · ${phase}`),
    ...resultsList(
      state.results.map(
        (result) =>
          `${result.tableRoundId}: ${strings[result.winner] ?? result.winner} · ${hand(
            'PLAYER',
            result.playerTotal,
            result.player,
          )} · ${hand('BANKER', result.bankerTotal, result.banker)}`,
      ),
    ),
  );
}

startGame(
  (round) => `${strings[round.bet.betType] ?? round.bet.betType}`,
  async () => {
    buildFields();
    let state;
    const open = () => state?.round.phase === 'betting';
    onBet({
      open,
      path: '/play/api/baccarat/bet',
      body: ({ stake, requestId }) => ({
        requestId,
        tableRoundId: state.round.tableRoundId,
        betType: new FormData($('bet')).get('betType') ?? 'PLAYER',
        stake,
      }),
      report: (round) =>
        fill('betPlaced', {
          target: strings[round.bet.betType],
          stake: money(round.stake),
          event: strings.deal,
        }),
    });
    await poll('/play/api/baccarat/state', 1000, (next) => {
      state = next;
      drawTable(state);
    });
  },
);
