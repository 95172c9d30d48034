import { shuffledDeck } from '../common/cards.ts';
import { type Action, illegal, type TableGame } from '../common/table.ts';
import { cardValue, type Hwatu, kindOf, monthOf, pointsOf } from './cards.ts';

/** Points a seat needs before it may stop (three players). */
export const goStopThreshold = 3;
/** A point is worth a tenth of the ante; a loser pays at most its ante less its rake. */
export const pointsPerAnte = 10;

export interface GostopGame {
  hands: Hwatu[][];
  table: Hwatu[];
  pile: Hwatu[];
  captured: Hwatu[][];
  toAct: number;
  phase: 'play' | 'goStop' | 'over';
  goes: number[];
  /** Points at a seat's last go: it may stop again only with more. */
  goPoints: number[];
  winner: number;
  unit: number;
  maxLoss: number;
  log: { seat: number; played: Hwatu; flipped: Hwatu | null; took: Hwatu[] }[];
}

/** The table card a play takes when two of its month lie there: the one the house values most. */
const bestOf = (cards: readonly Hwatu[]) =>
  [...cards].sort((a, b) => cardValue(b) - cardValue(a) || a - b)[0] as Hwatu;

/** What `card` takes from `table`: nothing, one card (the chosen of two), or all three. */
function matchesOf(table: readonly Hwatu[], card: Hwatu, choice?: Hwatu): Hwatu[] {
  const same = table.filter((other) => monthOf(other) === monthOf(card));
  if (same.length === 2) return [choice !== undefined && same.includes(choice) ? choice : bestOf(same)];
  return same;
}

/** A seat's points with its goes: one more per go, doubled from the third go on. */
export function scoreOf(game: GostopGame, seat: number): number {
  const goes = game.goes[seat] ?? 0;
  const base = pointsOf(game.captured[seat] ?? []).total + Math.min(goes, 2);
  return goes >= 3 ? base * 2 ** (goes - 2) : base;
}

function nextTurn(game: GostopGame, seat: number) {
  const next = (seat + 1) % game.hands.length;
  if (game.hands.every((hand) => hand.length === 0)) {
    game.phase = 'over';
    game.winner = -1;
  } else {
    game.toAct = next;
    game.phase = 'play';
  }
}

