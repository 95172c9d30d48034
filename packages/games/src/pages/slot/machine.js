import { el, say, strings } from '../dom.js';
import { money, number } from '../money.js';

// The slot machine: reels that spin through the game's real strips and stop, one after the
// other, exactly on the stops the round returned; win lines drawn over the reels; the win
// counted up. A second press while the reels turn stops them at once. Reduced motion: the
// reels change without travelling and the win shows at once.

const svgNs = 'http://www.w3.org/2000/svg';
const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const lineColours = ['#ffd54a', '#4fc3f7', '#ff7aa8', '#8be37a', '#ffa24d', '#c792ff', '#5ee0d0'];

/** Reel i stops this long after the press: staggered, the last near 1.8 s. */
const stopAfter = (reel, quick) => (quick ? 420 : 900) + reel * (quick ? 90 : 220);

export function createSlotMachine(boot, { symbolName }) {
  const { reels, rows, strips, paylines } = boot;
  const symbols = new Map(boot.symbols.map((symbol) => [symbol.id, symbol]));
  const root = el('div', 'slot-machine');
  root.style.setProperty('--reels', String(reels));
  root.style.setProperty('--rows', String(rows));
  const frame = el('div', 'reels-frame');
  const board = el('div', 'reels');
  board.setAttribute('role', 'img');
  const lines = document.createElementNS(svgNs, 'svg');
  lines.setAttribute('class', 'payline-art');
  lines.setAttribute('viewBox', `0 0 ${reels * 100} ${rows * 100}`);
  lines.setAttribute('preserveAspectRatio', 'none');
  lines.setAttribute('aria-hidden', 'true');
  const banner = el('p', 'slot-banner');
  banner.hidden = true;
  board.append(lines);
  frame.append(board, banner);
  const meter = el('div', 'win-meter');
  const meterLabel = el('span', '', strings['slot.win']);
  const meterValue = el('strong', '', money(0));
  meterValue.id = 'win-amount';
  meter.append(meterLabel, meterValue);
  const winList = el('ul', 'win-list');
  root.append(frame, meter, winList);

  const reelNodes = [];
  const shown = []; // per reel: the symbol ids in view, top to bottom
  const stops = [];
  for (let reel = 0; reel < reels; reel++) {
    const node = el('div', 'reel');
    node.dataset.reel = String(reel);
    const strip = el('div', 'strip');
    node.append(strip);
    board.insertBefore(node, lines);
    reelNodes.push({ node, strip });
    const stop = (reel * 7) % strips[reel].length;
    stops.push(stop);
    shown.push(windowOf(reel, stop));
    setCells(reel, shown[reel]);
  }
  label();

  function windowOf(reel, stop) {
    const strip = strips[reel];
    return Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length]);
  }

  function cellNode(id) {
    const symbol = symbols.get(id);
    const cell = el('span', `cell tier-${symbol?.tier ?? 'low'}`);
    cell.dataset.symbol = id;
    if (symbol?.art) {
      const image = el('img');
      image.src = symbol.art;
      image.alt = '';
      image.draggable = false;
      cell.append(image);
    } else cell.append(el('span', 'cell-word', symbolName(id)));
    if (symbol?.tier === 'wild' || symbol?.tier === 'scatter')
      cell.append(el('span', 'cell-badge', symbolName(id)));
    return cell;
  }

  function setCells(reel, ids) {
    const { node, strip } = reelNodes[reel];
    for (const animation of strip.getAnimations?.() ?? []) animation.cancel();
    strip.style.transform = '';
    strip.replaceChildren(...ids.map(cellNode));
    node.dataset.stop = String(stops[reel]);
  }

  function label() {
    const text = [];
    for (let row = 0; row < rows; row++) text.push(shown.map((ids) => symbolName(ids[row])).join(', '));
    board.setAttribute('aria-label', say('slot.reels', { rows: text.join(' / ') }));
  }

  let running = [];
  let hurry;
  /** True from the press until the round's last win is shown. */
  let playing = false;

  /** One reel's travel: the strip's real symbols run down and the stop's window lands on top. */
  function spinReel(reel, stop, duration) {
    const strip = strips[reel];
    const length = strip.length;
    const travel = Math.max(8, Math.round(duration / 55));
    const landing = windowOf(reel, stop);
    const between = Array.from({ length: travel }, (_, k) => strip[(stop + rows + k) % length]);
    const column = [...landing, ...between, ...shown[reel]];
    const { node, strip: stripNode } = reelNodes[reel];
    stripNode.replaceChildren(...column.map(cellNode));
    const from = `translateY(${(-100 * (column.length - rows)) / column.length}%)`;
    const animation = stripNode.animate(
      [
        { transform: from, filter: 'blur(0)' },
        { transform: from, filter: 'blur(1.5px)', offset: 0.05 },
        { transform: 'translateY(1.5%)', filter: 'blur(0)', offset: 0.93 },
        { transform: 'translateY(0)' },
      ],
      { duration, easing: 'cubic-bezier(0.35, 0.05, 0.35, 1)', fill: 'forwards' },
    );
    node.classList.add('spinning');
    return animation.finished
      .catch(() => undefined)
      .then(() => {
        node.classList.remove('spinning');
        stops[reel] = stop;
        shown[reel] = landing;
        setCells(reel, landing);
      });
  }

  function clearWins() {
    lines.replaceChildren();
    winList.replaceChildren();
    for (const cell of board.querySelectorAll('.cell.hit')) cell.classList.remove('hit');
    root.classList.remove('won', 'big-win');
    banner.hidden = true;
  }

  const cellAt = (reel, row) => reelNodes[reel].strip.children[row];

  function drawLine(points, colour) {
    const path = document.createElementNS(svgNs, 'polyline');
    path.setAttribute(
      'points',
      points.map(([reel, row]) => `${reel * 100 + 50},${row * 100 + 50}`).join(' '),
    );
    path.setAttribute('stroke', colour);
    path.setAttribute('class', 'win-line');
    lines.append(path);
  }

  /** The spin's wins: lines drawn, the cells that paid lit, each win in words. */
  function showWins(spin) {
    const texts = [];
    (spin.lineWins ?? []).forEach((win, index) => {
      const pattern = paylines[win.line] ?? [];
      const colour = lineColours[index % lineColours.length];
      drawLine(
        pattern.map((row, reel) => [reel, row]),
        colour,
      );
      for (let reel = 0; reel < Math.min(win.count, reels); reel++)
        cellAt(reel, pattern[reel])?.classList.add('hit');
      texts.push(
        say('slot.lineWin', {
          line: win.line + 1,
          count: win.count,
          symbol: symbolName(win.symbol),
          win: money(win.win),
        }),
      );
    });
    for (const win of spin.wayWins ?? []) {
      for (let reel = 0; reel < Math.min(win.count, reels); reel++)
        for (let row = 0; row < rows; row++) {
          const id = spin.grid[reel]?.[row];
          if (id === win.symbol || symbols.get(id)?.tier === 'wild') cellAt(reel, row)?.classList.add('hit');
        }
      texts.push(
        say('slot.wayWin', {
          count: win.count,
          symbol: symbolName(win.symbol),
          ways: number(win.ways),
          win: money(win.win),
        }),
      );
    }
    if (spin.scatter?.win > 0) {
      for (let reel = 0; reel < reels; reel++)
        for (let row = 0; row < rows; row++)
          if (symbols.get(spin.grid[reel]?.[row])?.tier === 'scatter')
            cellAt(reel, row)?.classList.add('hit');
      texts.push(say('slot.scatterWin', { count: spin.scatter.count, win: money(spin.scatter.win) }));
    }
    winList.replaceChildren(...texts.map((text) => el('li', '', text)));
    return texts;
  }

  /** The win meter counts from `from` to `to` (minor units). */
  async function countUp(from, to) {
    if (to <= from || reducedMotion()) {
      meterValue.textContent = money(to);
      return;
    }
    const duration = Math.min(2000, 500 + (to - from) / 50);
    const start = performance.now();
    await new Promise((resolve) => {
      const step = (now) => {
        const done = hurry ? 1 : Math.min(1, (now - start) / duration);
        meterValue.textContent = money(Math.round(from + (to - from) * (1 - (1 - done) ** 3)));
        if (done < 1) requestAnimationFrame(step);
        else resolve();
      };
      requestAnimationFrame(step);
    });
  }

  /** One spin of the round: the reels travel and stop on its stops, then its wins show. */
  async function playSpin(spin, { quick }) {
    clearWins();
    hurry = false;
    const motion = !reducedMotion();
    if (motion) {
      running = spin.stops.map((stop, reel) => spinReel(reel, stop, stopAfter(reel, quick)));
      await Promise.all(running);
    } else
      spin.stops.forEach((stop, reel) => {
        stops[reel] = stop;
        shown[reel] = windowOf(reel, stop);
        setCells(reel, shown[reel]);
      });
    running = [];
    // An expanding wild fills its reel after the stop: the grid is what was paid.
    for (const reel of spin.expanded ?? []) {
      shown[reel] = [...spin.grid[reel]];
      setCells(reel, shown[reel]);
      reelNodes[reel].node.classList.add('expanded');
    }
    label();
    return showWins(spin);
  }

  return {
    root,
    get spinning() {
      return playing || running.length > 0;
    },
    /** A second press: every reel still turning lands now. */
    quickStop() {
      hurry = true;
      for (const { strip } of reelNodes)
        for (const animation of strip.getAnimations?.() ?? []) {
          const end = animation.effect?.getComputedTiming().endTime ?? 0;
          if (Number(animation.currentTime) < end - 120) animation.currentTime = end - 120;
        }
    },
    /** The reels move while the server answers (the outcome is not known yet). */
    wait() {
      clearWins();
      if (!reducedMotion()) board.classList.add('waiting');
    },
    /** Plays a round's view: the paid spin and its free spins; resolves with the words of its wins. */
    async play(view) {
      playing = true;
      try {
        return await playRound(view);
      } finally {
        playing = false;
      }
    },
  };

  async function playRound(view) {
    board.classList.remove('waiting');
    for (const node of board.querySelectorAll('.reel.expanded')) node.classList.remove('expanded');
    const spins = view.spins ?? [];
    const free = spins.filter((spin) => spin.free).length;
    let total = 0;
    meterLabel.textContent = strings['slot.win'];
    meterValue.textContent = money(0);
    const said = [];
    for (const [index, spin] of spins.entries()) {
      if (spin.free) {
        banner.textContent = say('slot.freeSpinOf', { spin: index, total: free });
        banner.hidden = false;
      }
      const texts = await playSpin(spin, { quick: spin.free });
      if (spin.free) {
        banner.textContent = say('slot.freeSpinOf', { spin: index, total: free });
        banner.hidden = false;
      }
      said.push(...texts);
      if (spin.win > 0) {
        root.classList.add('won');
        await countUp(total, total + spin.win);
        total += spin.win;
      }
      if (spin.awarded > 0) {
        banner.textContent = say('slot.freeSpinsWon', { count: spin.awarded });
        banner.hidden = false;
        if (!reducedMotion()) await wait(hurry ? 300 : 1200);
      } else if (index < spins.length - 1 && !reducedMotion()) await wait(hurry ? 200 : 700);
    }
    if (view.win > total) await countUp(total, view.win);
    meterValue.textContent = money(view.win);
    if (view.win >= (view.stake ?? Infinity) * 20) {
      root.classList.add('big-win');
      banner.textContent = strings['slot.bigWin'];
      banner.hidden = false;
    }
    return said;
  }
}
