import {
  $,
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

const describe = (round) => round.roundId.split(':').pop();

async function main() {
  const session = await start();
  const placeholder = [0, 1, 2, 3, 4].map(() => ['LEMON', 'SEVEN', 'CHERRY']);
  drawReels(placeholder);
  showRounds(session.rounds, describe);
  const last = session.rounds[0];
  if (last) showLastRound(last);
  const button = $('play');
  button.disabled = false;
  $('bet').addEventListener('submit', async (event) => {
    event.preventDefault();
    if (button.disabled) return;
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    clearError();
    setStatus(strings.working);
    const stake = Number($('stake').value);
    try {
      // One request id per spin, reused by the retries inside `call`.
      const answer = await call('/play/api/slot/spin', { stake, requestId: newRequestId() });
      const { round } = answer;
      drawReels(round.outcome.window, round.outcome.lineWins);
      setBalance(answer.balance);
      showLastRound(round);
      setStatus(
        fill('spinResult', { round: round.roundId, stake: money(round.stake), win: money(round.win) }),
      );
      session.rounds = [round, ...session.rounds].slice(0, 10);
      showRounds(session.rounds, describe);
    } catch (error) {
      setStatus('');
      showError(error);
    } finally {
      button.disabled = false;
      button.removeAttribute('aria-busy');
    }
  });
}

main().catch(showError);
