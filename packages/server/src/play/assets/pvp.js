import { $, cardText, element, fill, money, onBet, poll, startGame, strings } from './common.js';

const bullText = (bull) =>
  bull === 10 ? strings.bullBull : bull ? fill('bull', { n: bull }) : strings.noBull;

/** Room, seats and rules above the hands; the last hand's cards below, redrawn after each deal. */
const room = element('div');
const hands = element('div', 'hands');

function drawRoom(state, rules) {
  const { roomName, minBet, maxBet, seated, seats, status } = state.room;
  const seatsLine = element(
    'p',
    '',
    fill('seatedLine', { seated, seats, status: strings[status] ?? status }),
  );
  seatsLine.id = 'seats';
  room.replaceChildren(
    element('p', 'phase', fill('roomLine', { room: roomName, min: money(minBet), max: money(maxBet) })),
    seatsLine,
    element('p', 'rules', fill('pvpRules', { rtp: (rules.rtp * 100).toFixed(2) })),
  );
}

function handRow(label, cards, bull, triple, won) {
  const row = element('section', won ? 'hand won' : 'hand');
  const list = element('ul', 'cards');
  list.setAttribute('aria-label', `${label}: ${cards.map(cardText).join(' ')}`);
  // The three cards that make the bull are raised; hearts and diamonds are red.
  list.append(
    ...cards.map((card, index) => {
      const red = [1, 2].includes(Math.floor(card / 13) % 4) ? ' red' : '';
      return element('li', `card${triple?.includes(index) ? ' bull' : ''}${red}`, cardText(card));
    }),
  );
  row.append(element('h2', '', `${label}: ${bullText(bull)}`), list);
  return row;
}

function drawHand(outcome) {
  hands.replaceChildren(
    handRow(
      strings.BANKER,
      outcome.banker,
      outcome.bankerBull,
      outcome.bankerTriple,
      outcome.winner === 'BANKER',
    ),
    handRow(
      strings.you,
      outcome.player,
      outcome.playerBull,
      outcome.playerTriple,
      outcome.winner === 'PLAYER',
    ),
  );
}

const describe = (round) =>
  round.outcome?.winner
    ? `${bullText(round.outcome.playerBull)} / ${bullText(round.outcome.bankerBull)}`
    : round.roundId.split(':').pop();

startGame(describe, async (session) => {
  $('table').replaceChildren(room, hands);
  if (session.rounds[0]?.outcome) drawHand(session.rounds[0].outcome);
  onBet({
    path: '/play/api/pvp/deal',
    report(round) {
      const { outcome } = round;
      drawHand(outcome);
      const values = { round: round.roundId, win: money(round.win), stake: money(round.stake) };
      return outcome.winner === 'PLAYER'
        ? fill('handWon', { ...values, hand: bullText(outcome.playerBull) })
        : fill('handLost', { ...values, hand: bullText(outcome.bankerBull) });
    },
  });
  // The room's seats change as players come and go; calling also keeps this player's seat.
  await poll('/play/api/pvp/state', 5000, (state) => drawRoom(state, session.rules));
});
