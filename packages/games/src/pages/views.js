import { el, prettify, say, strings } from './dom.js';
import { money, number } from './money.js';
import { rouletteWheel } from './table/wheel.js';

// Draws an engine's round view. Engines return plain objects; the shapes they share are drawn
// (cards, dice, balls, roulette pockets, slot grids, scratch cards, tiles, seats and hands, coins,
// mines boards, crash multipliers) and whatever is left is a readable list, never JSON.

const suitGlyphs = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣', s: '♠', h: '♥', d: '♦', c: '♣' };
const redSuits = new Set(['hearts', 'diamonds', 'h', 'd']);
const diceFaces = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

/** Values shown as money (minor units) wherever they appear in a view. */
const moneyKeys = new Set([
  'win',
  'stake',
  'coin',
  'put',
  'paid',
  'pot',
  'ante',
  'houseRake',
  'bet',
  'payout',
  'cashout',
]);
/** Parts of a view that are for the engine or the history, not for the eye. */
const skipped = new Set([
  'game',
  'mode',
  'log',
  'order',
  'segments',
  'family',
  'expanded',
  'stops',
  'actions',
  'draws',
]);

const isCard = (value) =>
  value !== null && typeof value === 'object' && 'rank' in value && 'suit' in value && !Array.isArray(value);
const isCardList = (value) =>
  Array.isArray(value) && value.length > 0 && value.every((c) => c === null || isCard(c));
const isTile = (value) =>
  value !== null &&
  typeof value === 'object' &&
  (('top' in value && 'bottom' in value) || ('suit' in value && !('rank' in value)));
const isNumberList = (value) =>
  Array.isArray(value) && value.length > 0 && value.every((n) => typeof n === 'number');
const isTextList = (value) =>
  Array.isArray(value) && value.length > 0 && value.every((n) => typeof n === 'string');

