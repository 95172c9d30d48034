import { $, element, fill, money, onBet, placeBet, startGame, strings } from './common.js';

// Words rather than emoji: they read the same in every font and to screen readers.
const glyphs = {
  SEVEN: '7',
  GEM: 'GEM',
  BELL: 'BELL',
  BAR: 'BAR',
  MELON: 'MELON',
  GRAPE: 'GRAPE',
  CHERRY: 'CHERRY',
  LEMON: 'LEMON',
  WILD: '★ WILD',
};

function drawReels(window, wins = []) {
  const table = $('table');
  const grid = document.createElement('div');
  grid.className = 'reels';
  grid.setAttribute('role', 'img');
  const rows = [0, 1, 2].map((row) => window.map((reel) => reel[row]).join(' '));
  grid.setAttribute('aria-label', rows.join(' / '));
  for (let row = 0; row < 3; row++) {
    for (const reel of window) {
      const cell = document.createElement('span');
      cell.className = 'symbol';
      cell.textContent = glyphs[reel[row]] ?? reel[row];
      grid.append(cell);
    }
  }
  const lines = document.createElement('p');
  lines.className = 'lines';
  lines.textContent = wins.map((line) => `${line.count}× ${line.symbol}`).join(' · ');
  table.replaceChildren(grid, lines);
}

/** A spin's reels, line wins and the status that words it. */
function reportSpin(round) {
  drawReels(round.outcome.window, round.outcome.lineWins);
  const key = round.bet?.freeSpin ? 'freeSpinResult' : 'spinResult';
  return fill(key, { round: round.roundId, stake: money(round.stake), win: money(round.win) });
}

/**
 * The member's free spins (points-mall rewards), above the bet form while there are any: each press
 * plays one at the house's stake; the count follows the server's answer.
 */
function showFreeSpins(count) {
  const left = element('p', 'free-spins-left', '');
  left.id = 'free-spins-left';
  const button = element('button', 'free-spin', strings.freeSpin);
  button.type = 'button';
  button.id = 'free-spin';
  const section = element('section', 'free-spins');
  section.setAttribute('aria-label', strings.freeSpins);
  section.append(left, button);
  $('bet').before(section);
  const show = (value) => {
    left.dataset.count = String(value);
    left.textContent = fill('freeSpinsLeft', { count: value });
    section.hidden = value <= 0;
  };
  show(count);
  button.addEventListener('click', async () => {
    button.disabled = true;
    const answer = await placeBet('/play/api/slot/free-spin', (requestId) => ({ requestId }), reportSpin);
    if (answer) show(answer.freeSpins);
    button.disabled = false;
  });
}

startGame(
  (round) => `${round.bet?.freeSpin ? `${strings.freeSpin} · ` : ''}${round.roundId.split(':').pop()}`,
  (session) => {
    drawReels([0, 1, 2, 3, 4].map(() => ['LEMON', 'SEVEN', 'CHERRY']));
    if (session.freeSpins > 0) showFreeSpins(session.freeSpins);
    onBet({ path: '/play/api/slot/spin', report: reportSpin });
  },
);