export const gostopGame: TableGame<GostopGame> = {
  deal(rng, { seats, button, ante, maxLoss }) {
    if (seats !== 3) throw new RangeError('This go-stop is played by three');
    const deck = shuffledDeck(rng, 48);
    return {
      hands: [0, 1, 2].map((s) => deck.slice(s * 7, s * 7 + 7)),
      table: deck.slice(21, 27),
      pile: deck.slice(27),
      captured: [[], [], []],
      toAct: (button + 1) % 3,
      phase: 'play',
      goes: [0, 0, 0],
      goPoints: [0, 0, 0],
      winner: -1,
      unit: ante / pointsPerAnte,
      maxLoss,
      log: [],
    };
  },
  turn: (game) => (game.phase === 'over' ? -1 : game.toAct),
  play(game, seat, action: Action) {
    if (seat !== game.toAct || game.phase === 'over') illegal('turn');
    if (game.phase === 'goStop') {
      if (action.type === 'stop') {
        game.winner = seat;
        game.phase = 'over';
      } else if (action.type === 'go') {
        game.goes[seat] = (game.goes[seat] ?? 0) + 1;
        game.goPoints[seat] = scoreOf(game, seat);
        nextTurn(game, seat);
      } else illegal(action.type);
      return 0;
    }
    const hand = game.hands[seat] as Hwatu[];
    const card = action.card as Hwatu;
    if (action.type !== 'play' || !hand.includes(card)) illegal('card');
    game.hands[seat] = hand.filter((other) => other !== card);
    const took: Hwatu[] = [];
    const played = matchesOf(game.table, card, action.capture as Hwatu | undefined);
    const flipped = game.pile.shift() ?? null;
    const take = (cards: readonly Hwatu[]) => {
      game.table = game.table.filter((other) => !cards.includes(other));
      took.push(...cards);
    };
    if (flipped !== null && monthOf(flipped) === monthOf(card)) {
      if (played.length === 1)
        game.table.push(card, flipped); // 뻑: three of the month stay on the table
      else take([card, flipped, ...game.table.filter((other) => monthOf(other) === monthOf(card))]);
    } else {
      if (played.length > 0) take([card, ...played]);
      else game.table.push(card);
      if (flipped !== null) {
        const flips = matchesOf(game.table, flipped);
        if (flips.length > 0) take([flipped, ...flips]);
        else game.table.push(flipped);
      }
    }
    game.captured[seat]?.push(...took);
    game.log.push({ seat, played: card, flipped, took });
    const score = scoreOf(game, seat);
    if (score >= goStopThreshold && score > (game.goPoints[seat] ?? 0)) {
      // With no card left to play, a seat can only stop.
      if ((game.hands[seat]?.length ?? 0) === 0) {
        game.winner = seat;
        game.phase = 'over';
      } else game.phase = 'goStop';
      return 0;
    }
    nextTurn(game, seat);
    return 0;
  },
  strategy(game, seat) {
    const hand = game.hands[seat] as Hwatu[];
    if (game.phase === 'goStop') {
      const others = [0, 1, 2].filter((s) => s !== seat);
      const safe = others.every((s) => pointsOf(game.captured[s] ?? []).total <= 1);
      return { type: hand.length >= 3 && safe && (game.goes[seat] ?? 0) < 2 ? 'go' : 'stop' };
    }
    // The card taking the most value; with none taking anything, the least valued card.
    let best: { card: Hwatu; gain: number } | undefined;
    for (const card of hand) {
      const matches = matchesOf(game.table, card);
      const gain =
        matches.length > 0
          ? cardValue(card) + matches.reduce((sum, other) => sum + cardValue(other), 0)
          : -cardValue(card);
      if (!best || gain > best.gain || (gain === best.gain && card < best.card)) best = { card, gain };
    }
    return { type: 'play', card: (best as { card: Hwatu }).card };
  },
  outcome(game) {
    const net = [0, 0, 0];
    if (game.winner < 0) return { net };
    const w = game.winner;
    const winnerPoints = pointsOf(game.captured[w] ?? []);
    const score = scoreOf(game, w);
    const owed = [0, 1, 2].map((s) => {
      if (s === w) return 0;
      const loser = pointsOf(game.captured[s] ?? []);
      const piBak = winnerPoints.junk > 0 && loser.junkValue <= 6 ? 2 : 1;
      const gwangBak = winnerPoints.brights > 0 && loser.brightCount === 0 ? 2 : 1;
      return score * piBak * gwangBak * game.unit;
    });
    // 고박: a loser who called go pays for both losers.
    const goer = [0, 1, 2].find((s) => s !== w && (game.goes[s] ?? 0) > 0);
    const pays = [0, 1, 2].map((s) =>
      s === w
        ? 0
        : goer === undefined
          ? (owed[s] as number)
          : s === goer
            ? (owed[0] as number) + (owed[1] as number) + (owed[2] as number)
            : 0,
    );
    for (let s = 0; s < 3; s++) {
      if (s === w) continue;
      const paid = Math.min(pays[s] as number, game.maxLoss);
      net[s] = 0 - paid;
      net[w] = (net[w] as number) + paid;
    }
    return { net };
  },
  view(game, viewer, over) {
    const hwatu = (card: Hwatu) => ({ id: card, month: monthOf(card), kind: kindOf(card) });
    return {
      phase: game.phase,
      table: game.table.map(hwatu),
      pile: game.pile.length,
      winner: game.winner,
      seats: game.hands.map((hand, seat) => ({
        seat,
        count: hand.length,
        cards: over || seat === viewer ? hand.map(hwatu) : null,
        captured: (game.captured[seat] as Hwatu[]).map(hwatu),
        points: pointsOf(game.captured[seat] ?? []).total,
        score: scoreOf(game, seat),
        goes: game.goes[seat],
      })),
      log: game.log,
      ...(game.toAct === viewer && game.phase !== 'over'
        ? { actions: game.phase === 'goStop' ? ['go', 'stop'] : ['play'] }
        : {}),
    };
  },
};
