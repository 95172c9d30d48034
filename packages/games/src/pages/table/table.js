import { el, say, strings } from '../dom.js';
import { money } from '../money.js';
import { cardNode } from '../views.js';

// A live table: the felt with the hands dealt face down and then turned, the betting spots as
// buttons (a tap bets the chosen chip on that spot), the player's chips on the spots of the
// round, and the road map (bead plate and big road) of the table's last results.

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
const isCard = (value) => value && typeof value === 'object' && 'rank' in value && 'suit' in value;
/** The hands of a view: its parts that are cards, in the view's order (player, banker; dragon, tiger). */
const handsOf = (view) =>
  Object.entries(view).filter(
    ([, value]) => isCard(value) || (Array.isArray(value) && value.length > 0 && value.every(isCard)),
  );
/** Spots laid out on the felt: side bets above the main ones, at most this many options. */
const maxSpots = 12;
const sideBet = /pair|perfect|either|big|small|super|lucky/i;

/** Who won a round, for the roads: 'banker' | 'player' | 'tie' | 'dragon' | 'tiger' | undefined. */
const winnerOf = (view) => view?.road?.winner ?? view?.winner;
const roadLetter = { banker: 'B', player: 'P', tie: 'T', dragon: 'D', tiger: 'T' };

export function createTable(game, { optionLabel, onSpot, screen }) {
  const root = el('div', 'table');
  const felt = el('div', 'felt');
  const hands = el('div', 'hands');
  hands.setAttribute('aria-live', 'off');
  const spots = el('div', 'spots');
  spots.setAttribute('role', 'group');
  spots.setAttribute('aria-label', strings.yourBet);
  felt.append(hands, spots);
  const roads = el('div', 'roads');
  root.append(felt, roads);

  const spotNodes = new Map();
  const options = game.betOptions.length <= maxSpots ? game.betOptions : [];
  for (const option of options) {
    const spot = el('button', `spot${sideBet.test(option.id) ? ' side' : ''}`);
    spot.type = 'button';
    spot.dataset.spot = option.id;
    const name = optionLabel(option.id) ?? option.id;
    spot.append(el('span', 'spot-name', name));
    if (option.pays) spot.append(el('span', 'spot-pays', say('pays', { pays: option.pays.value })));
    const stack = el('span', 'spot-stack');
    spot.append(stack);
    spot.setAttribute('aria-label', name);
    spot.addEventListener('click', () => onSpot(option.id));
    spots.append(spot);
    spotNodes.set(option.id, { spot, stack, name });
  }
  spots.hidden = options.length === 0;

  let shownRound;

  /** A round's hands: each card dealt face down, then turned in dealing order. */
  function showResult(round, view, { deal }) {
    if (shownRound === round) return;
    shownRound = round;
    const parts = handsOf(view);
    if (parts.length === 0 && screen) {
      // No cards on this table (xoc dia, fish-prawn-crab): the kind's own screen on the felt.
      hands.replaceChildren(...screen(view));
      return;
    }
    const winner = winnerOf(view);
    const winning = new Set(view.winning ?? []);
    const animate = deal && !reducedMotion();
    const boxes = parts.map(([key, value]) => {
      const cards = Array.isArray(value) ? value : [value];
      const box = el('section', `hand${winner === key ? ' winner' : ''}`);
      box.dataset.hand = key;
      const title = el('h3', '', say(`view.${key}`));
      const totalKey = `${key}Total`;
      const total = el('span', 'hand-total', view[totalKey] !== undefined ? String(view[totalKey]) : '');
      title.append(' ', total);
      const row = el('div', 'hand-cards');
      row.append(
        ...cards.map((card) => {
          const slot = el('span', 'deal');
          const flip = el('span', `flip${animate ? '' : ' up'}`);
          const back = el('span', 'card back face-back');
          back.setAttribute('aria-hidden', 'true');
          const front = cardNode(card);
          front.classList.add('face-front');
          flip.append(back, front);
          slot.append(flip);
          return slot;
        }),
      );
      box.append(title, row);
      return box;
    });
    hands.replaceChildren(...boxes);
    for (const [id, { spot }] of spotNodes) spot.classList.toggle('won', winning.has(id));
    if (!animate) return;
    const flips = [...hands.querySelectorAll('.flip')];
    // Baccarat deals player, banker, player, banker: interleave the hands' cards.
    const order = [];
    const byHand = boxes.map((box) => [...box.querySelectorAll('.flip')]);
    for (let index = 0; index < Math.max(0, ...byHand.map((list) => list.length)); index++)
      for (const list of byHand) if (list[index]) order.push(list[index]);
    for (const flip of flips) flip.classList.add('dealt');
    order.forEach((flip, index) => {
      setTimeout(() => flip.classList.add('up'), 500 + index * 450);
    });
  }

  /** The player's bets of the round on their spots. */
  function showBets(bets, round) {
    const mine = new Map();
    for (const bet of bets)
      if (bet.round === round && bet.status === 'open')
        mine.set(bet.option, (mine.get(bet.option) ?? 0) + bet.stake);
    for (const [id, { spot, stack, name }] of spotNodes) {
      const amount = mine.get(id);
      stack.textContent = amount ? money(amount) : '';
      spot.classList.toggle('has-bet', Boolean(amount));
      spot.setAttribute('aria-label', amount ? `${name}, ${strings.staked} ${money(amount)}` : name);
    }
  }

  function setOpen(open) {
    for (const { spot } of spotNodes.values()) spot.disabled = !open;
  }

  /** Bead plate (6 rows, column by column) and big road (a column per streak, ties marked). */
  function showRoad(results) {
    const winners = results
      .map((result) => winnerOf(result.view))
      .filter(Boolean)
      .reverse();
    if (winners.length === 0) {
      roads.replaceChildren();
      return;
    }
    const bead = el('div', 'road-grid bead');
    bead.setAttribute('role', 'img');
    bead.setAttribute(
      'aria-label',
      `${strings['table.beadPlate']}: ${winners.map((w) => say(`view.value.${w}`)).join(', ')}`,
    );
    winners.forEach((winner, index) => {
      const dot = el('span', `bead-dot ${winner}`, roadLetter[winner] ?? winner.charAt(0).toUpperCase());
      dot.style.gridColumn = String(Math.floor(index / 6) + 1);
      dot.style.gridRow = String((index % 6) + 1);
      bead.append(dot);
    });
    const big = el('div', 'road-grid big');
    big.setAttribute('role', 'img');
    const columns = [];
    for (const winner of winners) {
      const last = columns[columns.length - 1];
      if (winner === 'tie') {
        if (last) last[last.length - 1].ties++;
        continue;
      }
      if (last && last[0].winner === winner) last.push({ winner, ties: 0 });
      else columns.push([{ winner, ties: 0 }]);
    }
    big.setAttribute(
      'aria-label',
      `${strings['table.bigRoad']}: ${columns.map((column) => `${column.length} × ${say(`view.value.${column[0].winner}`)}`).join(', ')}`,
    );
    columns.forEach((column, x) => {
      column.slice(0, 6).forEach((cell, y) => {
        const ring = el('span', `big-ring ${cell.winner}${cell.ties ? ' tied' : ''}`);
        ring.style.gridColumn = String(x + 1);
        ring.style.gridRow = String(y + 1);
        if (cell.ties) ring.append(el('span', 'tie-mark'));
        big.append(ring);
      });
    });
    const counts = {};
    for (const winner of winners) counts[winner] = (counts[winner] ?? 0) + 1;
    const tally = el('p', 'road-tally');
    tally.append(
      ...Object.entries(counts).map(([winner, count]) =>
        el('span', `tally ${winner}`, `${say(`view.value.${winner}`)} ${count}`),
      ),
    );
    const beadBox = el('section', 'road-box');
    beadBox.append(el('h3', '', strings['table.beadPlate']), bead);
    const bigBox = el('section', 'road-box');
    bigBox.append(el('h3', '', strings['table.bigRoad']), big);
    roads.replaceChildren(beadBox, bigBox, tally);
  }

  return { root, showResult, showBets, showRoad, setOpen, hasSpots: options.length > 0 };
}