/** A hue from an id, so each symbol keeps its colour. */
function hueOf(id) {
  let hash = 0;
  for (const char of String(id)) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/** A heading for a part of the view: `view.<key>`, else the key in words. */
const partName = (key) => say(`view.${key}`, {}, undefined, []);

/** A value word: an option's label, a `view.value.<v>` string, or the value in words. */
function valueWord(value, context) {
  if (typeof value !== 'string') return String(value);
  const option = context.optionLabel?.(value);
  if (option) return option;
  if (strings[`view.value.${value}`]) return strings[`view.value.${value}`];
  return prettify(value);
}

export function cardNode(card) {
  if (!card) {
    const back = el('span', 'card back', '🂠');
    back.setAttribute('aria-label', strings.hidden ?? 'hidden');
    return back;
  }
  const suit = String(card.suit).toLowerCase();
  const glyph = suitGlyphs[suit] ?? card.suit;
  const node = el('span', `card${redSuits.has(suit) ? ' red' : ''}`);
  node.append(el('span', 'rank', String(card.rank)), el('span', 'suit', glyph));
  node.setAttribute('aria-label', `${card.rank} ${glyph}`);
  return node;
}

function cardsNode(cards) {
  const row = el('span', 'cards');
  row.append(...cards.map(cardNode));
  return row;
}

function tileNode(tile) {
  if ('top' in tile) {
    const node = el('span', 'domino');
    node.append(el('span', 'pips', String(tile.top)), el('span', 'pips', String(tile.bottom)));
    node.setAttribute(
      'aria-label',
      `${tile.top}-${tile.bottom}${tile.name ? ` ${prettify(tile.name)}` : ''}`,
    );
    return node;
  }
  const label = tile.value === undefined ? prettify(tile.suit) : `${tile.value} ${prettify(tile.suit)}`;
  const node = el('span', 'mahjong', label);
  return node;
}

export function diceNode(dice, context) {
  const row = el('span', 'dice');
  for (const face of dice) {
    if (typeof face === 'number' && face >= 1 && face <= 6) {
      // Drawn pips (a die glyph depends on the device's fonts); each die tumbles in as it lands.
      const die = el('span', 'die pips-die');
      die.dataset.face = String(face);
      for (let pip = 0; pip < face; pip++) die.append(el('span', 'pip'));
      die.setAttribute('role', 'img');
      die.setAttribute('aria-label', String(face));
      die.style.setProperty('--tumble', String(row.childElementCount));
      row.append(die);
    } else row.append(symbolTile(face, context));
  }
  return row;
}

function ballsNode(numbers) {
  const row = el('span', 'balls');
  row.append(...numbers.map((n) => el('span', 'ball', String(n))));
  return row;
}

function symbolTile(symbol, context, className = 'tile') {
  const node = el('span', className, context.symbolName(symbol));
  node.style.setProperty('--hue', String(hueOf(symbol)));
  return node;
}

function pocketNode(view) {
  const colour = String(view.colour ?? view.color ?? '');
  const node = el('span', `pocket ${colour}`);
  node.append(el('strong', '', String(view.number)), el('span', '', strings[colour] ?? prettify(colour)));
  return node;
}

export function coinsNode(coins) {
  const row = el('span', 'coins');
  for (const coin of coins) {
    const node = el('span', `coin-face ${coin}`);
    node.setAttribute('aria-label', strings[coin] ?? prettify(coin));
    node.title = strings[coin] ?? prettify(coin);
    row.append(node);
  }
  return row;
}

/** A slot spin: grid[reel][row] as tiles, the cells of winning symbols highlighted, its wins in words. */
function slotSpinNode(spin, context) {
  const grid = spin.grid;
  const reels = grid.length;
  const rows = Math.max(...grid.map((reel) => reel.length));
  const hits = new Set();
  for (const win of [...(spin.lineWins ?? []), ...(spin.wayWins ?? [])]) {
    for (let reel = 0; reel < Math.min(win.count ?? 0, reels); reel++)
      for (let row = 0; row < rows; row++) {
        const symbol = String(grid[reel]?.[row] ?? '');
        if (symbol === win.symbol || /wild/i.test(symbol)) hits.add(`${reel}:${row}`);
      }
  }
  const board = el('div', 'slot-grid');
  board.style.setProperty('--reels', String(reels));
  board.setAttribute('role', 'img');
  const rowsText = [];
  for (let row = 0; row < rows; row++) {
    const names = [];
    for (let reel = 0; reel < reels; reel++) {
      const symbol = grid[reel]?.[row] ?? '';
      const tile = symbolTile(symbol, context, `tile${hits.has(`${reel}:${row}`) ? ' hit' : ''}`);
      board.append(tile);
      names.push(context.symbolName(symbol));
    }
    rowsText.push(names.join(', '));
  }
  board.setAttribute('aria-label', rowsText.join(' / '));
  const wrap = el('div', 'slot-spin');
  if (spin.free) wrap.append(el('p', 'slot-free', strings['view.freeSpin'] ?? prettify('free spin')));
  wrap.append(board);
  const lines = el('ul', 'win-lines');
  for (const win of spin.lineWins ?? [])
    lines.append(
      el(
        'li',
        '',
        `${say('winLine', { line: (win.line ?? 0) + 1, count: win.count, symbol: context.symbolName(win.symbol) })} · ${money(win.win)}`,
      ),
    );
  for (const win of spin.wayWins ?? [])
    lines.append(
      el(
        'li',
        '',
        `${win.count} × ${context.symbolName(win.symbol)} (${number(win.ways)}) · ${money(win.win)}`,
      ),
    );
  if (spin.scatter?.win)
    lines.append(el('li', '', `${spin.scatter.count} × ${prettify('scatter')} · ${money(spin.scatter.win)}`));
  if (lines.childElementCount > 0) wrap.append(lines);
  return wrap;
}

function scratchNode(view, context) {
  const board = el('div', 'scratch-grid');
  view.cells.forEach((cell, index) => {
    const tile = symbolTile(
      cell.symbol,
      context,
      `tile${view.prize !== undefined && cell.multiple === view.multiple && view.multiple > 0 ? ' hit' : ''}`,
    );
    tile.append(el('small', '', `×${number(cell.multiple)}`));
    tile.dataset.index = String(index);
    board.append(tile);
  });
  return board;
}

/** A mines board: cells that are hidden, safe or a mine (booleans, strings or objects). */
function minesNode(cells, context) {
  const size = Math.round(Math.sqrt(cells.length));
  const board = el('div', 'mines-grid');
  board.style.setProperty('--size', String(size || 5));
  cells.forEach((cell, index) => {
    const state =
      typeof cell === 'object' && cell !== null
        ? cell.mine
          ? 'mine'
          : cell.revealed || cell.open
            ? 'safe'
            : 'hidden'
        : String(cell);
    const word = strings[state] ?? prettify(state);
    const button = el('button', `mine-cell ${state}`, state === 'mine' ? '✹' : state === 'safe' ? '◆' : '');
    button.type = 'button';
    button.setAttribute('aria-label', `${index + 1}: ${word}`);
    button.dataset.index = String(index);
    if (state !== 'hidden' || !context.pick) button.disabled = true;
    else button.addEventListener('click', () => context.pick(index));
    board.append(button);
  });
  return board;
}

function seatsNode(seats, context) {
  const list = el('ol', 'seats');
  for (const seat of seats) {
    const item = el('li', `seat${seat.player === 'member' ? ' me' : ''}${seat.folded ? ' folded' : ''}`);
    const title = seat.player === 'member' ? strings.you : say('seat', { seat: (seat.seat ?? 0) + 1 });
    item.append(el('strong', '', title ?? ''));
    item.append(readableList(seat, context, new Set(['seat', 'player'])));
    list.append(item);
  }
  return list;
}

/** One part of the view by its value's shape, or undefined when it is plain data. */
function shapedPart(key, value, context) {
  if (isCard(value)) return cardsNode([value]);
  if (isCardList(value)) return cardsNode(value);
  if (key === 'dice' && Array.isArray(value)) return diceNode(value, context);
  if (key === 'coins' && isTextList(value)) return coinsNode(value);
  if (key === 'numbers' && isNumberList(value)) return ballsNode(value);
  if (Array.isArray(value) && value.length > 0 && value.every(isTile)) {
    const row = el('span', 'tiles');
    row.append(...value.map(tileNode));
    return row;
  }
  if (
    (key === 'board' || key === 'cells' || key === 'mines') &&
    Array.isArray(value) &&
    value.length >= 4 &&
    value.every((c) => typeof c !== 'object' || c === null || 'mine' in c || 'revealed' in c || 'open' in c)
  )
    return minesNode(value, context);
  if (
    (key === 'hands' || key === 'seats' || key === 'players' || key === 'doors') &&
    Array.isArray(value) &&
    value.every((v) => v && typeof v === 'object')
  )
    return key === 'seats' || key === 'hands'
      ? seatsNode(value, context)
      : listOfObjects(value, context, key);
  if (key === 'winning' && Array.isArray(value)) {
    const row = el('span', 'chips-row');
    row.append(...value.map((id) => el('span', 'chip', valueWord(id, context))));
    if (value.length === 0) row.append(el('span', 'muted', '–'));
    return row;
  }
  return undefined;
}

function listOfObjects(items, context, key) {
  const list = el('ol', 'seats');
  items.forEach((item, index) => {
    const node = el('li', `seat${item.wins ? ' winner' : ''}`);
    node.append(el('strong', '', `${partName(key)} ${index + 1}`), readableList(item, context, new Set()));
    list.append(node);
  });
  return list;
}

function plainValue(key, value, context) {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (typeof value === 'number') {
    if (moneyKeys.has(key)) return money(value);
    if (/multiplier|crash|cashedOut|^at$/i.test(key)) return `×${number(value)}`;
    return number(value);
  }
  if (typeof value === 'string') return valueWord(value, context);
  if (Array.isArray(value))
    return value
      .map((item) => (item && typeof item === 'object' ? '…' : plainValue(key, item, context)))
      .join(', ');
  return undefined;
}

/** The rest of a view as a definition list: key names in words, values worded. */
export function readableList(view, context, skip = new Set()) {
  const list = el('dl', 'facts');
  for (const [key, value] of Object.entries(view)) {
    if (skip.has(key) || skipped.has(key)) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    const dt = el('dt', '', partName(key));
    const dd = el('dd');
    const shaped = shapedPart(key, value, context);
    if (shaped) dd.append(shaped);
    else {
      const text = plainValue(key, value, context);
      if (text !== undefined) dd.textContent = text;
      else if (Array.isArray(value)) dd.append(listOfObjects(value, context, key));
      else dd.append(readableList(value, context));
    }
    list.append(dt, dd);
  }
  return list;
}

/**
 * The result area for one view. `context`: `optionLabel(id)` (a bet option's label, for
 * `winning` and winner words), `symbolName(id)`, `pick(index)` for a board in play, `special`
 * (a kind's own drawing: `{ draw(view, context) → nodes, used: keys it drew }`), `act(move)`.
 */
export function drawView(view, context) {
  const area = el('div', 'view');
  if (!view || typeof view !== 'object') {
    area.append(el('p', 'muted', '–'));
    return area;
  }
  const used = new Set();
  if (context.special) {
    area.append(...context.special.draw(view, context));
    for (const key of context.special.used) used.add(key);
  }
  if (Array.isArray(view.spins) && view.spins.every((spin) => Array.isArray(spin?.grid))) {
    const spins = el('div', 'slot-spins');
    spins.append(...view.spins.slice(0, 40).map((spin) => slotSpinNode(spin, context)));
    area.append(spins);
    used.add('spins');
  } else if (Array.isArray(view.grid) && view.grid.every(Array.isArray)) {
    area.append(slotSpinNode(view, context));
    for (const key of ['grid', 'lineWins', 'wayWins', 'scatter']) used.add(key);
  }
  if (
    Array.isArray(view.cells) &&
    view.cells.every((cell) => cell && typeof cell === 'object' && 'symbol' in cell)
  ) {
    area.append(scratchNode(view, context));
    for (const key of ['cells', 'prize', 'multiple']) used.add(key);
  }
  if (typeof view.number === 'number' && (view.colour || view.color)) {
    area.append(rouletteWheel(view.number, String(view.colour ?? view.color)) ?? pocketNode(view));
    for (const key of ['number', 'colour', 'color', 'pocket']) used.add(key);
  }
  if (typeof view.symbol === 'string' && typeof view.segment === 'number') {
    area.append(symbolTile(view.symbol, context, 'tile wheel'));
    for (const key of ['symbol', 'segment']) used.add(key);
  }
  for (const key of ['crash', 'crashAt', 'crashPoint']) {
    if (typeof view[key] === 'number') {
      area.append(el('p', 'crash', say('crashedAt', { value: number(view[key]) })));
      used.add(key);
    }
  }
  area.append(readableList(view, context, used));
  return area;
}

/** One line for a result in a list (road map, history): the drawn things in short. */
export function shortView(view, context) {
  if (!view || typeof view !== 'object') return '–';
  if (typeof view.number === 'number' && (view.colour || view.color))
    return `${view.number} ${strings[view.colour ?? view.color] ?? ''}`.trim();
  if (Array.isArray(view.winning) && view.winning.length > 0)
    return view.winning
      .slice(0, 3)
      .map((id) => valueWord(id, context))
      .join(' · ');
  if (isNumberList(view.numbers)) return view.numbers.join(' ');
  if (Array.isArray(view.dice))
    return view.dice
      .map((face) => (typeof face === 'number' ? (diceFaces[face - 1] ?? face) : context.symbolName(face)))
      .join(' ');
  if (typeof view.result === 'string' || typeof view.result === 'number')
    return valueWord(view.result, context);
  if (typeof view.winner === 'string') return valueWord(view.winner, context);
  if (typeof view.win === 'number') return money(view.win);
  return '';
}
