import { $, fill, money, onBet, startGame } from './common.js';

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

startGame(
  (round) => round.roundId.split(':').pop(),
  () => {
    drawReels([0, 1, 2, 3, 4].map(() => ['LEMON', 'SEVEN', 'CHERRY']));
    onBet({
      path: '/play/api/slot/spin',
      report(round) {
        drawReels(round.outcome.window, round.outcome.lineWins);
        return fill('spinResult', { round: round.roundId, stake: money(round.stake), win: money(round.win) });
      },
    });
  },
);
